import type { IdempotencyClaim, IdempotencyStore, KeptAnswer } from '../../application/ports/idempotency-store'
import type { CounterMetric } from '../../application/ports/metrics'

/** An IdempotencyStore that counts its claims: new (ran), replayed (kept answer given again), held (still running or reused). */
export class MeasuredIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly inner: IdempotencyStore,
    private readonly claims: CounterMetric,
  ) {}

  async claim(userId: string, key: string, fingerprint: string, now: Date, lockedUntil: Date, expiresAt: Date): Promise<IdempotencyClaim> {
    const claim = await this.inner.claim(userId, key, fingerprint, now, lockedUntil, expiresAt)
    this.claims.inc([claim.claimed ? 'new' : claim.answer !== null && claim.fingerprint === fingerprint ? 'replayed' : 'held'])
    return claim
  }

  complete(userId: string, key: string, answer: KeptAnswer): Promise<void> {
    return this.inner.complete(userId, key, answer)
  }

  release(userId: string, key: string): Promise<void> {
    return this.inner.release(userId, key)
  }
}
