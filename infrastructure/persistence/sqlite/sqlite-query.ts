import { isPlainObject } from '../../../domain/field-name'
import { isElementOperatorMatch, type QueryFilter } from '../../../domain/query-filter'
import { bound, type ColumnNames, column, type Fragment, joinFragments, sql } from './sql-fragment'
import { type Candidates, compare, FALSE, isOperators, lowerIds, NUMBER, TRUE } from './sqlite-filter-terms'

export type { Fragment } from './sql-fragment'

/** Where a filter's paths start: the row's document, or one element inside `$elemMatch`. */
interface Root {
  /** SQL for the root object's JSON text (NULL when the element is not an object). */
  readonly object: string
  readonly top: boolean
}

/**
 * Compiles a filter into a WHERE fragment evaluated entirely by SQLite (call
 * `registerSqlFunctions` once on the handle for `$regex`). Semantics follow MongoDB:
 *
 * - A path (`a.b.c`) resolves like MongoDB's: through objects by key, through arrays of objects
 *   element by element, and a numeric segment also indexes an array (`items.0.sku`). Keys are
 *   compared as bound parameters (`json_each(...).key = ?`), never spliced into a JSON path.
 * - Equality, `$in`, comparisons and `$regex` match when the value or any element of an array
 *   value matches; `$ne`/`$nin`/`$not` are the negations, so they also match missing fields.
 * - Values compare only within their type: numbers with numbers, strings with strings (binary
 *   UTF-8 order, as MongoDB's default), `true`/`false` by JSON type (so `{f: true}` never matches
 *   `1`); `null` matches null and missing.
 * - Objects and arrays are equal when their canonical JSON texts are equal: key order matters, as
 *   in MongoDB. Comparison operators refuse objects and arrays at validation.
 * - Known simplification: `{"a.b": null}` does not match `{a: [{c: 1}]}` (MongoDB does).
 */
export function compileFilter(filter: QueryFilter, opts: ColumnNames): Fragment {
  return new FilterCompiler(opts).filter(filter, { object: column(opts.docColumn), top: true })
}

class FilterCompiler {
  private counter = 0

  constructor(private readonly cols: ColumnNames) {}

  filter(filter: Record<string, unknown>, root: Root): Fragment {
    const clauses = Object.entries(filter).map(([key, value]) => {
      if (key === '$and') return this.logical(value, root, ' AND ', false)
      if (key === '$or') return this.logical(value, root, ' OR ', false)
      if (key === '$nor') return this.logical(value, root, ' OR ', true)
      return this.field(key, value, root)
    })
    return clauses.length === 0 ? TRUE : sql`(${joinFragments(clauses, ' AND ')})`
  }

  private logical(items: unknown, root: Root, op: string, negate: boolean): Fragment {
    const joined = joinFragments(
      (items as Record<string, unknown>[]).map((item) => this.filter(item, root)),
      op,
    )
    return negate ? sql`(NOT (${joined}))` : sql`(${joined})`
  }

  private field(path: string, value: unknown, root: Root): Fragment {
    if (root.top && path === '_id') return this.id(value)
    const n = ++this.counter
    const { ctes, cands } = this.candidates(n, root.top && path.startsWith('_id.') ? null : path.split('.'), root)
    const condition = isOperators(value) ? this.operators(value, cands) : this.equals(value, cands)
    return sql`(WITH ${ctes} SELECT ${condition})`
  }

  /** `_id` lives in its own column: a single text candidate, with a direct (indexed) form for equality. */
  private id(value: unknown): Fragment {
    const idCol = column(this.cols.idColumn)
    const normalized = lowerIds(value)
    if (typeof normalized === 'string') return sql`(${idCol} = ${bound(normalized)})`
    if (isPlainObject(normalized) && Object.keys(normalized).length === 1) {
      const list = normalized.$in
      if (typeof normalized.$eq === 'string') return sql`(${idCol} = ${bound(normalized.$eq)})`
      if (Array.isArray(list) && list.every((item) => typeof item === 'string')) {
        return sql`(${idCol} IN (SELECT value FROM json_each(${bound(JSON.stringify(list))})))`
      }
    }
    const n = ++this.counter
    const cands = { c: `c${n}`, base: `c${n}` }
    const condition = isOperators(normalized) ? this.operators(normalized, cands) : this.equals(normalized, cands)
    return sql`(WITH c${String(n)}(v, t, el) AS (SELECT ${idCol}, 'text', 0) SELECT ${condition})`
  }

