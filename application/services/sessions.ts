import { inject, injectable } from 'inversify'
import { REFRESH_TOKEN_BYTES } from '../../domain/refresh-token'
import type { User } from '../../domain/user'
import type { AccessTokens, IssuedAccessToken } from '../ports/access-tokens'
import type { Clock } from '../ports/clock'
import type { KeyDigest } from '../ports/key-digest'
import type { RandomSource } from '../ports/random-source'
import type { RefreshTokenStore } from '../ports/refresh-token-store'
import type { SessionSettings } from '../ports/session-settings'
import { TOKENS } from '../ports/tokens'

/** What a sign-in or a refresh answers. */
export interface SessionTokens extends IssuedAccessToken {
  readonly tokenType: 'Bearer'
  readonly refreshToken: string
}

const DAY_MS = 86_400_000

/** Issues an access token with a refresh token (32 random bytes, only its digest stored), and revokes sessions. */
@injectable()
export class Sessions {
  constructor(
    @inject(TOKENS.AccessTokens) private readonly tokens: AccessTokens,
    @inject(TOKENS.RefreshTokenStore) private readonly store: RefreshTokenStore,
    @inject(TOKENS.KeyDigest) private readonly digests: KeyDigest,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.SessionSettings) private readonly settings: SessionSettings,
  ) {}

  /** Tokens for `user`; `familyId` continues a sign-in (a refresh), absent starts a new one. */
  async issue(user: User, familyId?: string): Promise<SessionTokens> {
    const issued = await this.tokens.issue({ sub: user.id, email: user.email, permission: user.permission, ver: user.tokenVersion })
    const refreshToken = this.random.token(REFRESH_TOKEN_BYTES)
    const now = this.clock.now()
    await this.store.save({
      id: this.random.objectId(),
      familyId: familyId ?? this.random.objectId(),
      userId: user.id,
      digest: this.digests.digest(refreshToken),
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.settings.refreshTtlDays * DAY_MS),
      usedAt: null,
      revokedAt: null,
    })
    return { ...issued, tokenType: 'Bearer', refreshToken }
  }

  /** Every refresh token of the user stops working (logout, disabling). */
  async revokeAll(userId: string): Promise<void> {
    await this.store.revokeAllOf(userId, this.clock.now())
  }
}
