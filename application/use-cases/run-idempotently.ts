import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import type { Clock } from '../ports/clock'
import type { FieldCipher } from '../ports/field-cipher'
import type { IdempotencyStore, KeptAnswer } from '../ports/idempotency-store'
import { TOKENS } from '../ports/tokens'

const KEY = /^[\x20-\x7e]{1,255}$/
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
/** A claim whose request has not answered within this long is taken to have died (its instance stopped). */
export const IDEMPOTENCY_LOCK_MS = 60 * 1000

/**
 * Idempotency-Key (IETF httpapi draft): the first successful answer to a request is kept for 24
 * hours per user and key, and a retry of the same request gets it again without running. The
 * same key with another request is 422; a retry while the first still runs is 409. A request that
 * fails releases its key, so it can be retried. Kept bodies are encrypted at rest (they may hold
 * sensitive values), bound to the user and the key.
 */
@injectable()
export class RunIdempotently {
  constructor(
    @inject(TOKENS.IdempotencyStore) private readonly store: IdempotencyStore,
    @inject(TOKENS.FieldCipher) private readonly cipher: FieldCipher,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(
    input: { userId: string; key: string; fingerprint: string },
    work: () => Promise<KeptAnswer>,
  ): Promise<{ answer: KeptAnswer; replayed: boolean }> {
    if (!KEY.test(input.key)) {
      throw DomainError.validation('Idempotency-Key must be 1 to 255 printable ASCII characters', [
        { path: 'Idempotency-Key', message: 'must be 1 to 255 printable ASCII characters' },
      ])
    }
    const now = this.clock.now()
    const claim = await this.store.claim(
      input.userId,
      input.key,
      input.fingerprint,
      now,
      new Date(now.getTime() + IDEMPOTENCY_LOCK_MS),
      new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
    )
    if (!claim.claimed) {
      if (claim.fingerprint !== input.fingerprint)
        throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with a different request')
      if (claim.answer === null)
        throw new DomainError('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still running; retry later')
      return { answer: { ...claim.answer, body: this.open(input, claim.answer.body) }, replayed: true }
    }
    let answer: KeptAnswer
    try {
      answer = await work()
    } catch (error) {
      await this.store.release(input.userId, input.key).catch(() => undefined)
      throw error
    }
    await this.store.complete(input.userId, input.key, { ...answer, body: this.cipher.encrypt(answer.body, this.location(input)) })
    return { answer, replayed: false }
  }

  private open(input: { userId: string; key: string }, stored: string): string {
    return this.cipher.decrypt(stored, this.location(input)) as string
  }

  private location(input: { userId: string; key: string }) {
    return { database: 'idempotency', documentId: input.userId, variableId: input.key }
  }
}