  /** CTEs resolving a path step by step from the root; `segments === null` resolves to nothing. */
  private candidates(n: number, segments: string[] | null, root: Root): { ctes: Fragment; cands: Candidates } {
    if (segments === null) {
      const empty = `c${n}(v, t, el) AS (SELECT NULL, NULL, 0 WHERE 0)`
      return { ctes: sql`${empty}`, cands: { c: `c${n}`, base: `c${n}` } }
    }
    // The root is an object: the first step is a plain key lookup.
    const [first, ...rest] = segments
    const ctes: Fragment[] = [
      sql`p${String(n)}_1(v, t) AS (SELECT e.value, e.type FROM json_each(${root.object}) AS e WHERE e.key = ${bound(first!)})`,
    ]
    let prev = `p${n}_1`
    rest.forEach((segment, i) => {
      const name = `p${n}_${i + 2}`
      const steps = [
        sql`SELECT e.value, e.type FROM ${prev} AS s, json_each(iif(s.t = 'object', s.v, NULL)) AS e WHERE e.key = ${bound(segment)}`,
        sql`SELECT e.value, e.type FROM ${prev} AS s, json_each(iif(s.t = 'array', s.v, NULL)) AS a, json_each(iif(a.type = 'object', a.value, NULL)) AS e WHERE e.key = ${bound(segment)}`,
      ]
      if (/^\d{1,9}$/.test(segment)) {
        steps.push(
          sql`SELECT a.value, a.type FROM ${prev} AS s, json_each(iif(s.t = 'array', s.v, NULL)) AS a WHERE a.key = ${bound(Number(segment))}`,
        )
      }
      ctes.push(sql`${name}(v, t) AS (${joinFragments(steps, ' UNION ALL ')})`)
      prev = name
    })
    ctes.push(
      sql`c${String(n)}(v, t, el) AS (SELECT v, t, 0 FROM ${prev} UNION ALL SELECT e.value, e.type, 1 FROM ${prev} AS s, json_each(iif(s.t = 'array', s.v, NULL)) AS e)`,
    )
    return { ctes: joinFragments(ctes, ', '), cands: { c: `c${n}`, base: prev } }
  }

  private operators(ops: Record<string, unknown>, cands: Candidates): Fragment {
    const parts = Object.entries(ops)
      .filter(([op]) => op !== '$options')
      .map(([op, arg]) => this.operator(op, arg, ops, cands))
    return parts.length === 0 ? TRUE : sql`(${joinFragments(parts, ' AND ')})`
  }

  private operator(op: string, arg: unknown, ops: Record<string, unknown>, k: Candidates): Fragment {
    switch (op) {
      case '$eq':
        return this.equals(arg, k)
      case '$ne':
        return sql`(NOT ${this.equals(arg, k)})`
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        return compare(op, arg, k)
      case '$in':
        return this.inList(arg as unknown[], k)
      case '$nin':
        return sql`(NOT ${this.inList(arg as unknown[], k)})`
      case '$all': {
        const items = arg as unknown[]
        return items.length === 0
          ? FALSE
          : sql`(${joinFragments(
              items.map((item) => this.equals(item, k)),
              ' AND ',
            )})`
      }
      case '$exists':
        return arg ? sql`EXISTS (SELECT 1 FROM ${k.base})` : sql`NOT EXISTS (SELECT 1 FROM ${k.base})`
      case '$size':
        return sql`EXISTS (SELECT 1 FROM ${k.base} WHERE t = 'array' AND json_array_length(v) = ${bound(arg as number)})`
      case '$regex': {
        const flags = typeof ops.$options === 'string' ? ops.$options : ''
        return sql`EXISTS (SELECT 1 FROM ${k.c} WHERE t = 'text' AND regexp(${bound(arg as string)}, v, ${bound(flags)}))`
      }
      case '$not':
        return sql`(NOT ${this.operators(arg as Record<string, unknown>, k)})`
      case '$elemMatch':
        return this.elemMatch(arg as Record<string, unknown>, k)
      default:
        throw new Error(`Unhandled operator ${op}`) // parseFilter refused it already
    }
  }

