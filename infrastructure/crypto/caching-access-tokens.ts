import { Buffer } from 'node:buffer'
import type { AccessTokenClaims, AccessTokens, IssuedAccessToken } from '../../application/ports/access-tokens'
import type { Clock } from '../../application/ports/clock'

interface Entry {
  readonly claims: AccessTokenClaims
  readonly expiresAt: number
}

/**
 * Remembers tokens that verified, keyed by the whole token string, until they expire or the cache
 * is full. Only successes are cached: a forged token costs a full verification every time, and a
 * cached one carries exactly the claims its signature proved. Revocation is checked after this
 * (against the user's token version), so caching here weakens no check.
 */
export class CachingAccessTokens implements AccessTokens {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly inner: AccessTokens,
    private readonly clock: Clock,
    private readonly maxEntries = 10_000,
  ) {}

  issue(claims: AccessTokenClaims): Promise<IssuedAccessToken> {
    return this.inner.issue(claims)
  }

  async verify(token: string): Promise<AccessTokenClaims | null> {
    const now = this.clock.nowMs()
    const hit = this.entries.get(token)
    if (hit) {
      if (hit.expiresAt > now) return hit.claims
      this.entries.delete(token)
    }
    return this.verifyAndRemember(token, now)
  }

  private async verifyAndRemember(token: string, now: number): Promise<AccessTokenClaims | null> {
    const claims = await this.inner.verify(token)
    if (claims) {
      const exp = expiryOf(token)
      if (exp !== null && exp > now) {
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
        this.entries.set(token, { claims, expiresAt: exp })
      }
    }
    return claims
  }
}

/** The `exp` claim of a token whose signature was already verified, in milliseconds. */
function expiryOf(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'))
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null
  } catch {
    return null
  }
}
