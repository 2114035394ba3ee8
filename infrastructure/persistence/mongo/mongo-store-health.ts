import type { Db } from 'mongodb'
import type { StoreHealth } from '../../../application/ports/store-health'
import { DEFAULT_LIMITS, type MongoLimits } from './mongo-client'

/** MongoDB is healthy while it answers `ping` within the client's time limits. */
export class MongoStoreHealth implements StoreHealth {
  constructor(
    private readonly db: Db,
    private readonly limits: MongoLimits = DEFAULT_LIMITS,
  ) {}

  async ping(): Promise<boolean> {
    try {
      const answer = await this.db.command({ ping: 1, maxTimeMS: Math.min(this.limits.maxTimeMS, 2000) })
      return answer.ok === 1
    } catch {
      return false
    }
  }
}
