import type { SQLInputValue } from 'node:sqlite'
import { isPlainObject } from '../../../domain/field-name'
import { bound, type Fragment, sql } from './sql-fragment'

/** The candidates of one path: `c(v, t, el)` (values, plus array elements with el = 1) and `base(v, t)`. */
export interface Candidates {
  readonly c: string
  readonly base: string
}

/** The JSON types SQLite gives numbers. */
export const NUMBER = `IN ('integer', 'real')`
export const TRUE: Fragment = { sql: '1', params: [] }
export const FALSE: Fragment = { sql: '0', params: [] }
const HEX24 = /^[0-9a-fA-F]{24}$/

/** Same-type comparison; `null` bounds behave as MongoDB's (`$gte: null` is `{$eq: null}`). */
export function compare(op: string, arg: unknown, k: Candidates): Fragment {
  const sign = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' }[op]!
  if (arg === null) {
    return op === '$gte' || op === '$lte'
      ? sql`(EXISTS (SELECT 1 FROM ${k.c} WHERE t = 'null') OR NOT EXISTS (SELECT 1 FROM ${k.base}))`
      : FALSE
  }
  if (typeof arg === 'boolean') {
    // false < true: compare the JSON type's truth value (json_each gives 0/1 for them).
    return sql`EXISTS (SELECT 1 FROM ${k.c} WHERE t IN ('true', 'false') AND (t = 'true') ${sign} ${arg ? '1' : '0'})`
  }
  const type = typeof arg === 'number' ? `t ${NUMBER}` : `t = 'text'`
  return sql`EXISTS (SELECT 1 FROM ${k.c} WHERE ${type} AND v ${sign} ${bound(arg as SQLInputValue)})`
}

export function isOperators(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'))
}

/** ObjectIds are stored in lowercase hex; a client may send them in either case. */
export function lowerIds(value: unknown): unknown {
  if (typeof value === 'string') return HEX24.test(value) ? value.toLowerCase() : value
  if (Array.isArray(value)) return value.map(lowerIds)
  if (isOperators(value)) return Object.fromEntries(Object.entries(value).map(([op, arg]) => [op, op === '$regex' ? arg : lowerIds(arg)]))
  return value
}
