import type { LoginLinkStore } from '../../application/ports/login-link-store'
import { type LoginLink, linkRejection } from '../../domain/login-link'

/** Login links in a Map; consume checks and marks in one synchronous step, like the stores. */
export class InMemoryLoginLinkStore implements LoginLinkStore {
  readonly links = new Map<string, LoginLink>()

  async save(link: LoginLink): Promise<void> {
    this.links.set(link.id, link)
  }

  async findById(id: string): Promise<LoginLink | null> {
    return this.links.get(id) ?? null
  }

  async findUsable(email: string, now: Date, limit: number): Promise<LoginLink[]> {
    return [...this.links.values()]
      .filter((l) => l.email === email && linkRejection(l, now) === null)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit)
  }

  async consume(id: string, now: Date): Promise<boolean> {
    const link = this.links.get(id)
    if (!link || linkRejection(link, now) !== null) return false
    this.links.set(id, { ...link, usedAt: now })
    return true
  }

  async recordFailedAttempt(id: string): Promise<void> {
    const link = this.links.get(id)
    if (link) this.links.set(id, { ...link, failedAttempts: link.failedAttempts + 1 })
  }
}
