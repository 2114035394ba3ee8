import type { DataLakeStore } from '../../application/ports/data-lake-store'
import type { DocumentAggregates } from '../../application/ports/document-aggregates'
import type { AggregateQuery, AggregateRow, DateBucket, Metric } from '../../domain/aggregate-query'

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Group-by over the fake store's matches, in plain code: the reference the stores' SQL and pipeline must agree with. */
export class InMemoryDocumentAggregates implements DocumentAggregates {
  constructor(private readonly store: DataLakeStore) {}

  async aggregate(name: string, query: AggregateQuery, maxGroups: number): Promise<AggregateRow[] | null> {
    const docs = await this.store.find(name, { filter: query.filter, sort: [], skip: 0, limit: Number.MAX_SAFE_INTEGER, fields: null })
    const groups = new Map<string, { key: AggregateRow; docs: Record<string, unknown>[] }>()
    for (const doc of docs) {
      const key: AggregateRow = {}
      for (const g of query.groupBy)
        key[g.field] =
          g.by === null ? (doc.fields[g.field] ?? null) : bucketOf(g.field === '_id' ? idDate(doc.id) : doc.fields[g.field], g.by)
      const text = JSON.stringify(query.groupBy.map((g) => key[g.field]))
      let group = groups.get(text)
      if (!group) groups.set(text, (group = { key, docs: [] }))
      group.docs.push(doc.fields)
    }
    if (groups.size > maxGroups) return null
    return [...groups.values()].map(({ key, docs }) => {
      const row = { ...key }
      for (const m of query.metrics) row[m.name] = compute(m, docs)
      return row
    })
  }
}

function compute(m: Metric, docs: Record<string, unknown>[]): unknown {
  if (m.kind === 'count') return docs.length
  const values = docs.map((d) => d[m.field!] ?? null)
  if (m.kind === 'countDistinct') return new Set(values.filter((v) => v !== null).map((v) => JSON.stringify(v))).size
  const numbers = values.filter((v): v is number => typeof v === 'number')
  if (m.kind === 'sum') return numbers.reduce((a, b) => a + b, 0)
  if (numbers.length === 0) return null
  if (m.kind === 'avg') return numbers.reduce((a, b) => a + b, 0) / numbers.length
  return m.kind === 'min' ? Math.min(...numbers) : Math.max(...numbers)
}

function idDate(id: string): string | null {
  return /^[0-9a-f]{24}$/.test(id) ? new Date(Number.parseInt(id.slice(0, 8), 16) * 1000).toISOString().slice(0, 10) : null
}

function bucketOf(value: unknown, by: DateBucket): string | null {
  if (typeof value !== 'string') return null
  const s = value.slice(0, 10)
  const date = new Date(`${s}T00:00:00Z`)
  if (!DATE.test(s) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== s) return null
  if (by === 'day') return s
  if (by === 'month') return s.slice(0, 7)
  if (by === 'year') return s.slice(0, 4)
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000)
  return monday.toISOString().slice(0, 10)
}
