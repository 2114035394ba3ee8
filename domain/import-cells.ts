import { DomainError } from './errors'
import { assertVariableName } from './field-name'

/** What a column's cells become when the client says so (`types=weightKg:number,ref:string`). */
export type CellType = 'string' | 'number' | 'boolean' | 'json'
const CELL_TYPES: readonly CellType[] = ['string', 'number', 'boolean', 'json']
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/
/** A guarded cell of an export: `'` before a character a spreadsheet would read as a formula. */
const GUARDED = /^'['=+\-@\t\r]/

/** Parses `types=`: comma-separated `field:type`, each field a valid variable name, once. */
export function parseCellTypes(text: string | undefined): ReadonlyMap<string, CellType> {
  const types = new Map<string, CellType>()
  if (text === undefined || text === '') return types
  for (const item of text.split(',')) {
    const at = item.lastIndexOf(':')
    const field = at < 0 ? item : item.slice(0, at)
    const type = at < 0 ? '' : item.slice(at + 1)
    assertVariableName(field, 'types')
    if (!CELL_TYPES.includes(type as CellType)) {
      throw DomainError.validation(`types: "${type}" is not one of string, number, boolean, json`, [
        { path: 'types', message: 'unknown type' },
      ])
    }
    if (types.has(field)) throw DomainError.validation(`types names "${field}" twice`, [{ path: 'types', message: 'names a field twice' }])
    types.set(field, type as CellType)
  }
  return types
}

/**
 * One CSV cell as a value. Unquoted: empty is null, a number (canonical form, so `00123` stays
 * text), `true`/`false`, else text. Quoted: always text, except JSON object or array text, which
 * is what an export writes for objects and arrays. An export's guard (`'` before `=`, `+`, `-`,
 * `@`, tab, CR) is removed. A declared type overrides all this; a cell it cannot read throws its
 * reason as a message.
 */
export function cellValue(raw: string, quoted: boolean, type: CellType | undefined): unknown {
  const text = GUARDED.test(raw) ? raw.slice(1) : raw
  if (type === 'string') return text
  if (type === undefined) return inferred(text, quoted)
  if (text === '' && !quoted) return null
  if (type === 'number') {
    const n = Number(text)
    if (text.trim() === '' || !Number.isFinite(n)) throw new Error(`"${short(text)}" is not a number`)
    return n
  }
  if (type === 'boolean') {
    if (text === 'true' || text === 'false') return text === 'true'
    throw new Error(`"${short(text)}" is not true or false`)
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new Error(`"${short(text)}" is not JSON`)
  }
}

function inferred(text: string, quoted: boolean): unknown {
  if (quoted) {
    const first = text[0]
    if (first === '{' || first === '[') {
      try {
        return JSON.parse(text)
      } catch {
        return text
      }
    }
    return text
  }
  if (text === '') return null
  if (text === 'true') return true
  if (text === 'false') return false
  if (NUMBER.test(text)) {
    const n = Number(text)
    if (Number.isFinite(n)) return n
  }
  return text
}

/** A header cell as a field name: an export's formula guard removed. */
export function headerName(raw: string): string {
  return GUARDED.test(raw) ? raw.slice(1) : raw
}

function short(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}
