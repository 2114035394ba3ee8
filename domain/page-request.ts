import { sequenceOf } from './change-entries'
import { DomainError } from './errors'
import { isObjectId } from './object-id'
import { DEFAULT_LIMIT, MAX_LIMIT } from './query-options'

/** A page size from a query string: 1 to 1000, 100 when absent. */
export function parseLimit(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_LIMIT
  const limit = /^[0-9]{1,4}$/.test(raw) ? Number(raw) : 0
  if (limit < 1 || limit > MAX_LIMIT)
    throw DomainError.validation(`limit must be an integer from 1 to ${MAX_LIMIT}`, [
      { path: 'limit', message: `must be an integer from 1 to ${MAX_LIMIT}` },
    ])
  return limit
}

/** A documents cursor (the last `_id` of a page), null when absent; anything else is 400. */
export function parseDocumentCursor(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null
  const id = raw.toLowerCase()
  if (!isObjectId(id))
    throw DomainError.validation('after is not a valid cursor', [{ path: 'after', message: 'is not a cursor this API returned' }])
  return id
}

/** A change-log cursor (a change id), null when absent; anything else is 400. */
export function parseChangeCursor(raw: string | undefined, path: 'after' | 'before' | 'Last-Event-ID'): string | null {
  if (raw === undefined || raw === '') return null
  if (sequenceOf(raw) === null)
    throw DomainError.validation(`${path} is not a valid change id`, [{ path, message: 'is not a change id this API returned' }])
  return raw
}

/** An If-Match header as a version: `"<n>"` (or W/ and unquoted forms); `*` or absent means any; anything else is 400. */
export function parseIfMatch(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '*' || raw.trim() === '') return null
  const match = /^\s*(?:W\/)?"?([0-9]{1,15})"?\s*$/.exec(raw)
  if (!match)
    throw DomainError.validation('If-Match must be an ETag this API returned, like "3"', [
      { path: 'If-Match', message: 'is not a version ETag' },
    ])
  return Number(match[1])
}
