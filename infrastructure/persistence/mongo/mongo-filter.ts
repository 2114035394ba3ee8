import { type Document, type Filter, ObjectId } from 'mongodb'
import type { QueryFilter } from '../../../domain/query-filter'
import type { SortSpec } from '../../../domain/query-options'

const OBJECT_ID = /^[0-9a-fA-F]{24}$/
const LOGICAL = new Set(['$and', '$or', '$nor'])
const SCALAR_OPS = new Set(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte'])
const LIST_OPS = new Set(['$in', '$nin', '$all'])

/** A document id as stored: a 24-hex id becomes a real ObjectId, anything else stays a string. */
export function toObjectIdOrString(id: string): ObjectId | string {
  return OBJECT_ID.test(id) ? new ObjectId(id) : id
}

/** The stored `_id` as the domain knows it: 24 lowercase hex digits for ObjectIds. */
export function idOf(stored: unknown): string {
  return stored instanceof ObjectId ? stored.toHexString() : String(stored)
}

/**
 * A validated client filter (domain/query-filter.ts allows only plain fields and a short list of
 * operators, so nothing executable reaches the server) with every `_id` value turned into the
 * ObjectId it names, at the top level and inside `$and`/`$or`/`$nor`.
 */
export function toMongoFilter<T extends Document = Document>(filter: QueryFilter): Filter<T> {
  const out: Document = {}
  for (const [key, value] of Object.entries(filter)) {
    if (LOGICAL.has(key) && Array.isArray(value)) out[key] = value.map((item) => toMongoFilter(item as QueryFilter))
    else if (key === '_id') out[key] = idCondition(value)
    else out[key] = value
  }
  return out as Filter<T>
}

function idCondition(value: unknown): unknown {
  if (typeof value === 'string') return toObjectIdOrString(value)
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
  const out: Document = {}
  for (const [op, arg] of Object.entries(value)) {
    if (SCALAR_OPS.has(op) && typeof arg === 'string') out[op] = toObjectIdOrString(arg)
    else if (LIST_OPS.has(op) && Array.isArray(arg))
      out[op] = arg.map((item) => (typeof item === 'string' ? toObjectIdOrString(item) : item))
    else out[op] = arg
  }
  return out
}

/** The client's sort, then `_id` so equal keys page in a stable order; insertion order (`_id`) without one. */
export function toMongoSort(sort: SortSpec): [string, 1 | -1][] {
  return sort.some(([field]) => field === '_id') ? [...sort] : [...sort, ['_id', 1]]
}
