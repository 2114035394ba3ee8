import type { IdempotencyClaim, IdempotencyStore, KeptAnswer } from '../../application/ports/idempotency-store'

interface Entry {
  fingerprint: string
  answer: KeptAnswer | null
  lockedUntil: number
  expiresAt: number
}

/** Idempotency keys in a Map, with the store's claim rules. */
export class InMemoryIdempotencyStore implements IdempotencyStore {
  readonly entries = new Map<string, Entry>()

  async claim(userId: string, key: string, fingerprint: string, now: Date, lockedUntil: Date, expiresAt: Date): Promise<IdempotencyClaim> {
    const id = `${userId}\u0000${key}`
    const entry = this.entries.get(id)
    const free = !entry || entry.expiresAt <= now.getTime() || (entry.answer === null && entry.lockedUntil <= now.getTime())
    if (free) {
      this.entries.set(id, { fingerprint, answer: null, lockedUntil: lockedUntil.getTime(), expiresAt: expiresAt.getTime() })
      return { claimed: true }
    }
    return { claimed: false, fingerprint: entry.fingerprint, answer: entry.answer && { ...entry.answer } }
  }

  async complete(userId: string, key: string, answer: KeptAnswer): Promise<void> {
    const entry = this.entries.get(`${userId}\u0000${key}`)
    if (entry) entry.answer = { ...answer }
  }

  async release(userId: string, key: string): Promise<void> {
    const id = `${userId}\u0000${key}`
    if (this.entries.get(id)?.answer === null) this.entries.delete(id)
  }
}
