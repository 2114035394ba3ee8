import type { Collection, Db } from 'mongodb'
import type { RateLimitCounters } from '../../../application/ports/rate-limit-counters'
import { DEFAULT_LIMITS, isDuplicateKey, type MongoLimits } from './mongo-client'
import { MongoExpirySweeper } from './mongo-expiry-sweeper'

interface WindowDocument {
  _id: string
  count: number
  /** End of the window; the TTL index removes the document after it. */
  resetAt: Date
}

// Not `rate_limits`: that has the shape of a data lake database's internal name (slug_6chars).
export const RATE_LIMITS = 'rate_limit_windows'

/** Fixed-window counters in MongoDB: one upserted $inc per hit, shared by every instance. */
export class MongoRateLimitCounters implements RateLimitCounters {
  private readonly windows: Collection<WindowDocument>
  private readonly sweeper: MongoExpirySweeper

  constructor(
    db: Db,
    private readonly limits: MongoLimits = DEFAULT_LIMITS,
  ) {
    this.windows = db.collection<WindowDocument>(RATE_LIMITS)
    this.sweeper = new MongoExpirySweeper(this.windows, 'resetAt', limits, 1000)
  }

  async hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }> {
    const start = windowStart(now, windowMs)
    const _id = `${key}@${start}`
    const update = { $inc: { count: 1 }, $setOnInsert: { resetAt: new Date(start + windowMs) } }
    let after: WindowDocument | null
    try {
      after = await this.windows.findOneAndUpdate({ _id }, update, { ...this.limits, upsert: true, returnDocument: 'after' })
    } catch (error) {
      // Two first hits of one window raced to insert it; the loser's retry finds it and counts.
      if (!isDuplicateKey(error)) throw error
      after = await this.windows.findOneAndUpdate({ _id }, update, { ...this.limits, upsert: true, returnDocument: 'after' })
    }
    await this.sweeper.afterWrite(now)
    if (!after) throw new Error('rate-limit upsert returned nothing')
    return { count: after.count, resetAt: after.resetAt }
  }

  async current(key: string, windowMs: number, now: Date): Promise<number> {
    const doc = await this.windows.findOne({ _id: `${key}@${windowStart(now, windowMs)}` }, this.limits)
    return doc?.count ?? 0
  }
}

function windowStart(now: Date, windowMs: number): number {
  const t = now.getTime()
  return t - (t % windowMs)
}
