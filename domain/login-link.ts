import type { EmailAddress } from './email-address'

export const MAX_CODE_ATTEMPTS = 5

/**
 * A one-time sign-in grant. Only hashes of its secret and of its 8-digit code are kept, so a
 * leaked store does not let anyone sign in.
 */
export interface LoginLink {
  readonly id: string
  readonly email: EmailAddress
  readonly secretHash: string
  readonly codeHash: string
  readonly createdAt: Date
  readonly expiresAt: Date
  readonly usedAt: Date | null
  readonly failedAttempts: number
}

/** Why a link cannot be exchanged, or null when it can. */
export function linkRejection(link: LoginLink, now: Date): 'LINK_USED' | 'LINK_EXPIRED' | 'LINK_INVALID' | null {
  if (link.usedAt) return 'LINK_USED'
  if (link.failedAttempts >= MAX_CODE_ATTEMPTS) return 'LINK_INVALID'
  if (link.expiresAt.getTime() <= now.getTime()) return 'LINK_EXPIRED'
  return null
}

/** The form of a link's token, as the API publishes it. */
export const LINK_TOKEN_PATTERN = '^([A-Za-z0-9_-]{16,64})\\.([A-Za-z0-9_-]{43})$'
const LINK_TOKEN = new RegExp(LINK_TOKEN_PATTERN)

/** The token a link carries: `<linkId>.<secret>`, both base64url. */
export function splitLinkToken(token: string): { linkId: string; secret: string } | null {
  const match = LINK_TOKEN.exec(token)
  return match ? { linkId: match[1]!, secret: match[2]! } : null
}
