import type { ApiKeyStore } from '../../application/ports/api-key-store'
import type { Clock } from '../../application/ports/clock'
import type { ApiKey } from '../../domain/api-key'

const MAX_ENTRIES = 10_000

/**
 * Decorates an ApiKeyStore so that a key's every request does not read the store: `findById`
 * answers from memory for at most `ttlMs` (TOKEN_CACHE_SECONDS, as for users' revocation state).
 * A revocation through this instance forgets the key at once (before and after the write), so it
 * is refused on its next request here; other instances refuse it within `ttlMs`. An unknown id is
 * not remembered, so a flood of made-up ids cannot fill the cache.
 */
export class CachingApiKeyStore implements ApiKeyStore {
  private readonly entries = new Map<string, { key: ApiKey; until: number }>()
  private generation = 0

  constructor(
    private readonly inner: ApiKeyStore,
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  async findById(id: string): Promise<ApiKey | null> {
    const now = this.clock.nowMs()
    const entry = this.entries.get(id)
    if (entry && entry.until > now) return entry.key
    const generation = this.generation
    const key = await this.inner.findById(id)
    // A revocation that ran while this read was under way wins: nothing read before it is kept.
    if (key && this.ttlMs > 0 && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear()
      this.entries.set(id, { key, until: now + this.ttlMs })
    } else this.entries.delete(id)
    return key
  }

  create(key: ApiKey): Promise<void> {
    return this.inner.create(key)
  }

  list(workspaceId: string): Promise<ApiKey[]> {
    return this.inner.list(workspaceId)
  }

  async revoke(workspaceId: string, id: string): Promise<boolean> {
    this.forget(id)
    try {
      return await this.inner.revoke(workspaceId, id)
    } finally {
      this.forget(id)
    }
  }

  async touch(id: string, at: Date): Promise<void> {
    const entry = this.entries.get(id)
    if (entry) entry.key = { ...entry.key, lastUsedAt: at }
    await this.inner.touch(id, at)
  }

  private forget(id: string): void {
    this.generation++
    this.entries.delete(id)
  }
}
