import { DomainError } from './errors'
import { assertFieldName, assertFieldPath, isPlainObject, quoteName } from './field-name'
import { compileSafeRegex } from './regex-rules'

/** A filter that passed `parseFilter` (only the allowed operators): stores compile it without checking it again. */
export type QueryFilter = { readonly [field: string]: unknown }

export const MAX_FILTER_DEPTH = 16
export const MAX_FILTER_KEYS = 256
export const MAX_FILTER_LIST_ITEMS = 1000

/** Operators that apply to one field (`{field: {$op: ...}}`). `$options` only beside `$regex`. */
export const FIELD_OPERATORS: ReadonlySet<string> = new Set([
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$nin',
  '$exists',
  '$not',
  '$all',
  '$size',
  '$elemMatch',
  '$regex',
  '$options',
])
/** Operators that combine whole filters (`{$and: [filter, ...]}`). */
export const LOGICAL_OPERATORS: ReadonlySet<string> = new Set(['$and', '$or', '$nor'])
const COMPARISONS = new Set(['$gt', '$gte', '$lt', '$lte'])
const LISTS = new Set(['$in', '$nin', '$all'])
const OBJECT_ID = /^[0-9a-fA-F]{24}$/

function fail(message: string, path: string, detail = message): never {
  throw DomainError.validation(message, [{ path, message: detail }])
}

function operatorName(key: string): string {
  return key.length > 64 ? `${key.slice(0, 64)}…` : key
}

function refuseOperator(key: string, path: string, where = ''): never {
  const allowed = FIELD_OPERATORS.has(key) || LOGICAL_OPERATORS.has(key)
  const message = allowed ? `Operator ${operatorName(key)} is not allowed ${where}`.trim() : `Operator ${operatorName(key)} is not allowed`
  return fail(message, path, allowed ? `not allowed ${where}`.trim() : 'operator is not allowed')
}

/** True when a key starts with `$`: `{$gt: 1}` is an operator expression (mixing is refused), `{a: 1}` a literal. */
function isOperatorObject(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value)
  return keys.length > 0 && keys.some((key) => key.startsWith('$'))
}

/**
 * Validates a client's filter without changing it. Recursion is bounded by the depth limit
 * (checked before descending), so a hostile value cannot overflow the stack.
 */
class FilterCheck {
  private keys = 0

  filter(value: unknown, path: string, depth: number, top: boolean): void {
    this.enter(path, depth)
    if (!isPlainObject(value)) fail('A filter must be a JSON object', path, 'must be an object')
    for (const [key, inner] of Object.entries(value)) {
      const at = join(path, key)
      this.count(at)
      if (LOGICAL_OPERATORS.has(key)) this.logical(key, inner, at, depth)
      else if (key.startsWith('$')) refuseOperator(key, at, 'at the top level of a filter')
      else this.field(key, inner, at, depth, top)
    }
  }

  private logical(op: string, value: unknown, path: string, depth: number): void {
    if (!Array.isArray(value) || value.length === 0) fail(`${op} needs a non-empty array of filters`, path, 'must be a non-empty array')
    this.enter(path, depth + 1)
    value.forEach((item, index) => this.filter(item, `${path}.${index}`, depth + 2, false))
  }

  private field(fieldPath: string, value: unknown, path: string, depth: number, top: boolean): void {
    assertFieldPath(fieldPath, path)
    const isId = top && fieldPath === '_id'
    if (isPlainObject(value) && isOperatorObject(value)) this.operators(value, path, depth + 1, isId)
    else this.literal(value, path, depth + 1, isId)
  }

  private operators(ops: Record<string, unknown>, path: string, depth: number, isId: boolean): void {
    this.enter(path, depth)
    if (Object.hasOwn(ops, '$options') && !Object.hasOwn(ops, '$regex')) fail('$options needs $regex beside it', join(path, '$options'))
    for (const [op, arg] of Object.entries(ops)) {
      const at = join(path, op)
      this.count(at)
      if (!op.startsWith('$')) fail(`A field's condition cannot mix operators and plain keys (${quoteName(op)})`, at, 'is not an operator')
      if (!FIELD_OPERATORS.has(op)) refuseOperator(op, at, 'on a field')
      if (op === '$eq' || op === '$ne') this.literal(arg, at, depth + 1, isId)
      else if (COMPARISONS.has(op)) this.comparable(op, arg, at, isId)
      else if (LISTS.has(op)) this.list(op, arg, at, depth + 1, isId)
      else if (op === '$exists' && typeof arg !== 'boolean' && arg !== 0 && arg !== 1) fail('$exists needs true or false', at)
      else if (op === '$size' && !(Number.isSafeInteger(arg) && (arg as number) >= 0)) fail('$size needs a non-negative integer', at)
      else if (op === '$regex') compileSafeRegex(arg, ops.$options, at)
      else if (op === '$not') this.not(arg, at, depth + 1, isId)
      else if (op === '$elemMatch') this.elemMatch(arg, at, depth + 1)
    }
  }

