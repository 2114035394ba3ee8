import { inject, injectable } from 'inversify'
import {
  API_KEY_ROLES,
  type ApiKey,
  type ApiKeyView,
  formatApiKey,
  MAX_API_KEYS_PER_WORKSPACE,
  parseKeyExpiry,
  parseKeyName,
  parseKeySources,
  toApiKeyView,
} from '../../domain/api-key'
import { DomainError } from '../../domain/errors'
import { requireObjectId } from '../../domain/object-id'
import { assertPerson, type Principal } from '../../domain/principal'
import { parseRole } from '../../domain/workspace'
import type { ApiKeyStore } from '../ports/api-key-store'
import type { Clock } from '../ports/clock'
import type { KeyDigest } from '../ports/key-digest'
import type { RandomSource } from '../ports/random-source'
import { TOKENS } from '../ports/tokens'
import { DatabaseAccess } from '../services/database-access'

export interface CreateApiKeyInput {
  principal: Principal
  id: string
  name: unknown
  role: unknown
  sources?: unknown
  expiresAt?: unknown
}

/** Creates an API key for a workspace (owners only). The key is in this answer only; the store keeps its SHA-256. */
@injectable()
export class CreateApiKey {
  constructor(
    @inject(TOKENS.ApiKeyStore) private readonly keys: ApiKeyStore,
    @inject(TOKENS.KeyDigest) private readonly digests: KeyDigest,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
  ) {}

  async execute(input: CreateApiKeyInput): Promise<ApiKeyView & { key: string }> {
    assertPerson(input.principal)
    const workspaceId = requireObjectId(input.id, 'id')
    await this.access.manageable(input.principal, workspaceId)
    const now = this.clock.now()
    const name = parseKeyName(input.name)
    const role = parseRole(input.role, API_KEY_ROLES) as ApiKey['role']
    const sources = parseKeySources(input.sources)
    const expiresAt = parseKeyExpiry(input.expiresAt, now)
    if ((await this.keys.list(workspaceId)).length >= MAX_API_KEYS_PER_WORKSPACE) {
      throw DomainError.conflict(`A workspace has at most ${MAX_API_KEYS_PER_WORKSPACE} API keys`)
    }
    const id = this.random.objectId()
    const secret = this.random.token(32)
    const key: ApiKey = {
      id,
      workspaceId,
      name,
      role,
      sources,
      secretDigest: this.digests.digest(secret),
      createdBy: input.principal.userId,
      createdAt: now,
      expiresAt,
      lastUsedAt: null,
    }
    await this.keys.create(key)
    return { ...toApiKeyView(key), key: formatApiKey(id, secret) }
  }
}
