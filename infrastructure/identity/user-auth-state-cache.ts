import type { User } from '../../domain/user'

interface Entry {
  readonly user: User
  readonly expiresAt: number
}

/**
 * Per-instance memory of users as authentication last read them, each for at most `ttlMs`
 * (TOKEN_CACHE_SECONDS), bounded in size. `forget` (called on every user write through this
 * instance) drops the entry at once and also refuses to store any read that started before it,
 * so a read racing a logout cannot put the old token version back.
 */
export class UserAuthStateCache {
  private readonly entries = new Map<string, Entry>()
  private writes = 0

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The cached user, or undefined when absent or older than the TTL. */
  get(id: string, now: number): User | undefined {
    const hit = this.entries.get(id)
    if (!hit) return undefined
    if (hit.expiresAt > now) return hit.user
    this.entries.delete(id)
    return undefined
  }

  /** A ticket to take before reading the store; `set` ignores reads older than the last write. */
  ticket(): number {
    return this.writes
  }

  set(user: User, now: number, ticket: number): void {
    if (this.ttlMs <= 0 || ticket !== this.writes) return
    if (this.entries.size >= this.maxEntries && !this.entries.has(user.id)) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(user.id, { user, expiresAt: now + this.ttlMs })
  }

  forget(id: string): void {
    this.writes++
    this.entries.delete(id)
  }
}
