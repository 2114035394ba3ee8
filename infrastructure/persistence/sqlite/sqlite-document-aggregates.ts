import type { DocumentAggregates } from '../../../application/ports/document-aggregates'
import type { AggregateQuery, AggregateRow, DateBucket, Metric } from '../../../domain/aggregate-query'
import { bound, type Fragment, joinFragments, sql } from './sql-fragment'
import type { Sqlite } from './sqlite-database'
import { fieldPath, tableOf } from './sqlite-document-table'
import { compileFilter } from './sqlite-query'
import { notFoundWhenDropped } from './sqlite-store-errors'

const COLUMNS = { docColumn: 'doc', idColumn: 'id' }
const OBJECT_ID = /^[0-9a-f]{24}$/

/** How a `YYYY-MM-DD` text `s` becomes its bucket, in SQLite's date functions. */
const BUCKET: Record<DateBucket, (s: Fragment) => Fragment> = {
  day: (s) => sql`date(${s})`,
  week: (s) => sql`date(${s}, '-6 days', 'weekday 1')`,
  month: (s) => sql`strftime('%Y-%m', ${s})`,
  year: (s) => sql`strftime('%Y', ${s})`,
}

/**
 * Group-by in the embedded store: one `SELECT ... GROUP BY` over the JSON column, stopped at one
 * group more than allowed. The JSON is read in an inner query that SQLite cannot flatten (its
 * `LIMIT -1`): a flattened query hands the whole document column to the GROUP BY sorter and reads
 * the JSON after sorting, twice as slow (docs/performance.md, "Bulk data"); the inner query hands
 * it only the keys and the metrics' values, each field's expression once. Date buckets read the
 * first ten characters of a string field and keep only real calendar dates (`date(s) = s`);
 * `_id`'s bucket is the creation time in the ObjectId.
 */
export class SqliteDocumentAggregates implements DocumentAggregates {
  constructor(private readonly db: Sqlite) {
    db.function('object_id_date', { deterministic: true }, (id) => {
      if (typeof id !== 'string' || !OBJECT_ID.test(id)) return null
      return new Date(Number.parseInt(id.slice(0, 8), 16) * 1000).toISOString().slice(0, 10)
    })
  }

  async aggregate(name: string, query: AggregateQuery, maxGroups: number): Promise<AggregateRow[] | null> {
    const table = tableOf(name)
    const where = compileFilter(query.filter, COLUMNS)
    const columns = new InnerColumns()
    const keys = query.groupBy.map((g, i) => columns.add(`k${i}`, g.by === null ? fieldValue(g.field) : dateBucket(g.field, g.by)))
    const metrics = query.metrics.map((m, i) => `${metric(m, columns)} AS m${i}`)
    const select = [...keys.map((alias, i) => `${alias} AS k${i}`), ...metrics].join(', ')
    // Without keys SQLite answers one row even for no match; MongoDB's $group answers none.
    const groupBy = keys.length === 0 ? ' HAVING COUNT(*) > 0' : ` GROUP BY ${keys.join(', ')}`
    const inner = sql`SELECT ${columns.select()} FROM ${table} WHERE ${where} LIMIT -1`
    const statement = sql`SELECT ${select} FROM (${inner})${groupBy} LIMIT ${bound(maxGroups + 1)}`
    let rows: Record<string, unknown>[]
    try {
      rows = this.db.prepare(statement.sql).all(...statement.params) as Record<string, unknown>[]
    } catch (error) {
      return notFoundWhenDropped(name)(error)
    }
    if (rows.length > maxGroups) return null
    return rows.map((row) => {
      const out: AggregateRow = {}
      query.groupBy.forEach((g, i) => {
        const value = row[`k${i}`]
        out[g.field] = value === null || value === undefined ? null : g.by === null ? JSON.parse(value as string) : value
      })
      query.metrics.forEach((m, i) => {
        out[m.name] = row[`m${i}`] ?? null
      })
      return out
    })
  }
}

/** The field's JSON text; missing and null are one group (NULL), as in MongoDB's $group. */
function fieldValue(field: string): Fragment {
  return sql`nullif(doc -> ${bound(fieldPath(field))}, 'null')`
}

function dateBucket(field: string, by: DateBucket): Fragment {
  if (field === '_id') {
    const day = sql`object_id_date(id)`
    return BUCKET[by](day)
  }
  const path = fieldPath(field)
  const s = sql`substr(json_extract(doc, ${bound(path)}), 1, 10)`
  return sql`(CASE WHEN json_type(doc, ${bound(path)}) = 'text' AND date(${s}) = ${s} THEN ${BUCKET[by](s)} END)`
}

/** The inner query's columns: each distinct expression once, under its alias. */
class InnerColumns {
  private readonly columns = new Map<string, { alias: string; fragment: Fragment }>()

  get size(): number {
    return this.columns.size
  }

  add(alias: string, fragment: Fragment): string {
    const key = JSON.stringify([fragment.sql, fragment.params])
    const known = this.columns.get(key)
    if (known) return known.alias
    this.columns.set(key, { alias, fragment })
    return alias
  }

  select(): Fragment {
    // A query with only counts still needs a column.
    if (this.columns.size === 0) return sql`1`
    return joinFragments(
      [...this.columns.values()].map((c) => sql`${c.fragment} AS ${c.alias}`),
      ', ',
    )
  }
}

/** The aggregate over the inner query's columns; a field's value is read there once for all its metrics. */
function metric(m: Metric, columns: InnerColumns): string {
  if (m.kind === 'count') return 'COUNT(*)'
  const path = fieldPath(m.field!)
  if (m.kind === 'countDistinct') return `COUNT(DISTINCT ${columns.add(`d${columns.size}`, sql`nullif(doc -> ${bound(path)}, 'null')`)})`
  const number = sql`(CASE WHEN json_type(doc, ${bound(path)}) IN ('integer', 'real') THEN json_extract(doc, ${bound(path)}) END)`
  const value = columns.add(`v${columns.size}`, number)
  if (m.kind === 'sum') return `coalesce(SUM(${value}), 0)`
  return `${{ avg: 'AVG', min: 'MIN', max: 'MAX' }[m.kind]}(${value})`
}
