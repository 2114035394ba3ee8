import { DomainError } from './errors'

const MAX_LENGTH = 254
// One "@", a non-empty local part, a dotted domain; whitespace and control characters never.
const SHAPE = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u

/** A trimmed, lower-cased e-mail address that has passed the form check. */
export type EmailAddress = string & { readonly __brand: 'EmailAddress' }

export function parseEmailAddress(raw: unknown): EmailAddress {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    throw DomainError.validation('Email is required', [{ path: 'email', message: 'is required' }])
  }
  if (typeof raw !== 'string') throw invalid()
  const email = raw.trim().toLowerCase()
  if (email.length > MAX_LENGTH || !SHAPE.test(email)) throw invalid()
  return email as EmailAddress
}

function invalid(): DomainError {
  return DomainError.validation('Email is invalid', [{ path: 'email', message: 'is not a valid e-mail address' }])
}
