import { type EmailAddress, parseEmailAddress } from './email-address'
import { DomainError, type ErrorDetail } from './errors'
import type { Intent } from './intent'
import { longerThan } from './text-patterns'

export const CONTACT_LIMITS = { name: 200, message: 5000, company: 200, phone: 50, subject: 200 } as const

/** `skipped`: no CONTACT_NOTIFY_EMAIL configured. */
export type NotificationStatus = 'pending' | 'sent' | 'failed' | 'skipped'

/** A message left through the public contact form. E-mail and phone are personal data: never logged. */
export interface ContactSubmission {
  readonly id: string
  readonly name: string
  readonly email: EmailAddress
  readonly message: string
  readonly company: string | null
  readonly phone: string | null
  readonly subject: string | null
  readonly intent: Intent
  readonly notification: NotificationStatus
  readonly createdAt: Date
}

export type ContactFields = Pick<ContactSubmission, 'name' | 'email' | 'message' | 'company' | 'phone' | 'subject'>

/** Trims and checks what a visitor typed; throws VALIDATION_FAILED naming every bad field. */
export function parseContactFields(raw: {
  name: string
  email: string
  message: string
  company?: string
  phone?: string
  subject?: string
}): ContactFields {
  const details: ErrorDetail[] = []
  const required = (field: 'name' | 'message', limit: number) => {
    const value = raw[field].trim()
    if (value === '') details.push({ path: field, message: 'is required' })
    else if (longerThan(value, limit)) details.push({ path: field, message: `must be at most ${limit} characters` })
    return value
  }
  const optional = (field: 'company' | 'phone' | 'subject', limit: number) => {
    const value = raw[field]?.trim() ?? ''
    if (longerThan(value, limit)) details.push({ path: field, message: `must be at most ${limit} characters` })
    return value === '' ? null : value
  }
  const name = required('name', CONTACT_LIMITS.name)
  const message = required('message', CONTACT_LIMITS.message)
  const company = optional('company', CONTACT_LIMITS.company)
  const phone = optional('phone', CONTACT_LIMITS.phone)
  const subject = optional('subject', CONTACT_LIMITS.subject)
  let email: EmailAddress | null = null
  try {
    email = parseEmailAddress(raw.email)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    details.push(...(error.details ?? []))
  }
  if (details.length > 0 || !email) throw DomainError.validation(`Invalid request: ${details[0]!.path} ${details[0]!.message}`, details)
  return { name, email, message, company, phone, subject }
}

/** Where a page of the intake inbox ended: the last submission's time and id (newest-first order). */
export interface InboxPosition {
  readonly createdAt: Date
  readonly id: string
}

const INBOX_CURSOR = /^([0-9]{1,15})_([0-9a-f]{24})$/

/** The opaque `nextCursor` of an inbox page: `<epoch ms>_<id>`. */
export function inboxCursorOf(submission: InboxPosition): string {
  return `${submission.createdAt.getTime()}_${submission.id}`
}

/** Reads a cursor a client sent back; anything malformed is VALIDATION_FAILED. */
export function parseInboxCursor(cursor: string): InboxPosition {
  const match = INBOX_CURSOR.exec(cursor)
  if (!match) throw DomainError.validation('after is not a cursor this endpoint answered', [{ path: 'after', message: 'is malformed' }])
  return { createdAt: new Date(Number(match[1])), id: match[2]! }
}
