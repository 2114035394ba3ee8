import { DomainError } from './errors'

const MAX_LENGTH = 254
// One "@", a non-empty local part, a dotted domain; never whitespace, control characters, invisible
// format characters (bidirectional overrides and isolates, zero-width characters, BOM: \p{Cf}) or
// U+FFFD (what undecodable bytes become), so two different addresses cannot look the same.
const SHAPE = /^[^\s@\p{Cc}\p{Cf}\uFFFD]+@[^\s@\p{Cc}\p{Cf}\uFFFD]+\.[^\s@\p{Cc}\p{Cf}\uFFFD]+$/u

const INVISIBLE = /[\p{Cf}\uFFFD]/u

/** A trimmed, lower-cased e-mail address that has passed the form check. */
export type EmailAddress = string & { readonly __brand: 'EmailAddress' }

export function parseEmailAddress(raw: unknown): EmailAddress {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    throw DomainError.validation('Email is required', [{ path: 'email', message: 'is required' }])
  }
  if (typeof raw !== 'string') throw invalid()
  // Before trimming: trim() would silently drop a leading or trailing BOM.
  if (INVISIBLE.test(raw)) throw invalid()
  const email = raw.trim().toLowerCase()
  if (email.length > MAX_LENGTH || !SHAPE.test(email)) throw invalid()
  return email as EmailAddress
}

function invalid(): DomainError {
  return DomainError.validation('Email is invalid', [{ path: 'email', message: 'is not a valid e-mail address' }])
}
