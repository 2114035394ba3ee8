import { DomainError } from './errors'
import { WHITESPACE_CLASS } from './text-patterns'

export const MAX_FIELD_NAME_LENGTH = 128
const MAX_SOURCE_LENGTH = 64
/** `{source}` as the API publishes it. */
export const SOURCE_PATTERN = '^[A-Za-z0-9_-]{1,64}$'
const SOURCE = new RegExp(SOURCE_PATTERN)
/**
 * Names that would reach an object's prototype machinery, plus `_bsontype`, which makes the
 * MongoDB driver serialise a plain object as a BSON type: refused as names and anywhere in a body.
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype', '_bsontype'])

const RESERVED = [...RESERVED_KEYS].join('|')
/** The field-name rules below as one pattern, for the API's schemas (lengths are their min/maxLength). */
export const FIELD_NAME_PATTERN = `^(?!\\$)(?!(?:${RESERVED})$)[^.\\u0000]+$`
/** A variable name: a field name that is not `_id`. */
export const VARIABLE_NAME_PATTERN = `^(?!_id$)(?!\\$)(?!(?:${RESERVED})$)[^.\\u0000]+$`
const SEGMENT = `(?!\\$)(?!(?:${RESERVED})(?:\\.|$))[^.\\u0000]+`
/** A dotted field path (filters, sorts, projections): field names joined by ".". */
export const FIELD_PATH_PATTERN = `^${SEGMENT}(?:\\.${SEGMENT})*$`
const LISTED = `(?!\\$)(?!(?:${RESERVED})(?:[.,]|$))[^.,\\u0000]{1,${MAX_FIELD_NAME_LENGTH}}`
/** Comma-separated field paths (a projection in a query string); empty for none. */
export const FIELD_PATH_LIST_PATTERN = `^(?:${LISTED}(?:\\.${LISTED})*(?:,${LISTED}(?:\\.${LISTED})*)*)?$`
/** Comma-separated field names, no paths (an export's columns); empty for the default. */
export const FIELD_NAME_LIST_PATTERN = `^(?:${LISTED}(?:,${LISTED})*)?$`
/** A database's requested name: surrounding whitespace, then a name that keeps the field-name rules (its length is the schema's maxLength). */
export const DATABASE_NAME_PATTERN = `^[${WHITESPACE_CLASS}]*(?!(?:${RESERVED})[${WHITESPACE_CLASS}]*$)[^$.\\u0000${WHITESPACE_CLASS}][^.\\u0000]*$`

/** Quotes a client's name for a message, cut short so a huge key cannot flood a response. */
export function quoteName(name: string): string {
  return JSON.stringify(name.length > 64 ? `${name.slice(0, 64)}…` : name)
}

function refuse(name: string, path: string, why: string): never {
  throw DomainError.validation(`Invalid field name ${quoteName(name)} at ${path}: ${why}`, [{ path, message: why }])
}

/**
 * A name a client chose (database, variable, document field at any depth): 1 to 128 characters
 * (code points), no leading `$`, no `.`, no NUL, none of the reserved names.
 */
export function assertFieldName(name: string, path: string): void {
  const problem = fieldNameProblem(name)
  if (problem !== null) refuse(typeof name === 'string' ? name : String(name), path, problem)
}

/** Why a name breaks the field-name rules, or null when it keeps them. */
function fieldNameProblem(name: string): string | null {
  if (typeof name !== 'string') return 'must be a string'
  if (name.length === 0) return 'must not be empty'
  // Code points, not UTF-16 units; the cheap length test first keeps huge keys cheap.
  if (name.length > MAX_FIELD_NAME_LENGTH && (name.length > MAX_FIELD_NAME_LENGTH * 2 || [...name].length > MAX_FIELD_NAME_LENGTH)) {
    return `must be at most ${MAX_FIELD_NAME_LENGTH} characters`
  }
  if (name.startsWith('$')) return 'must not start with "$"'
  if (name.includes('.')) return 'must not contain "."'
  if (name.includes('\u0000')) return 'must not contain the NUL character'
  if (RESERVED_KEYS.has(name)) return 'is a reserved name'
  return null
}

