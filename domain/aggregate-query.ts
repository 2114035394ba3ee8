import { DomainError } from './errors'
import { assertFieldName, isPlainObject, quoteName } from './field-name'
import { parseFilter, type QueryFilter } from './query-filter'

/** Calendar buckets of a date string (or of the creation time, for `_id`). */
export type DateBucket = 'day' | 'week' | 'month' | 'year'
export const DATE_BUCKETS: readonly DateBucket[] = ['day', 'week', 'month', 'year']

/** One grouping key: a top-level field, or the bucket of a date; the answer names it by its field. */
export interface GroupKey {
  readonly field: string
  readonly by: DateBucket | null
}

export type MetricKind = 'count' | 'countDistinct' | 'sum' | 'avg' | 'min' | 'max'
const METRIC_KINDS: readonly MetricKind[] = ['count', 'countDistinct', 'sum', 'avg', 'min', 'max']

/** One computed column: its name in the answer, what it computes, over which field (null for count). */
export interface Metric {
  readonly name: string
  readonly kind: MetricKind
  readonly field: string | null
}

/** A validated aggregate request; stores compute the groups, `arrangeGroups` sorts and cuts them. */
export interface AggregateQuery {
  readonly filter: QueryFilter
  readonly groupBy: readonly GroupKey[]
  readonly metrics: readonly Metric[]
  readonly sort: readonly (readonly [string, 1 | -1])[]
  readonly limit: number | null
}

/** One answer row: the group's key values, then the metrics. */
export type AggregateRow = Record<string, unknown>

/** More groups than this is a question to narrow, not an answer (stores stop counting at one more). */
export const MAX_AGGREGATE_GROUPS = 10_000
const MAX_GROUP_KEYS = 5
const MAX_METRICS = 20

const bad = (path: string, message: string): never => {
  throw DomainError.validation(`${path} ${message}`, [{ path, message }])
}

/** Checks an aggregate request of the operations language and answers it in the domain's terms. */
export function parseAggregate(raw: { filter?: unknown; groupBy?: unknown; metrics?: unknown; options?: unknown }): AggregateQuery {
  const filter = parseFilter(raw.filter ?? {})
  const groupBy = parseGroupBy(raw.groupBy ?? [])
  const metrics = parseMetrics(raw.metrics)
  const names = new Set(groupBy.map((g) => g.field))
  for (const m of metrics) if (names.has(m.name)) bad(`metrics.${m.name}`, 'has the name of a group field')
  for (const m of metrics) names.add(m.name)
  const { sort, limit } = parseOptions(raw.options ?? {}, names)
  return { filter, groupBy, metrics, sort, limit }
}

function parseGroupBy(raw: unknown): GroupKey[] {
  if (!Array.isArray(raw)) return bad('groupBy', 'must be an array')
  if (raw.length > MAX_GROUP_KEYS) bad('groupBy', `holds at most ${MAX_GROUP_KEYS} keys`)
  const keys = (raw as unknown[]).map((item, i): GroupKey => {
    const path = `groupBy[${i}]`
    if (typeof item === 'string') {
      if (item === '_id') bad(path, 'groups _id only by a date bucket ({"field": "_id", "by": "month"})')
      assertFieldName(item, path)
      return { field: item, by: null }
    }
    if (!isPlainObject(item)) return bad(path, 'must be a field name or {"field", "by"}')
    const { field, by, ...rest } = item
    if (Object.keys(rest).length > 0) bad(path, `has an unknown key ${quoteName(Object.keys(rest)[0]!)}`)
    if (typeof field !== 'string') return bad(`${path}.field`, 'must be a field name')
    assertFieldName(field, `${path}.field`)
    if (by === undefined && field !== '_id') return { field, by: null }
    if (!DATE_BUCKETS.includes(by as DateBucket)) bad(`${path}.by`, 'must be one of day, week, month, year')
    return { field, by: by as DateBucket }
  })
  const seen = new Set<string>()
  keys.forEach((k, i) => {
    if (seen.has(k.field)) bad(`groupBy[${i}]`, `groups ${quoteName(k.field)} twice`)
    seen.add(k.field)
  })
  return keys
}

function parseMetrics(raw: unknown): Metric[] {
  if (!isPlainObject(raw) || Object.keys(raw).length === 0) return bad('metrics', 'must be an object with at least one metric')
  const entries = Object.entries(raw)
  if (entries.length > MAX_METRICS) bad('metrics', `holds at most ${MAX_METRICS} metrics`)
  return entries.map(([name, spec]) => {
    const path = `metrics.${name}`
    assertFieldName(name, 'metrics')
    if (!isPlainObject(spec) || Object.keys(spec).length !== 1) return bad(path, 'must be one of {"count": true}, {"sum": field}, ...')
    const [kind, arg] = Object.entries(spec)[0]!
    if (!METRIC_KINDS.includes(kind as MetricKind)) return bad(path, `has an unknown metric ${quoteName(kind)}`)
    if (kind === 'count') {
      if (arg !== true) bad(path, 'count takes true')
      return { name, kind: 'count', field: null }
    }
    if (typeof arg !== 'string') return bad(path, `${kind} takes a field name`)
    assertFieldName(arg, path)
    if (arg === '_id') bad(path, `${kind} over _id is not supported`)
    return { name, kind: kind as MetricKind, field: arg }
  })
}

function parseOptions(raw: unknown, names: ReadonlySet<string>): Pick<AggregateQuery, 'sort' | 'limit'> {
  if (!isPlainObject(raw)) return bad('options', 'must be an object')
  const { sort = {}, limit, ...rest } = raw
  if (Object.keys(rest).length > 0) bad('options', `has an unknown key ${quoteName(Object.keys(rest)[0]!)}`)
  if (!isPlainObject(sort)) return bad('options.sort', 'must be an object of {name: 1 | -1}')
  const spec = Object.entries(sort).map(([name, direction]): [string, 1 | -1] => {
    if (!names.has(name)) bad('options.sort', `names ${quoteName(name)}, which is neither a group field nor a metric`)
    if (direction !== 1 && direction !== -1) bad(`options.sort.${name}`, 'must be 1 or -1')
    return [name, direction as 1 | -1]
  })
  if (limit !== undefined && (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > MAX_AGGREGATE_GROUPS))
    bad('options.limit', `must be an integer from 1 to ${MAX_AGGREGATE_GROUPS}`)
  return { sort: spec, limit: (limit as number | undefined) ?? null }
}

/** The fields an aggregate reads (for the encrypted-field check). */
export function aggregateFields(query: AggregateQuery): string[] {
  return [...query.groupBy.map((g) => g.field), ...query.metrics.flatMap((m) => (m.field === null ? [] : [m.field]))]
}
