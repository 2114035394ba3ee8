import { type EmailAddress, parseEmailAddress } from './email-address'
import { emailAddressIn } from './mail-text'
import { withoutMailHeaders } from './quote-mail-noise'

/**
 * The e-mail address a visitor wrote in a chat message, when it passes the domain's address rules; not one in the header
 * of a mail the visitor forwards ("De: Service achats <achats@…>" is their customer's).
 */
export function contactEmailIn(text: string): EmailAddress | null {
  const found = emailAddressIn(withoutMailHeaders(text))
  if (!found) return null
  try {
    return parseEmailAddress(found)
  } catch {
    return null
  }
}

/** The latest valid address among the visitor's messages (a later one replaces an earlier one). */
export function latestContactEmail(visitorMessages: readonly string[]): EmailAddress | null {
  for (const text of [...visitorMessages].reverse()) {
    const email = contactEmailIn(text)
    if (email) return email
  }
  return null
}

/** A message that tries to give an address ("anna@example") but holds no valid one. */
export function malformedContactEmail(text: string): boolean {
  // (An address only in a forwarded mail's header is no attempt at one: it is not the visitor's.)
  return withoutMailHeaders(text).includes('@') && contactEmailIn(text) === null
}
