import type { Db } from 'mongodb'
import type { StoreHealth } from '../../../application/ports/store-health'
import { DEFAULT_LIMITS, type MongoLimits } from './mongo-client'

/** Consecutive failed pings (readiness probes) after which the client's topology is built again. */
export const RESET_AFTER_FAILED_PINGS = 5

/**
 * MongoDB is healthy while it answers `ping` within the client's time limits. After several failed
 * pings in a row the client is closed and connected again: on Bun the driver's server monitor was
 * seen to stay stuck after the server came back (docs/operations.md), and a new topology finds it.
 * Requests in flight then fail as unavailable (503), as they do during the outage anyway.
 */
export class MongoStoreHealth implements StoreHealth {
  private failedPings = 0
  private resetting: Promise<void> | null = null

  constructor(
    private readonly db: Db,
    private readonly limits: MongoLimits = DEFAULT_LIMITS,
  ) {}

  async ping(): Promise<boolean> {
    try {
      const answer = await this.db.command({ ping: 1, maxTimeMS: Math.min(this.limits.maxTimeMS, 2000) })
      this.failedPings = 0
      return answer.ok === 1
    } catch {
      if (++this.failedPings >= RESET_AFTER_FAILED_PINGS && this.resetting === null) {
        this.failedPings = 0
        this.resetting = this.resetClient().finally(() => {
          this.resetting = null
        })
      }
      return false
    }
  }

  private async resetClient(): Promise<void> {
    const client = this.db.client
    await client.close().catch(() => undefined)
    await client.connect().catch(() => undefined)
  }
}
