import { DomainError } from './errors'
import {
  INQUIRY_CHANNELS,
  INQUIRY_PRIORITIES,
  INQUIRY_STATUSES,
  type Inquiry,
  type InquiryChannel,
  type InquiryPriority,
  type InquiryStatus,
} from './inquiry'
import { longerThan } from './text-patterns'

export const MAX_LABELS = 20
export const LABEL_MAX_LENGTH = 50
export const SEARCH_MAX_LENGTH = 200
const OBJECT_ID = /^[0-9a-f]{24}$/
const CURSOR = /^([0-9]{1,15})_([0-9a-f]{24})$/

const bad = (path: string, message: string) => DomainError.validation(`Invalid request: ${path} ${message}`, [{ path, message }])

function oneOf<T extends string>(values: readonly T[], raw: unknown, path: string): T {
  if (typeof raw !== 'string' || !(values as readonly string[]).includes(raw)) throw bad(path, `must be one of ${values.join(', ')}`)
  return raw as T
}

export const parseStatus = (raw: unknown, path = 'status'): InquiryStatus => oneOf(INQUIRY_STATUSES, raw, path)
export const parseChannel = (raw: unknown, path = 'channel'): InquiryChannel => oneOf(INQUIRY_CHANNELS, raw, path)
export const parsePriority = (raw: unknown, path = 'priority'): InquiryPriority => oneOf(INQUIRY_PRIORITIES, raw, path)

/** An inquiry or user id: 24 lowercase hexadecimal characters. */
export function parseDeskId(raw: unknown, path: string): string {
  if (typeof raw !== 'string' || !OBJECT_ID.test(raw)) throw bad(path, 'must be 24 hexadecimal characters')
  return raw
}

/** Labels: at most 20 distinct trimmed strings of 1 to 50 characters, kept in the order given. */
export function parseLabels(raw: unknown, path = 'labels'): string[] {
  if (!Array.isArray(raw)) throw bad(path, 'must be an array of strings')
  if (raw.length > MAX_LABELS) throw bad(path, `must have at most ${MAX_LABELS} entries`)
  const labels: string[] = []
  for (const entry of raw) {
    if (typeof entry !== 'string' || entry.trim() === '' || longerThan(entry.trim(), LABEL_MAX_LENGTH))
      throw bad(path, `must hold strings of 1 to ${LABEL_MAX_LENGTH} characters`)
    if (!labels.includes(entry.trim())) labels.push(entry.trim())
  }
  return labels
}

/** The `nextCursor` of an inquiry list page: `<lastMessageAt ms>_<id>` of its last inquiry. */
export function inquiryCursorOf(inquiry: Inquiry): string {
  return `${inquiry.lastMessageAt.getTime()}_${inquiry.id}`
}

export function parseInquiryCursor(raw: string | undefined): { lastMessageAt: Date; id: string } | null {
  if (raw === undefined || raw === '') return null
  const match = CURSOR.exec(raw)
  if (!match) throw bad('after', 'is not a cursor this endpoint answered')
  return { lastMessageAt: new Date(Number(match[1])), id: match[2]! }
}

/** A search text: trimmed, at most 200 characters, absent when blank. */
export function parseSearch(raw: string | undefined): string | undefined {
  const q = raw?.trim()
  if (!q) return undefined
  if (longerThan(q, SEARCH_MAX_LENGTH)) throw bad('q', `must be at most ${SEARCH_MAX_LENGTH} characters`)
  return q
}

/** A message's text as a person sends it: trimmed, 1 to `max` characters. */
export function parseMessageText(raw: unknown, max: number, path = 'text'): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw bad(path, 'is required')
  const text = raw.trim()
  if (longerThan(text, max)) throw bad(path, `must be at most ${max} characters`)
  return text
}
