import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, parseEmailAddress } from '../../domain/email-address'
import { DomainError } from '../../domain/errors'
import { text } from './text-schema'

type Refusal = { message: string; details?: DomainError['details'] }

/** What the domain's own rule says about a refused address (error-handler.ts answers this object). */
function refusal(email: unknown): Refusal {
  try {
    parseEmailAddress(email)
  } catch (error) {
    if (error instanceof DomainError) return { message: error.message, details: error.details }
  }
  return { message: 'Email is invalid', details: [{ path: 'email', message: 'is not a valid e-mail address' }] }
}

const emailOf = (found: unknown) => (found !== null && typeof found === 'object' ? (found as { email?: unknown }).email : undefined)

/**
 * The `email` field of a body, published with the domain's pattern and refused with the domain's
 * words rather than the validator's: `seed` gives the seed's texts ("Email is required", "Email is
 * invalid"), else "Invalid request: email ..." as the other fields of a form say it.
 */
export function emailField(options: { seed: boolean; description: string; examples?: string[] }) {
  const error = ({ found }: { found?: unknown }): Refusal => {
    const { message, details } = refusal(emailOf(found))
    const first = details?.[0]
    return options.seed || !first ? { message, details } : { message: `Invalid request: ${first.path} ${first.message}`, details }
  }
  return {
    field: text(EMAIL_MAX_LENGTH, { pattern: EMAIL_PATTERN, description: options.description, examples: options.examples, error }),
    error,
  }
}
