import type { Inquiry } from '../../domain/inquiry'
import type { InquiryMessage } from '../../domain/inquiry-message'

/** An inquiry or message as both stores keep it in one JSON text: Dates as epoch milliseconds. */
const DATE_FIELDS = [
  'createdAt',
  'updatedAt',
  'lastMessageAt',
  'firstResponseAt',
  'firstResponseDueAt',
  'resolvedAt',
  'at',
  'nextAttemptAt',
]

export function encodeRecord(value: Inquiry | InquiryMessage): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, v) {
    return DATE_FIELDS.includes(key) && this[key] instanceof Date ? (this[key] as Date).getTime() : v
  })
}

function revive(text: string): Record<string, unknown> {
  const value = JSON.parse(text) as Record<string, unknown>
  for (const field of DATE_FIELDS) if (typeof value[field] === 'number') value[field] = new Date(value[field] as number)
  return value
}

export const decodeInquiry = (text: string): Inquiry => revive(text) as unknown as Inquiry
export const decodeMessage = (text: string): InquiryMessage => revive(text) as unknown as InquiryMessage

/** The lower-cased text `q` searches: reference, subject and the customer's e-mail, name and company. */
export function searchTextOf(inquiry: Inquiry): string {
  const c = inquiry.customer
  return [inquiry.reference, inquiry.subject, c.email, c.name, c.company].filter(Boolean).join('\n').toLowerCase()
}
