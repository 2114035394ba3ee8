/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection), and the guard itself. */
const FORMULA_START = /^['=+\-@\t\r]/

/**
 * One value as an export's CSV cell, read back by import as the same value: null is an empty
 * cell, numbers and booleans are bare, text is always quoted (so "123" stays text) and gets a
 * leading `'` when it starts like a formula (import removes it), objects and arrays are JSON text.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value !== 'string') return quote(JSON.stringify(value))
  const guarded = FORMULA_START.test(value) && (value[0] !== "'" || FORMULA_START.test(value.slice(1))) ? `'${value}` : value
  return quote(guarded)
}

function quote(text: string): string {
  return `"${text.replaceAll('"', '""')}"`
}

/** A CSV line of the cells, ended with CRLF as RFC 4180 writes it. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}
