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
 * group more than allowed. Date buckets read the first ten characters of a string field and keep
 * only real calendar dates (`date(s) = s`); `_id`'s bucket is the creation time in the ObjectId.
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
    const keys = query.groupBy.map((g, i) => sql`${g.by === null ? fieldValue(g.field) : dateBucket(g.field, g.by)} AS k${String(i)}`)
    const metrics = query.metrics.map((m, i) => sql`${metric(m)} AS m${String(i)}`)
    const select = joinFragments([...keys, ...metrics], ', ')
    // Without keys SQLite answers one row even for no match; MongoDB's $group answers none.
    const groupBy = query.groupBy.length === 0 ? ' HAVING COUNT(*) > 0' : ` GROUP BY ${query.groupBy.map((_, i) => `k${i}`).join(', ')}`
    const statement = sql`SELECT ${select} FROM ${table} WHERE ${where}${groupBy} LIMIT ${bound(maxGroups + 1)}`
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

function metric(m: Metric): Fragment {
  if (m.kind === 'count') return sql`COUNT(*)`
  const path = fieldPath(m.field!)
  if (m.kind === 'countDistinct') return sql`COUNT(DISTINCT nullif(doc -> ${bound(path)}, 'null'))`
  const number = sql`(CASE WHEN json_type(doc, ${bound(path)}) IN ('integer', 'real') THEN json_extract(doc, ${bound(path)}) END)`
  if (m.kind === 'sum') return sql`coalesce(SUM(${number}), 0)`
  return sql`${{ avg: 'AVG', min: 'MIN', max: 'MAX' }[m.kind]}(${number})`
}
