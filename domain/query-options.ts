import { DomainError } from './errors'
import { assertFieldPath, isPlainObject } from './field-name'

/** A sort: fields in order of precedence, each ascending (1) or descending (-1). */
export type SortSpec = [field: string, direction: 1 | -1][]
/** Paging, sort and projection of a read, as parsed from a client's options. */
export interface QueryOptions {
  limit: number
  skip: number
  sort: SortSpec
  fields: string[] | null
}

export const DEFAULT_LIMIT = 100
export const MAX_LIMIT = 1000
export const MAX_SKIP = 1_000_000
export const MAX_SORT_KEYS = 8
export const MAX_PROJECTION_FIELDS = 100
const KNOWN = new Set(['limit', 'skip', 'sort', 'fields'])

function fail(option: string, message: string): never {
  throw DomainError.validation(`options.${option} ${message}`, [{ path: `options.${option}`, message }])
}

function integerIn(raw: unknown, option: string, min: number, max: number, fallback: number): number {
  if (raw === undefined || raw === null) return fallback
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) {
    fail(option, `must be an integer from ${min} to ${max}`)
  }
  return raw
}

function parseSort(raw: unknown): SortSpec {
  if (raw === undefined || raw === null) return []
  if (!isPlainObject(raw)) fail('sort', 'must be an object like {"field": 1} or {"field": -1}')
  const entries = Object.entries(raw)
  if (entries.length > MAX_SORT_KEYS) fail('sort', `accepts at most ${MAX_SORT_KEYS} fields`)
  return entries.map(([field, direction]) => {
    assertFieldPath(field, `options.sort.${field}`)
    if (direction !== 1 && direction !== -1) fail(`sort.${field}`, 'must be 1 or -1')
    return [field, direction]
  })
}

function parseFields(raw: unknown): string[] | null {
  if (raw === undefined || raw === null) return null
  if (!Array.isArray(raw)) fail('fields', 'must be an array of field names')
  if (raw.length > MAX_PROJECTION_FIELDS) fail('fields', `accepts at most ${MAX_PROJECTION_FIELDS} names`)
  raw.forEach((field, index) => {
    if (typeof field !== 'string') fail(`fields.${index}`, 'must be a string')
    assertFieldPath(field, `options.fields.${index}`)
  })
  return [...new Set(raw as string[])]
}

/** Validates read options: limit 1..1000 (100), skip 0..1,000,000 (0), sort `{field: 1|-1}`, fields. */
export function parseQueryOptions(raw: unknown): QueryOptions {
  if (raw === undefined || raw === null) raw = {}
  if (!isPlainObject(raw))
    throw DomainError.validation('options must be a JSON object', [{ path: 'options', message: 'must be an object' }])
  const unknown = Object.keys(raw).find((key) => !KNOWN.has(key))
  if (unknown !== undefined) fail(unknown.slice(0, 64), 'is not a known option (limit, skip, sort, fields)')
  return {
    limit: integerIn(raw.limit, 'limit', 1, MAX_LIMIT, DEFAULT_LIMIT),
    skip: integerIn(raw.skip, 'skip', 0, MAX_SKIP, 0),
    sort: parseSort(raw.sort),
    fields: parseFields(raw.fields),
  }
}
