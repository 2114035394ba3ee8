import { type Db, type Document, MongoServerError } from 'mongodb'
import type { DocumentAggregates } from '../../../application/ports/document-aggregates'
import type { AggregateQuery, AggregateRow, DateBucket, Metric } from '../../../domain/aggregate-query'
import { DomainError } from '../../../domain/errors'
import type { MongoLimits } from './mongo-client'
import { DATALAKE_DATABASES } from './mongo-database-catalog'
import { toMongoFilter } from './mongo-filter'

const DAY_MS = 86_400_000
const FORMAT: Record<DateBucket, string> = { day: '%Y-%m-%d', week: '%Y-%m-%d', month: '%Y-%m', year: '%Y' }
/** Server answers meaning "this deployment does not implement that stage or operator" (FerretDB). */
const NOT_IMPLEMENTED = new Set([238, 2, 168, 31082])

/**
 * Group-by in MongoDB: one aggregation pipeline ($match, $group, $limit at one group more than
 * allowed) run by the server with the store's time limit; only the groups come back. Date
 * buckets use operators of MongoDB 4.0+; a deployment that lacks one (FerretDB v1) answers
 * STORE_FEATURE_UNAVAILABLE rather than a wrong result.
 */
export class MongoDocumentAggregates implements DocumentAggregates {
  constructor(
    private readonly db: Db,
    private readonly limits: MongoLimits,
  ) {}

  async aggregate(name: string, query: AggregateQuery, maxGroups: number): Promise<AggregateRow[] | null> {
    if (name === DATALAKE_DATABASES) throw new Error('not a data lake database')
    if (!isSimple(query)) return this.run(name, query, maxGroups, groupKeys(query), query.metrics)
    // FerretDB v1 answers 0 for every accumulator of a $group but the first: one pipeline per metric, merged by key.
    const merged = new Map<string, AggregateRow>()
    for (const metric of query.metrics) {
      const rows = await this.run(name, query, maxGroups, simpleKey(query), [metric])
      if (rows === null) return null
      for (const row of rows) {
        const key = JSON.stringify(query.groupBy.map((g) => row[g.field]))
        merged.set(key, { ...merged.get(key), ...row })
      }
    }
    return [...merged.values()]
  }

  private async run(name: string, query: AggregateQuery, maxGroups: number, key: unknown, metrics: readonly Metric[]) {
    const group: Document = { _id: key }
    const sizes: Document = {}
    metrics.forEach((m, i) => {
      group[`m${i}`] = accumulator(m)
      if (m.kind === 'countDistinct') sizes[`m${i}`] = { $size: `$m${i}` }
    })
    const pipeline: Document[] = [{ $match: toMongoFilter(query.filter) }, { $group: group }, { $limit: maxGroups + 1 }]
    if (Object.keys(sizes).length > 0) pipeline.push({ $addFields: sizes })
    let rows: Document[]
    try {
      rows = await this.db
        .collection(name)
        .aggregate(pipeline, { ...this.limits, allowDiskUse: true })
        .toArray()
    } catch (error) {
      if (error instanceof MongoServerError && NOT_IMPLEMENTED.has(Number(error.code)))
        throw new DomainError('STORE_FEATURE_UNAVAILABLE', 'This MongoDB deployment cannot compute this aggregate (an operator is missing)')
      throw error
    }
    if (rows.length > maxGroups) return null
    const simple = typeof key !== 'object' || key === null
    return rows.map((row) => {
      const out: AggregateRow = {}
      query.groupBy.forEach((g, i) => {
        out[g.field] = (simple ? row._id : row._id?.[`k${i}`]) ?? null
      })
      metrics.forEach((m, i) => {
        out[m.name] = row[`m${i}`] ?? null
      })
      return out
    })
  }
}

function groupKeys(query: AggregateQuery): Document {
  return Object.fromEntries(query.groupBy.map((g, i) => [`k${i}`, groupKey(g.field, g.by)]))
}

/**
 * At most one plain key and only count and sum: `_id: "$field"` groups a missing field with null
 * by itself and `$sum` skips what is not a number, so no expression operator is needed (FerretDB
 * v1 has none of $ifNull, $cond, $avg, $min, $max, $addToSet).
 */
function isSimple(query: AggregateQuery): boolean {
  return (
    query.groupBy.length <= 1 &&
    query.groupBy.every((g) => g.by === null) &&
    query.metrics.every((m) => m.kind === 'count' || m.kind === 'sum')
  )
}

function simpleKey(query: AggregateQuery): unknown {
  return query.groupBy.length === 0 ? null : `$${query.groupBy[0]!.field}`
}

function groupKey(field: string, by: DateBucket | null): unknown {
  if (by === null) return { $ifNull: [`$${field}`, null] }
  const date =
    field === '_id'
      ? { $convert: { input: '$_id', to: 'date', onError: null, onNull: null } }
      : {
          $cond: [
            { $eq: [{ $type: `$${field}` }, 'string'] },
            {
              $dateFromString: { dateString: { $substrCP: [`$${field}`, 0, 10] }, format: '%Y-%m-%d', onError: null, onNull: null },
            },
            null,
          ],
        }
  // The week's Monday: the date minus (ISO weekday - 1) days.
  const bucketed = by === 'week' ? { $subtract: ['$$d', { $multiply: [{ $subtract: [{ $isoDayOfWeek: '$$d' }, 1] }, DAY_MS] }] } : '$$d'
  return {
    $let: {
      vars: { d: date },
      in: { $cond: [{ $eq: ['$$d', null] }, null, { $dateToString: { format: FORMAT[by], date: bucketed, timezone: 'UTC' } }] },
    },
  }
}

function accumulator(m: Metric): Document {
  if (m.kind === 'count') return { $sum: 1 }
  const value = `$${m.field}`
  if (m.kind === 'sum') return { $sum: value }
  if (m.kind === 'countDistinct') return { $addToSet: { $cond: [{ $eq: [{ $ifNull: [value, null] }, null] }, '$$REMOVE', value] } }
  const number = { $cond: [{ $isNumber: value }, value, null] }
  return { [`$${m.kind}`]: number }
}