/** A database's user-friendly name (already trimmed): the same rules as any client-chosen name. */
export function assertDatabaseName(name: string, path = 'name'): void {
  if (typeof name !== 'string') refuse(String(name), path, 'must be a string')
  try {
    assertFieldName(name, path)
  } catch (error) {
    const detail = (error as DomainError).details?.[0]?.message ?? 'is invalid'
    throw DomainError.validation(`Invalid database name ${quoteName(name)}: ${detail}`, [{ path, message: detail }])
  }
}

/** A variable (declared field) name: the field-name rules, and never `_id`. */
export function assertVariableName(name: string, path: string): void {
  assertFieldName(name, path)
  if (name === '_id') refuse(name, path, '_id is the document identifier, not a variable')
}

/**
 * A dotted field path as filters, sorts and projections use it (`address.city`, `items.0.sku`):
 * each segment follows the field-name rules. Returns the segments.
 */
export function assertFieldPath(fieldPath: string, path: string): string[] {
  if (typeof fieldPath !== 'string' || fieldPath.length === 0) refuse(String(fieldPath), path, 'must be a non-empty string')
  if (fieldPath.length > (MAX_FIELD_NAME_LENGTH + 1) * 16 * 2) refuse(fieldPath, path, 'is too long')
  const segments = fieldPath.split('.')
  for (const segment of segments) {
    if (segment.length === 0) refuse(fieldPath, path, 'must not have an empty segment')
    assertFieldName(segment, path)
  }
  return segments
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * Checks every key of a document at any depth (arrays included) without recursion, so a deep
 * value cannot overflow the stack. A top-level `_id` is refused unless `allowId`.
 */
export function assertDocumentKeys(doc: unknown, options: { allowId?: boolean } = {}): void {
  if (!isPlainObject(doc)) {
    throw DomainError.validation('A document must be a JSON object', [{ path: '', message: 'must be an object' }])
  }
  if (!options.allowId && Object.hasOwn(doc, '_id')) {
    throw DomainError.validation('A document must not contain _id: the service assigns it', [
      { path: '_id', message: 'is assigned by the service' },
    ])
  }
  // Every write checks its keys: a first walk without paths, which is all a valid document needs;
  // only a document with a bad key is walked again to name where it is.
  if (!hasBadKey(doc)) return
  const seen = new Set<object>()
  const stack: { value: unknown; path: string }[] = [{ value: doc, path: '' }]
  while (stack.length > 0) {
    const { value, path } = stack.pop()!
    if (value === null || typeof value !== 'object' || seen.has(value)) continue
    seen.add(value)
    if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: join(path, String(index)) }))
      continue
    }
    for (const key of Object.keys(value)) {
      const at = join(path, key)
      assertFieldName(key, at)
      stack.push({ value: (value as Record<string, unknown>)[key], path: at })
    }
  }
}

/** Whether any key at any depth breaks the field-name rules (parsed JSON has no cycles, but a guard costs little). */
function hasBadKey(doc: object): boolean {
  const stack: unknown[] = [doc]
  let visited = 0
  while (stack.length > 0) {
    const value = stack.pop()
    if (value === null || typeof value !== 'object') continue
    // More objects than any cycle-free body of MAX_BODY_BYTES could hold: let the careful walk decide.
    if (++visited > 1_000_000) return true
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item)
      continue
    }
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue
      if (fieldNameProblem(key) !== null) return true
      stack.push((value as Record<string, unknown>)[key])
    }
  }
  return false
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`
}

/** `{source}`: 1 to 64 characters of `[A-Za-z0-9_-]`. Returns it unchanged. */
export function assertSource(source: string): string {
  if (typeof source !== 'string' || !SOURCE.test(source)) {
    throw DomainError.validation(`Source must be 1 to ${MAX_SOURCE_LENGTH} characters of letters, digits, "_" or "-"`, [
      { path: 'source', message: 'is invalid' },
    ])
  }
  return source
}
