import { inject, injectable } from 'inversify'
import { isKeyExpired, isLastUseStale, splitApiKey } from '../../domain/api-key'
import { DomainError } from '../../domain/errors'
import type { Principal } from '../../domain/principal'
import type { ApiKeyStore } from '../ports/api-key-store'
import type { Clock } from '../ports/clock'
import type { KeyDigest } from '../ports/key-digest'
import type { Logger } from '../ports/logger'
import { TOKENS } from '../ports/tokens'

const INVALID = 'API key is invalid, expired or revoked'

/**
 * Turns `lk_<id>_<secret>` into the principal of its workspace: one read by id, the secret's
 * SHA-256 compared in constant time. The last use is written at most once a minute per key and
 * never delays the answer.
 */
@injectable()
export class ApiKeyAuthentication {
  constructor(
    @inject(TOKENS.ApiKeyStore) private readonly keys: ApiKeyStore,
    @inject(TOKENS.KeyDigest) private readonly digests: KeyDigest,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Logger) private readonly logger: Logger,
  ) {}

  async authenticate(token: string): Promise<Principal> {
    const parts = splitApiKey(token)
    if (!parts) throw DomainError.unauthorized(INVALID)
    const key = await this.keys.findById(parts.id)
    const now = this.clock.now()
    if (!key || !this.digests.equal(key.secretDigest, this.digests.digest(parts.secret)) || isKeyExpired(key, now)) {
      throw DomainError.unauthorized(INVALID)
    }
    if (isLastUseStale(key.lastUsedAt, now)) {
      this.keys.touch(key.id, now).catch((error: unknown) => {
        this.logger.warn('could not record an API key use', { keyId: key.id, error: error instanceof Error ? error.name : 'unknown' })
      })
    }
    return {
      userId: key.id,
      email: '',
      permission: 'user',
      workspaceId: key.workspaceId,
      role: key.role,
      apiKey: { id: key.id, name: key.name, sources: key.sources },
    }
  }
}
