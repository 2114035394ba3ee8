import { Buffer } from 'node:buffer'
import { isElementOperatorMatch, type QueryFilter } from '../../domain/query-filter'

type Doc = Record<string, unknown>

/**
 * MongoDB-like evaluation of a validated filter in memory, for the fake store. `_id` is the
 * document's id (lowercase hex); at the top level an ObjectId in a filter matches in either case.
 */
export function matchesFilter(doc: Doc, filter: QueryFilter, top = true): boolean {
  return Object.entries(filter).every(([key, condition]) => {
    if (key === '$and') return (condition as QueryFilter[]).every((f) => matchesFilter(doc, f, top))
    if (key === '$or') return (condition as QueryFilter[]).some((f) => matchesFilter(doc, f, top))
    if (key === '$nor') return !(condition as QueryFilter[]).some((f) => matchesFilter(doc, f, top))
    return matchesCondition(valuesAt(doc, key), top && key === '_id' ? lowerIds(condition) : condition)
  })
}

function lowerIds(value: unknown): unknown {
  if (typeof value === 'string') return /^[0-9a-fA-F]{24}$/.test(value) ? value.toLowerCase() : value
  if (Array.isArray(value)) return value.map(lowerIds)
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([op, arg]) => [op, op === '$regex' ? arg : lowerIds(arg)]))
  return value
}

function valuesAt(doc: unknown, path: string): unknown[] {
  let current: unknown[] = [doc]
  for (const segment of path.split('.')) {
    const next: unknown[] = []
    for (const value of current) {
      if (Array.isArray(value)) {
        if (/^\d+$/.test(segment) && Number(segment) < value.length) next.push(value[Number(segment)])
        for (const item of value) if (isObject(item) && Object.hasOwn(item, segment)) next.push(item[segment])
      } else if (isObject(value) && Object.hasOwn(value, segment)) next.push(value[segment])
    }
    current = next
  }
  return current
}

function matchesCondition(values: unknown[], condition: unknown): boolean {
  if (isObject(condition) && Object.keys(condition).some((k) => k.startsWith('$'))) {
    return Object.entries(condition).every(([op, arg]) => matchesOperator(values, op, arg, condition))
  }
  return equalsAny(values, condition)
}

function matchesOperator(values: unknown[], op: string, arg: unknown, all: Record<string, unknown>): boolean {
  const candidates = values.flatMap((v) => (Array.isArray(v) ? [v, ...v] : [v]))
  switch (op) {
    case '$eq':
      return equalsAny(values, arg)
    case '$ne':
      return !equalsAny(values, arg)
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      // `$gte`/`$lte` null are equality with null (missing included); `$gt`/`$lt` null match nothing.
      if (arg === null) return (op === '$gte' || op === '$lte') && equalsAny(values, null)
      return candidates.some((v) => compare(v, arg, op))
    case '$in':
      return (arg as unknown[]).some((a) => equalsAny(values, a))
    case '$nin':
      return !(arg as unknown[]).some((a) => equalsAny(values, a))
    case '$exists':
      return values.length > 0 === Boolean(arg)
    case '$not':
      return !matchesCondition(values, arg)
    case '$all':
      // MongoDB: `{$all: [a, b]}` is `{$and: [{f: a}, {f: b}]}`; the empty list matches nothing.
      return (arg as unknown[]).length > 0 && (arg as unknown[]).every((a) => equalsAny(values, a))
    case '$size':
      return values.some((v) => Array.isArray(v) && v.length === arg)
    case '$elemMatch': {
      const spec = arg as Record<string, unknown>
      const operatorsOnly = isElementOperatorMatch(spec)
      return values.some(
        (v) =>
          Array.isArray(v) &&
          v.some((item) => (operatorsOnly ? matchesCondition([item], spec) : isObject(item) && matchesFilter(item, spec, false))),
      )
    }
    case '$regex': {
      const re = new RegExp(arg as string, (all.$options as string | undefined) ?? '')
      return candidates.some((v) => typeof v === 'string' && re.test(v))
    }
    case '$options':
      return true
    default:
      throw new Error(`unsupported operator ${op}`)
  }
}

function equalsAny(values: unknown[], expected: unknown): boolean {
  if (expected === null && values.length === 0) return true
  return values.some((v) => deepEqual(v, expected) || (Array.isArray(v) && v.some((item) => deepEqual(item, expected))))
}

/** Values compare only within their type: numbers, strings (by UTF-8 bytes, as MongoDB and SQLite), booleans (false < true). */
function compare(value: unknown, arg: unknown, op: string): boolean {
  if (typeof value !== typeof arg || !['number', 'string', 'boolean'].includes(typeof value)) return false
  const c = compareScalars(value as Scalar, arg as Scalar)
  return op === '$gt' ? c > 0 : op === '$gte' ? c >= 0 : op === '$lt' ? c < 0 : c <= 0
}

type Scalar = number | string | boolean

/** Two values of one scalar type: strings by UTF-8 bytes (UTF-16 order differs above U+FFFF). */
function compareScalars(a: Scalar, b: Scalar): number {
  if (typeof a === 'string' && typeof b === 'string') return Buffer.compare(Buffer.from(a), Buffer.from(b))
  return a < b ? -1 : a > b ? 1 : 0
}

export function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/**
 * Orders two values by MongoDB's type order, as the SQLite adapter does: null and absent, numbers,
 * strings, objects, arrays, booleans; within a type numbers numerically, strings by UTF-8 bytes,
 * false before true (objects and arrays tie: adapters order them differently inside a type).
 */
export function compareForSort(a: unknown, b: unknown): number {
  const rank = (v: unknown) =>
    v === undefined || v === null
      ? 0
      : typeof v === 'number'
        ? 1
        : typeof v === 'string'
          ? 2
          : typeof v === 'boolean'
            ? 5
            : Array.isArray(v)
              ? 4
              : 3
  const [ra, rb] = [rank(a), rank(b)]
  if (ra !== rb) return ra - rb
  return ra === 1 || ra === 2 || ra === 5 ? compareScalars(a as Scalar, b as Scalar) : 0
}
