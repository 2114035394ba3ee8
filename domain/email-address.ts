import { DomainError } from './errors'
import { longerThan, WHITESPACE_CLASS } from './text-patterns'

export const EMAIL_MAX_LENGTH = 254
// One "@", a non-empty local part, a dotted domain; whitespace and control characters (\p{Cc}) never.
const WS = WHITESPACE_CLASS
const PART = `[^${WS}@\\u0000-\\u001f\\u007f-\\u009f]+`
/** An address as a client may send it: surrounding whitespace allowed, trimmed away before anything else. */
export const EMAIL_PATTERN = `^[${WS}]*${PART}@${PART}\\.${PART}[${WS}]*$`
const SHAPE = new RegExp(`^${PART}@${PART}\\.${PART}$`)

/** A trimmed, lower-cased e-mail address that has passed the form check. */
export type EmailAddress = string & { readonly __brand: 'EmailAddress' }

export function parseEmailAddress(raw: unknown): EmailAddress {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    throw DomainError.validation('Email is required', [{ path: 'email', message: 'is required' }])
  }
  if (typeof raw !== 'string') throw invalid()
  const trimmed = raw.trim()
  if (longerThan(trimmed, EMAIL_MAX_LENGTH) || !SHAPE.test(trimmed)) throw invalid()
  return trimmed.toLowerCase() as EmailAddress
}

function invalid(): DomainError {
  return DomainError.validation('Email is invalid', [{ path: 'email', message: 'is not a valid e-mail address' }])
}
