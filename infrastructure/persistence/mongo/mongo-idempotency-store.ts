import type { Db } from 'mongodb'
import type { IdempotencyClaim, IdempotencyStore, KeptAnswer } from '../../../application/ports/idempotency-store'
import { isDuplicateKey, type MongoLimits } from './mongo-client'
import { MongoExpirySweeper } from './mongo-expiry-sweeper'

export const IDEMPOTENCY_KEYS = 'idempotency_keys'

interface Entry {
  _id: string
  fingerprint: string
  answer: KeptAnswer | null
  lockedUntil: Date
  expiresAt: Date
}

/** Idempotency keys in MongoDB, shared by every instance: a claim is an insert, or a conditional takeover of a free entry. */
export class MongoIdempotencyStore implements IdempotencyStore {
  private readonly sweeper: MongoExpirySweeper

  constructor(
    private readonly db: Db,
    private readonly limits: MongoLimits,
  ) {
    this.sweeper = new MongoExpirySweeper(this.keys(), 'expiresAt', limits)
  }

  async claim(userId: string, key: string, fingerprint: string, now: Date, lockedUntil: Date, expiresAt: Date): Promise<IdempotencyClaim> {
    const _id = idOf(userId, key)
    const fresh: Entry = { _id, fingerprint, answer: null, lockedUntil, expiresAt }
    await this.sweeper.afterWrite(now)
    try {
      await this.keys().insertOne(fresh, this.limits)
      return { claimed: true }
    } catch (error) {
      if (!isDuplicateKey(error)) throw error
    }
    const takeover = await this.keys().findOneAndUpdate(
      { _id, $or: [{ expiresAt: { $lte: now } }, { answer: null, lockedUntil: { $lte: now } }] },
      { $set: { fingerprint, answer: null, lockedUntil, expiresAt } },
      this.limits,
    )
    if (takeover) return { claimed: true }
    const entry = await this.keys().findOne({ _id }, this.limits)
    if (!entry) return this.claim(userId, key, fingerprint, now, lockedUntil, expiresAt)
    return { claimed: false, fingerprint: entry.fingerprint, answer: entry.answer }
  }

  async complete(userId: string, key: string, answer: KeptAnswer): Promise<void> {
    await this.keys().updateOne({ _id: idOf(userId, key) }, { $set: { answer: { ...answer } } }, this.limits)
  }

  async release(userId: string, key: string): Promise<void> {
    await this.keys().deleteOne({ _id: idOf(userId, key), answer: null }, this.limits)
  }

  private keys() {
    return this.db.collection<Entry>(IDEMPOTENCY_KEYS)
  }
}

function idOf(userId: string, key: string): string {
  return `${userId}:${key}`
}
