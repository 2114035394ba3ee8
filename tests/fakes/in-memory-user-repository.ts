import type { UserRepository } from '../../application/ports/user-repository'
import type { User } from '../../domain/user'

/** Users in a Map; honest because it passes the same contract suite as the real adapters. */
export class InMemoryUserRepository implements UserRepository {
  private readonly users = new Map<string, User>()

  async findById(id: string): Promise<User | null> {
    return this.users.get(id) ?? null
  }

  async findByEmail(email: string): Promise<User | null> {
    return [...this.users.values()].find((u) => u.email === email) ?? null
  }

  async findOrCreate(candidate: User): Promise<User> {
    // Checked and inserted in one synchronous step, like the stores' unique index.
    const existing = [...this.users.values()].find((u) => u.email === candidate.email)
    if (existing) return existing
    this.users.set(candidate.id, candidate)
    return candidate
  }

  async update(user: User): Promise<User | null> {
    const current = this.users.get(user.id)
    if (!current) return null
    // Like the stores: e-mail, token version and creation time are not changed by update.
    const next = { ...user, email: current.email, tokenVersion: current.tokenVersion, createdAt: current.createdAt }
    this.users.set(user.id, next)
    return next
  }

  async bumpTokenVersion(id: string, now: Date): Promise<number | null> {
    const current = this.users.get(id)
    if (!current) return null
    const next = { ...current, tokenVersion: current.tokenVersion + 1, updatedAt: now }
    this.users.set(id, next)
    return next.tokenVersion
  }

  async list(after: string | null, limit: number, emailPrefix: string | null): Promise<User[]> {
    return [...this.users.values()]
      .filter((u) => (after === null || u.id > after) && (!emailPrefix || u.email.startsWith(emailPrefix)))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, limit)
  }
}