  private not(arg: unknown, path: string, depth: number, isId: boolean): void {
    if (!isPlainObject(arg) || Object.keys(arg).length === 0) fail('$not needs a non-empty object of operators', path)
    const literalKey = Object.keys(arg).find((key) => !key.startsWith('$'))
    if (literalKey !== undefined) fail('$not needs an object of operators', join(path, literalKey), 'is not an operator')
    this.operators(arg, path, depth, isId)
  }

  private elemMatch(arg: unknown, path: string, depth: number): void {
    if (!isPlainObject(arg)) fail('$elemMatch needs an object', path)
    if (isElementOperatorMatch(arg)) this.operators(arg, path, depth, false)
    else this.filter(arg, path, depth, false)
  }

  private comparable(op: string, arg: unknown, path: string, isId: boolean): void {
    if (!(arg === null || typeof arg === 'string' || typeof arg === 'boolean' || isFiniteNumber(arg))) {
      fail(`${op} needs a number, a string, a boolean or null`, path)
    }
    if (isId) this.objectId(arg, path)
  }

  private list(op: string, arg: unknown, path: string, depth: number, isId: boolean): void {
    if (!Array.isArray(arg)) fail(`${op} needs an array`, path)
    if (arg.length > MAX_FILTER_LIST_ITEMS) fail(`${op} accepts at most ${MAX_FILTER_LIST_ITEMS} values`, path)
    this.enter(path, depth)
    arg.forEach((item, index) => this.literal(item, `${path}.${index}`, depth + 1, isId))
  }

  /** A value compared as data: its keys follow the field-name rules and no `$` key hides inside. */
  private literal(value: unknown, path: string, depth: number, isId: boolean): void {
    if (isId) this.objectId(value, path)
    if (typeof value === 'number' && !Number.isFinite(value)) fail('Numbers in a filter must be finite', path)
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
      fail('A filter holds JSON values only', path)
    }
    if (value === null || typeof value !== 'object') return
    this.enter(path, depth)
    if (Array.isArray(value)) {
      value.forEach((item, index) => this.literal(item, `${path}.${index}`, depth + 1, false))
      return
    }
    if (!isPlainObject(value)) fail('A filter holds JSON values only', path)
    for (const [key, inner] of Object.entries(value)) {
      const at = join(path, key)
      this.count(at)
      if (key.startsWith('$')) refuseOperator(key, at, 'inside a value')
      assertFieldName(key, at)
      this.literal(inner, at, depth + 1, false)
    }
  }

  private objectId(value: unknown, path: string): void {
    if (typeof value === 'string' && !OBJECT_ID.test(value)) {
      fail('_id must be a 24-character hexadecimal ObjectId', path, 'is not a valid ObjectId')
    }
  }

  private enter(path: string, depth: number): void {
    if (depth > MAX_FILTER_DEPTH) fail(`A filter nests at most ${MAX_FILTER_DEPTH} levels`, path, 'too deep')
  }

  private count(path: string): void {
    this.keys += 1
    if (this.keys > MAX_FILTER_KEYS) fail(`A filter holds at most ${MAX_FILTER_KEYS} keys`, path, 'too many keys')
  }
}

/** `$elemMatch` over scalars (`{$gt: 1, $lt: 5}`) rather than a filter over element objects. */
export function isElementOperatorMatch(arg: Record<string, unknown>): boolean {
  const keys = Object.keys(arg)
  return keys.length > 0 && keys.every((key) => key.startsWith('$') && !LOGICAL_OPERATORS.has(key))
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

function join(path: string, key: string): string {
  return `${path}.${key}`
}

/** Validates a client's filter: `undefined`/`null` mean `{}`; anything not allowed is a 400 naming it. */
export function parseFilter(raw: unknown): QueryFilter {
  if (raw === undefined || raw === null) return {}
  new FilterCheck().filter(raw, 'filter', 1, true)
  return raw as QueryFilter
}

/** The distinct top-level fields a filter reads, `$and`/`$or`/`$nor` included (refuses encrypted ones). */
export function filterFieldNames(filter: QueryFilter): string[] {
  const names = new Set<string>()
  const stack: unknown[] = [filter]
  while (stack.length > 0) {
    const current = stack.pop()
    if (!isPlainObject(current)) continue
    for (const [key, value] of Object.entries(current)) {
      if (LOGICAL_OPERATORS.has(key) && Array.isArray(value)) stack.push(...value)
      else if (!key.startsWith('$')) names.add(key.split('.')[0]!)
    }
  }
  return [...names]
}

/** True for `{}` and for filters that plainly match everything (`{$and: [{}]}`, `{$or: [{}, ...]}`). */
export function isEmptyFilter(filter: QueryFilter): boolean {
  const keys = Object.keys(filter)
  if (keys.length === 0) return true
  if (keys.length !== 1) return false
  const items = filter[keys[0]!]
  if (!Array.isArray(items) || items.length === 0) return false
  const empty = (item: unknown) => isPlainObject(item) && isEmptyFilter(item)
  if (keys[0] === '$and') return items.every(empty)
  if (keys[0] === '$or') return items.some(empty)
  return false
}
