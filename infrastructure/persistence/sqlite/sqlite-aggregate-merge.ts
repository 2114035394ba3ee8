import type { AggregateQuery } from '../../../domain/aggregate-query'

type Row = Record<string, unknown>

/**
 * The groups of a table split by rowid, from each part's partial rows (aggregateStatement with a
 * part): counts and sums add, min and max compare, avg is the parts' SUM over their COUNT of
 * numbers; null when the merged groups are more than `maxGroups` (a part stops at one more, and a
 * part's groups are a subset of the merged ones, so a part that stopped already says "too many").
 * countDistinct does not merge: such a query is never split. The rows come in the order of one
 * statement over the whole table (SQLite's GROUP BY: keys in turn, NULL first, text by its bytes).
 */
export function mergeAggregateParts(query: AggregateQuery, parts: readonly (readonly Row[])[], maxGroups: number): Row[] | null {
  const keyCount = query.groupBy.length
  const groups = new Map<string, Row>()
  for (const rows of parts) {
    for (const row of rows) {
      const keys = Array.from({ length: keyCount }, (_, i) => row[`k${i}`] ?? null)
      const id = JSON.stringify(keys)
      const into = groups.get(id)
      if (into === undefined) groups.set(id, { ...row })
      else query.metrics.forEach((m, i) => merge(m.kind, i, into, row))
      if (groups.size > maxGroups) return null
    }
  }
  const merged = [...groups.values()]
  for (const row of merged) {
    query.metrics.forEach((m, i) => {
      if (m.kind !== 'avg') return
      const count = row[`c${i}`] as number
      row[`m${i}`] = count > 0 ? (row[`m${i}`] as number) / count : null
      delete row[`c${i}`]
    })
  }
  return merged.sort((a, b) => compareKeys(a, b, keyCount))
}

function merge(kind: string, i: number, into: Row, row: Row): void {
  const m = `m${i}`
  const a = into[m] as number | null
  const b = row[m] as number | null
  if (kind === 'count' || kind === 'sum') into[m] = (a as number) + (b as number)
  else if (kind === 'avg') {
    into[m] = a === null ? b : b === null ? a : a + b
    into[`c${i}`] = (into[`c${i}`] as number) + (row[`c${i}`] as number)
  } else if (kind === 'min') into[m] = a === null ? b : b === null ? a : Math.min(a, b)
  else if (kind === 'max') into[m] = a === null ? b : b === null ? a : Math.max(a, b)
  else throw new Error(`${kind} does not merge`)
}

const encoder = new TextEncoder()

/** SQLite's order of keys: NULL first, then text in the order of its UTF-8 bytes (memcmp, not UTF-16 units). */
function compareKeys(a: Row, b: Row, keyCount: number): number {
  for (let i = 0; i < keyCount; i++) {
    const x = (a[`k${i}`] ?? null) as string | null
    const y = (b[`k${i}`] ?? null) as string | null
    if (x === y) continue
    if (x === null) return -1
    if (y === null) return 1
    return compareBytes(encoder.encode(x), encoder.encode(y))
  }
  return 0
}

function compareBytes(x: Uint8Array, y: Uint8Array): number {
  const n = Math.min(x.length, y.length)
  for (let i = 0; i < n; i++) if (x[i] !== y[i]) return x[i]! - y[i]!
  return x.length - y.length
}
