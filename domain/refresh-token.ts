/**
 * One refresh token of a sign-in. Every token of one sign-in shares a `familyId`; using a token
 * marks it used and issues the next; presenting a used one again means it was stolen, and the
 * whole family is revoked.
 */
export interface RefreshToken {
  readonly id: string
  readonly familyId: string
  readonly userId: string
  readonly digest: string
  readonly createdAt: Date
  readonly expiresAt: Date
  readonly usedAt: Date | null
  readonly revokedAt: Date | null
}

export const REFRESH_TOKEN_BYTES = 32
// 32 bytes as base64url without padding.
const REFRESH_TOKEN = /^[A-Za-z0-9_-]{43}$/

export function isRefreshTokenShape(token: unknown): token is string {
  return typeof token === 'string' && REFRESH_TOKEN.test(token)
}

/** Why a presented refresh token is refused, or null when it may be used. `reused` revokes its family. */
export function refreshRejection(token: RefreshToken | null, now: Date): 'invalid' | 'reused' | null {
  if (!token || token.revokedAt !== null || token.expiresAt.getTime() <= now.getTime()) return 'invalid'
  if (token.usedAt !== null) return 'reused'
  return null
}
