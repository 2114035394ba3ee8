import type { SQLInputValue } from 'node:sqlite'

/** A piece of SQL with its `?` parameters in textual order. */
export interface Fragment {
  readonly sql: string
  readonly params: SQLInputValue[]
}

/** One bound parameter: values from clients only ever reach SQL this way. */
export function bound(value: SQLInputValue): Fragment {
  return { sql: '?', params: [value] }
}

/**
 * Builds a fragment: interpolated fragments keep their parameters in order; interpolated
 * strings are inserted as SQL and must be the compiler's own aliases, never client text.
 */
export function sql(strings: TemplateStringsArray, ...parts: (Fragment | string)[]): Fragment {
  let text = strings[0]!
  const params: SQLInputValue[] = []
  parts.forEach((part, i) => {
    if (typeof part === 'string') text += part
    else {
      text += part.sql
      params.push(...part.params)
    }
    text += strings[i + 1]!
  })
  return { sql: text, params }
}

export function joinFragments(parts: readonly Fragment[], separator: string): Fragment {
  return { sql: parts.map((p) => p.sql).join(separator), params: parts.flatMap((p) => p.params) }
}

/** A SQL string literal for a validated field name (NUL is refused upstream); `'` is doubled. */
export function sqlLiteral(text: string): string {
  if (text.includes('\u0000')) throw new Error('NUL in a SQL literal')
  return `'${text.replaceAll("'", "''")}'`
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/

/** Column names come from our code; refuse anything that is not a plain (optionally qualified) identifier. */
export function column(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain column name: ${name}`)
  return name
}

/** Where a document table keeps its fields. */
export interface ColumnNames {
  /** The JSON text column holding every field but `_id`. */
  readonly docColumn: string
  /** The TEXT column holding `_id` (24 lowercase hex digits). */
  readonly idColumn: string
}
