import type { AggregateQuery, AggregateRow, DateBucket, Metric } from '../../../domain/aggregate-query'
import { bound, type Fragment, joinFragments, sql } from './sql-fragment'
import { fieldPath, tableOf } from './sqlite-document-table'
import { compileFilter } from './sqlite-query'

const COLUMNS = { docColumn: 'doc', idColumn: 'id' }

/** How a `YYYY-MM-DD` text `s` becomes its bucket, in SQLite's date functions. */
const BUCKET: Record<DateBucket, (s: Fragment) => Fragment> = {
  day: (s) => sql`date(${s})`,
  week: (s) => sql`date(${s}, '-6 days', 'weekday 1')`,
  month: (s) => sql`strftime('%Y-%m', ${s})`,
  year: (s) => sql`strftime('%Y', ${s})`,
}

/**
 * One part of a table split by rowid (`low`: rowid ≤ mid, `high`: rowid > mid), computed as a
 * partial for mergeAggregateParts: avg as its SUM (`m<i>`) and COUNT (`c<i>`) of the numbers.
 */
export interface AggregatePart {
  readonly mid: number
  readonly half: 'low' | 'high'
}

/**
 * The group-by statement: one `SELECT ... GROUP BY` over the JSON column, stopped at one group more
 * than allowed; keys as `k<i>`, metrics as `m<i>`. The JSON is read in an inner query that SQLite
 * cannot flatten (its `LIMIT -1`): a flattened query hands the whole document column to the GROUP
 * BY sorter and reads the JSON after sorting, twice as slow (docs/performance.md, "Bulk data"); the
 * inner query hands it only the keys and the metrics' values, each field's expression once. Date
 * buckets read the first ten characters of a string field and keep only real calendar dates
 * (`date(s) = s`); `_id`'s bucket is the creation time in the ObjectId (`object_id_date`).
 */
export function aggregateStatement(name: string, query: AggregateQuery, maxGroups: number, part?: AggregatePart): Fragment {
  const where = compileFilter(query.filter, COLUMNS)
  const columns = new InnerColumns()
  const keys = query.groupBy.map((g, i) => columns.add(`k${i}`, g.by === null ? fieldValue(g.field) : dateBucket(g.field, g.by)))
  const metrics = query.metrics.map((m, i) => metric(m, i, columns, part !== undefined))
  const select = [...keys.map((alias, i) => `${alias} AS k${i}`), ...metrics].join(', ')
  // Without keys SQLite answers one row even for no match; MongoDB's $group answers none.
  const groupBy = keys.length === 0 ? ' HAVING COUNT(*) > 0' : ` GROUP BY ${keys.join(', ')}`
  const range =
    part === undefined ? sql`` : part.half === 'low' ? sql` AND rowid <= ${bound(part.mid)}` : sql` AND rowid > ${bound(part.mid)}`
  const inner = sql`SELECT ${columns.select()} FROM ${tableOf(name)} WHERE (${where})${range} LIMIT -1`
  return sql`SELECT ${select} FROM (${inner})${groupBy} LIMIT ${bound(maxGroups + 1)}`
}

/** The answer's rows from the statement's (or the merged parts') `k<i>`/`m<i>` rows. */
export function aggregateAnswer(query: AggregateQuery, rows: readonly Record<string, unknown>[]): AggregateRow[] {
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

/** Metric `i` over the inner query's columns (a field's value is read there once for all its metrics); `partial`: avg as SUM and COUNT. */
function metric(m: Metric, i: number, columns: InnerColumns, partial: boolean): string {
  if (m.kind === 'count') return `COUNT(*) AS m${i}`
  const path = fieldPath(m.field!)
  if (m.kind === 'countDistinct')
    return `COUNT(DISTINCT ${columns.add(`d${columns.size}`, sql`nullif(doc -> ${bound(path)}, 'null')`)}) AS m${i}`
  const number = sql`(CASE WHEN json_type(doc, ${bound(path)}) IN ('integer', 'real') THEN json_extract(doc, ${bound(path)}) END)`
  const value = columns.add(`v${columns.size}`, number)
  if (m.kind === 'sum') return `coalesce(SUM(${value}), 0) AS m${i}`
  if (m.kind === 'avg' && partial) return `SUM(${value}) AS m${i}, COUNT(${value}) AS c${i}`
  return `${{ avg: 'AVG', min: 'MIN', max: 'MAX' }[m.kind]}(${value}) AS m${i}`
}