  private equals(value: unknown, k: Candidates): Fragment {
    if (value === null) return sql`(EXISTS (SELECT 1 FROM ${k.c} WHERE t = 'null') OR NOT EXISTS (SELECT 1 FROM ${k.base}))`
    if (typeof value === 'boolean') return sql`EXISTS (SELECT 1 FROM ${k.c} WHERE t = ${value ? `'true'` : `'false'`})`
    if (typeof value === 'number') return sql`EXISTS (SELECT 1 FROM ${k.c} WHERE t ${NUMBER} AND v = ${bound(value)})`
    if (typeof value === 'string') return sql`EXISTS (SELECT 1 FROM ${k.c} WHERE t = 'text' AND v = ${bound(value)})`
    const type = Array.isArray(value) ? `'array'` : `'object'`
    return sql`EXISTS (SELECT 1 FROM ${k.c} WHERE t = ${type} AND v = json(${bound(JSON.stringify(value))}))`
  }

  /**
   * One bound JSON array per JSON type present; each `IN (SELECT ... json_each(?))` is
   * uncorrelated, so SQLite builds it once per statement rather than once per row.
   */
  private inList(items: unknown[], k: Candidates): Fragment {
    if (items.length === 0) return FALSE
    const strings = items.filter((item) => typeof item === 'string')
    const numbers = items.filter((item) => typeof item === 'number')
    const composites = items.filter((item) => item !== null && typeof item === 'object')
    const parts: Fragment[] = []
    const list = (values: unknown[], types: string) =>
      sql`IN (SELECT value FROM json_each(${bound(JSON.stringify(values))}) WHERE type ${types})`
    if (strings.length > 0) parts.push(sql`(t = 'text' AND v ${list(strings, `= 'text'`)})`)
    if (numbers.length > 0) parts.push(sql`(t ${NUMBER} AND v ${list(numbers, NUMBER)})`)
    if (composites.length > 0) parts.push(sql`(t IN ('object', 'array') AND v ${list(composites, `IN ('object', 'array')`)})`)
    if (items.includes(true)) parts.push(sql`t = 'true'`)
    if (items.includes(false)) parts.push(sql`t = 'false'`)
    const matched = parts.length === 0 ? FALSE : sql`EXISTS (SELECT 1 FROM ${k.c} WHERE ${joinFragments(parts, ' OR ')})`
    return items.includes(null) ? sql`(${matched} OR ${this.equals(null, k)})` : matched
  }

  private elemMatch(arg: Record<string, unknown>, k: Candidates): Fragment {
    const n = ++this.counter
    const em = `em${n}`
    const elements = `${k.base} AS s${n}, json_each(iif(s${n}.t = 'array', s${n}.v, NULL)) AS ${em}`
    if (isElementOperatorMatch(arg)) {
      const one = { c: `x${n}`, base: `x${n}` }
      return sql`EXISTS (SELECT 1 FROM ${elements} WHERE (WITH x${String(n)}(v, t, el) AS (SELECT ${em}.value, ${em}.type, 0) SELECT ${this.operators(arg, one)}))`
    }
    const inner = this.filter(arg, { object: `iif(${em}.type = 'object', ${em}.value, NULL)`, top: false })
    return sql`EXISTS (SELECT 1 FROM ${elements} WHERE ${em}.type = 'object' AND ${inner})`
  }
}
