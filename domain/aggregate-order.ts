import type { AggregateQuery, AggregateRow } from './aggregate-query'

/** MongoDB's order of types: null, numbers, strings, objects, arrays, booleans. */
function rank(value: unknown): number {
  if (value === null || value === undefined) return 0
  if (typeof value === 'number') return 1
  if (typeof value === 'string') return 2
  if (Array.isArray(value)) return 4
  if (typeof value === 'object') return 3
  return 5
}

/** A total order over JSON values, the same whichever store computed the groups. */
export function compareValues(a: unknown, b: unknown): number {
  const ra = rank(a)
  const rb = rank(b)
  if (ra !== rb) return ra - rb
  if (ra === 1) return (a as number) - (b as number)
  if (ra === 2) return a === b ? 0 : (a as string) < (b as string) ? -1 : 1
  if (ra === 5) return Number(a) - Number(b)
  if (ra === 0) return 0
  const ta = JSON.stringify(a)
  const tb = JSON.stringify(b)
  return ta === tb ? 0 : ta < tb ? -1 : 1
}

/**
 * The groups in the order asked (then by every group key, ascending, so equal sort values keep a
 * stable order on every store), cut at the limit. Groups are at most MAX_AGGREGATE_GROUPS rows,
 * the answer of the store, never the documents.
 */
export function arrangeGroups(rows: readonly AggregateRow[], query: AggregateQuery): AggregateRow[] {
  const keys: [string, 1 | -1][] = [...query.sort.map(([k, d]) => [k, d] as [string, 1 | -1])]
  for (const g of query.groupBy) if (!keys.some(([k]) => k === g.field)) keys.push([g.field, 1])
  const sorted = [...rows].sort((x, y) => {
    for (const [key, direction] of keys) {
      const order = compareValues(x[key] ?? null, y[key] ?? null)
      if (order !== 0) return order * direction
    }
    return 0
  })
  return query.limit === null ? sorted : sorted.slice(0, query.limit)
}
