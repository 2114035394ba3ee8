/** A kept answer: status, body text (encrypted at rest by the use case) and ETag. */
export interface KeptAnswer {
  readonly status: number
  readonly body: string
  readonly etag: string | null
}

/** What a claim found: the key is now this request's, or an earlier request holds it (still running when `answer` is null). */
export type IdempotencyClaim =
  | { readonly claimed: true }
  | { readonly claimed: false; readonly fingerprint: string; readonly answer: KeptAnswer | null }

/**
 * Idempotency keys per user, shared by every instance. A key is claimed by the first request
 * that sends it; its answer is kept until `expiresAt`. A claim whose request died (no answer by
 * `lockedUntil`) or whose entry expired may be claimed again.
 */
export interface IdempotencyStore {
  /** Claims (userId, key) for a request with this fingerprint, atomically; else answers what holds it. */
  claim(userId: string, key: string, fingerprint: string, now: Date, lockedUntil: Date, expiresAt: Date): Promise<IdempotencyClaim>
  /** Keeps the answer of a claimed key. */
  complete(userId: string, key: string, answer: KeptAnswer): Promise<void>
  /** Gives a claimed key up (its request failed), so a retry runs again. */
  release(userId: string, key: string): Promise<void>
}
