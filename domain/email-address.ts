import { DomainError } from './errors'
import { longerThan, WHITESPACE_CLASS } from './text-patterns'

export const EMAIL_MAX_LENGTH = 254
// One "@", a non-empty local part, a dotted domain; never whitespace, control characters, invisible
// format characters (bidirectional overrides and isolates, zero-width characters, BOM: \p{Cf}) or
// U+FFFD (what undecodable bytes become), so two different addresses cannot look the same.
const SHAPE = /^[^\s@\p{Cc}\p{Cf}\uFFFD]+@[^\s@\p{Cc}\p{Cf}\uFFFD]+\.[^\s@\p{Cc}\p{Cf}\uFFFD]+$/u

const INVISIBLE = /[\p{Cf}\uFFFD]/u

// The same rule as one pattern for the API's schemas, without \s or \p classes so that any regex
// engine (a client's validator, a fuzzer, TypeBox) reads it alike: the format characters of the
// Basic Multilingual Plane are listed; the few astral ones (language tags) only the checks above refuse.
const FORMAT =
  '\\u00ad\\u0600-\\u0605\\u061c\\u06dd\\u070f\\u0890\\u0891\\u08e2\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb\\ufffd'
const SPACE = WHITESPACE_CLASS.replace('\\ufeff', '')
const PART = `[^${WHITESPACE_CLASS}@\\u0000-\\u001f\\u007f-\\u009f${FORMAT}]+`
/** An address as a client may send it: surrounding whitespace allowed, trimmed away before anything else. */
export const EMAIL_PATTERN = `^[${SPACE}]*${PART}@${PART}\\.${PART}[${SPACE}]*$`

/** A trimmed, lower-cased e-mail address that has passed the form check. */
export type EmailAddress = string & { readonly __brand: 'EmailAddress' }

export function parseEmailAddress(raw: unknown): EmailAddress {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    throw DomainError.validation('Email is required', [{ path: 'email', message: 'is required' }])
  }
  if (typeof raw !== 'string') throw invalid()
  // Before trimming: trim() would silently drop a leading or trailing BOM.
  if (INVISIBLE.test(raw)) throw invalid()
  const email = raw.trim()
  if (longerThan(email, EMAIL_MAX_LENGTH) || !SHAPE.test(email)) throw invalid()
  return email.toLowerCase() as EmailAddress
}

function invalid(): DomainError {
  return DomainError.validation('Email is invalid', [{ path: 'email', message: 'is not a valid e-mail address' }])
}
