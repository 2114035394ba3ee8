import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { isRefreshTokenShape, refreshRejection } from '../../domain/refresh-token'
import type { Clock } from '../ports/clock'
import type { KeyDigest } from '../ports/key-digest'
import type { Logger } from '../ports/logger'
import type { RefreshTokenStore } from '../ports/refresh-token-store'
import { TOKENS } from '../ports/tokens'
import type { UserRepository } from '../ports/user-repository'
import { Sessions, type SessionTokens } from '../services/sessions'

const INVALID = 'Refresh token is invalid or has expired'

/**
 * Exchanges a refresh token once for a new access token and a new refresh token (rotation). A
 * token presented again after its use means it was copied: its whole sign-in is revoked, and the
 * user's token version is bumped so access tokens already issued stop too (other sign-ins of the
 * user recover with their own refresh token).
 */
@injectable()
export class RefreshSession {
  constructor(
    @inject(TOKENS.RefreshTokenStore) private readonly store: RefreshTokenStore,
    @inject(TOKENS.UserRepository) private readonly users: UserRepository,
    @inject(TOKENS.KeyDigest) private readonly digests: KeyDigest,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Logger) private readonly logger: Logger,
    @inject(Sessions) private readonly sessions: Sessions,
  ) {}

  async execute(input: { refreshToken: unknown }): Promise<SessionTokens> {
    if (!isRefreshTokenShape(input.refreshToken)) throw DomainError.unauthorized(INVALID)
    const token = await this.store.findByDigest(this.digests.digest(input.refreshToken))
    const now = this.clock.now()
    const rejection = refreshRejection(token, now)
    if (rejection === 'invalid' || !token) throw DomainError.unauthorized(INVALID)
    // Lost a race with another use of the same token: as suspicious as a replay.
    if (rejection === 'reused' || !(await this.store.markUsed(token.id, now))) {
      await this.store.revokeFamily(token.familyId, now)
      await this.users.bumpTokenVersion(token.userId, now)
      this.logger.warn('refresh token presented twice: its sign-in is revoked', { userId: token.userId })
      throw DomainError.unauthorized(INVALID)
    }
    const user = await this.users.findById(token.userId)
    if (!user || user.status === 'Disabled') throw DomainError.unauthorized(INVALID)
    return this.sessions.issue(user, token.familyId)
  }
}
