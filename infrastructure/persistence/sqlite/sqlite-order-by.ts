import { assertFieldPath } from '../../../domain/field-name'
import type { SortSpec } from '../../../domain/query-options'
import type { ColumnNames } from './sql-fragment'
import { column, sqlLiteral } from './sql-fragment'

/**
 * MongoDB's order of types: null and missing, numbers, strings, objects, arrays, booleans. Built by
 * concatenation: the lookup holds client text, and as a `replace` replacement its `$'`, `$&`, ... were patterns.
 */
const typeRank = (type: string) =>
  `CASE ${type} WHEN 'integer' THEN 2 WHEN 'real' THEN 2 WHEN 'text' THEN 3 WHEN 'object' THEN 4 WHEN 'array' THEN 5 WHEN 'true' THEN 8 WHEN 'false' THEN 8 ELSE 1 END`

/**
 * The terms of an ORDER BY (without the keyword) for a sort spec, ending with the id column so
 * pages are stable. Returned as plain SQL text: the field names (already validated, no NUL) are
 * SQL string literals with `'` doubled, compared with `json_each(...).key`, never spliced into a
 * JSON path. Values sort by MongoDB's type order, then by value within a type (numbers
 * numerically, strings by UTF-8 bytes, booleans false before true). Simplification: an array
 * sorts as one value (after objects) instead of by its smallest or largest element, and a path
 * does not fan out through arrays of objects (a numeric segment indexes an array).
 */
export function compileOrderBy(sort: SortSpec, opts: ColumnNames): string {
  const idCol = column(opts.idColumn)
  const terms = sort.flatMap(([field, direction]) => {
    const dir = direction === -1 ? 'DESC' : 'ASC'
    if (field === '_id') return [`${idCol} ${dir}`]
    const segments = assertFieldPath(field, 'options.sort')
    return [`${typeRank(lookup(segments, opts.docColumn, 'type'))} ${dir}`, `${lookup(segments, opts.docColumn, 'value')} ${dir}`]
  })
  if (!sort.some(([field]) => field === '_id')) terms.push(`${idCol} ASC`)
  return terms.join(', ')
}

/** `(SELECT eN.<what> FROM json_each(doc) e1, json_each(e1 when composite) e2 ... WHERE keys match)`. */
function lookup(segments: string[], docColumn: string, what: 'type' | 'value'): string {
  const from = segments.map((_, i) =>
    i === 0 ? `json_each(${column(docColumn)}) AS e1` : `json_each(iif(e${i}.type IN ('object', 'array'), e${i}.value, NULL)) AS e${i + 1}`,
  )
  const where = segments.map((segment, i) => {
    const key = `e${i + 1}.key`
    return /^\d{1,9}$/.test(segment) && i > 0
      ? `(${key} = ${sqlLiteral(segment)} OR ${key} = ${Number(segment)})`
      : `${key} = ${sqlLiteral(segment)}`
  })
  return `(SELECT e${segments.length}.${what} FROM ${from.join(', ')} WHERE ${where.join(' AND ')})`
}
