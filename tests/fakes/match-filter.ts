import { isElementOperatorMatch, type QueryFilter } from '../../domain/query-filter'

type Doc = Record<string, unknown>

/** MongoDB-like evaluation of a validated filter in memory, for the fake store. `_id` is the document's id. */
export function matchesFilter(doc: Doc, filter: QueryFilter): boolean {
  return Object.entries(filter).every(([key, condition]) => {
    if (key === '$and') return (condition as QueryFilter[]).every((f) => matchesFilter(doc, f))
    if (key === '$or') return (condition as QueryFilter[]).some((f) => matchesFilter(doc, f))
    if (key === '$nor') return !(condition as QueryFilter[]).some((f) => matchesFilter(doc, f))
    return matchesCondition(valuesAt(doc, key), condition)
  })
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
      return candidates.some((v) => compare(v, arg, op))
    case '$in':
      return (arg as unknown[]).some((a) => equalsAny(values, a))
    case '$nin':
      return !(arg as unknown[]).some((a) => equalsAny(values, a))
    case '$exists':
      return (values.length > 0) === Boolean(arg)
    case '$not':
      return !matchesCondition(values, arg)
    case '$all':
      return values.some((v) => Array.isArray(v) && (arg as unknown[]).every((a) => v.some((item) => deepEqual(item, a))))
    case '$size':
      return values.some((v) => Array.isArray(v) && v.length === arg)
    case '$elemMatch': {
      const spec = arg as Record<string, unknown>
      const operatorsOnly = isElementOperatorMatch(spec)
      return values.some((v) => Array.isArray(v) && v.some((item) => (operatorsOnly ? matchesCondition([item], spec) : isObject(item) && matchesFilter(item, spec))))
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

function compare(value: unknown, arg: unknown, op: string): boolean {
  if (typeof value !== typeof arg || value === null || arg === null || (typeof value !== 'number' && typeof value !== 'string')) return false
  const a = value as number | string
  const b = arg as number | string
  return op === '$gt' ? a > b : op === '$gte' ? a >= b : op === '$lt' ? a < b : a <= b
}

export function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** Orders two documents by MongoDB-ish rules for the fake: null/absent first, numbers, strings, then the rest. */
export function compareForSort(a: unknown, b: unknown): number {
  const rank = (v: unknown) => (v === undefined || v === null ? 0 : typeof v === 'number' ? 1 : typeof v === 'string' ? 2 : 3)
  const [ra, rb] = [rank(a), rank(b)]
  if (ra !== rb) return ra - rb
  if (ra === 1 || ra === 2) return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0
  return 0
}
