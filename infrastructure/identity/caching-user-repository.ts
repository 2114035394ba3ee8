import type { Clock } from '../../application/ports/clock'
import type { RevocationNotifier } from '../../application/ports/revocation-notifier'
import type { UserRepository } from '../../application/ports/user-repository'
import type { User } from '../../domain/user'
import type { UserAuthStateCache } from './user-auth-state-cache'

/**
 * Decorates a UserRepository around a UserAuthStateCache. Every write forgets the user (before
 * and after it runs), so logout and profile changes take effect on this instance at once. Only a
 * view built with `cachedReads` answers `findById` from the cache: that view is given to
 * authentication alone, so a read-modify-write (profile update) never starts from a stale user.
 * A token version bumped through it (logout, disable) is published to `revocations`.
 */
export class CachingUserRepository implements UserRepository {
  constructor(
    private readonly inner: UserRepository,
    private readonly cache: UserAuthStateCache,
    private readonly clock: Clock,
    private readonly cachedReads: boolean,
    private readonly revocations: RevocationNotifier,
  ) {}

  async findById(id: string): Promise<User | null> {
    if (!this.cachedReads) return this.inner.findById(id)
    return this.cache.get(id, this.clock.nowMs()) ?? this.readAndRemember(id)
  }

  private async readAndRemember(id: string): Promise<User | null> {
    const ticket = this.cache.ticket()
    const user = await this.inner.findById(id)
    if (user) this.cache.set(user, this.clock.now().getTime(), ticket)
    return user
  }

  findByEmail(email: string): Promise<User | null> {
    return this.inner.findByEmail(email)
  }

  findOrCreate(candidate: User): Promise<User> {
    return this.inner.findOrCreate(candidate)
  }

  list(after: string | null, limit: number, emailPrefix: string | null): Promise<User[]> {
    return this.inner.list(after, limit, emailPrefix)
  }

  update(user: User): Promise<User | null> {
    return this.writing(user.id, () => this.inner.update(user))
  }

  async bumpTokenVersion(id: string, now: Date): Promise<number | null> {
    const version = await this.writing(id, () => this.inner.bumpTokenVersion(id, now))
    if (version !== null) this.revocations.publish(id)
    return version
  }

  private async writing<T>(id: string, write: () => Promise<T>): Promise<T> {
    this.cache.forget(id)
    try {
      return await write()
    } finally {
      this.cache.forget(id)
    }
  }
}
