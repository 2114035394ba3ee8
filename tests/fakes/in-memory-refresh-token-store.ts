import type { RefreshTokenStore } from '../../application/ports/refresh-token-store'
import type { RefreshToken } from '../../domain/refresh-token'

/** Refresh tokens in a Map keyed by id. */
export class InMemoryRefreshTokenStore implements RefreshTokenStore {
  readonly tokens = new Map<string, RefreshToken>()

  async save(token: RefreshToken) {
    this.tokens.set(token.id, token)
  }

  async findByDigest(digest: string) {
    return [...this.tokens.values()].find((t) => t.digest === digest) ?? null
  }

  async markUsed(id: string, at: Date) {
    const token = this.tokens.get(id)
    if (!token || token.usedAt) return false
    this.tokens.set(id, { ...token, usedAt: at })
    return true
  }

  async revokeFamily(familyId: string, at: Date) {
    for (const t of this.tokens.values()) if (t.familyId === familyId && !t.revokedAt) this.tokens.set(t.id, { ...t, revokedAt: at })
  }

  async revokeAllOf(userId: string, at: Date) {
    for (const t of this.tokens.values()) if (t.userId === userId && !t.revokedAt) this.tokens.set(t.id, { ...t, revokedAt: at })
  }
}
