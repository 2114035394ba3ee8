import type { Db } from 'mongodb'
import type { ChangeNotifier } from '../../../application/ports/change-log'
import { CHANGE_LOG, type StoredChange } from './mongo-change-log-appender'
import type { MongoLimits } from './mongo-client'

/** How often the tailing read looks for records other instances appended. */
export const TAIL_INTERVAL_MS = 250
/** How far back each tailing read looks, so a record whose `at` lags its insert is still seen. */
const LOOKBACK_MS = 5000

/**
 * Tells listeners which database's change log grew: writes of this instance at once (the data
 * lake calls `notify` after each write), writes of other instances through a tailing read of the
 * log every TAIL_INTERVAL_MS while anyone listens (FerretDB has no change streams). Listeners
 * re-read the log from their own cursor, so a repeated or early signal costs one read, never a record.
 */
export class MongoChangeNotifier implements ChangeNotifier {
  private readonly listeners = new Set<(db: string) => void>()
  private readonly seen = new Map<string, number>()
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly db: Db,
    private readonly limits: MongoLimits,
    private readonly interval = TAIL_INTERVAL_MS,
  ) {}

  subscribe(listener: (db: string) => void): () => void {
    this.listeners.add(listener)
    if (this.timer === null) this.schedule()
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0 && this.timer !== null) {
        clearTimeout(this.timer)
        this.timer = null
      }
    }
  }

  notify(db: string): void {
    for (const listener of this.listeners) {
      try {
        listener(db)
      } catch {
        // A listener's failure is its own; the write has committed.
      }
    }
  }

  private schedule(): void {
    this.timer = setTimeout(() => void this.tail().finally(() => this.listeners.size > 0 && this.schedule()), this.interval)
    this.timer.unref?.()
  }

  private async tail(): Promise<void> {
    const since = new Date(Date.now() - LOOKBACK_MS)
    try {
      const rows = await this.db
        .collection<StoredChange>(CHANGE_LOG)
        .find({ at: { $gte: since } }, { ...this.limits, projection: { _id: 1, db: 1, at: 1 } })
        .toArray()
      const grown = new Set<string>()
      for (const row of rows) {
        if (this.seen.has(row._id)) continue
        this.seen.set(row._id, row.at.getTime())
        grown.add(row.db)
      }
      for (const [id, at] of this.seen) if (at < since.getTime()) this.seen.delete(id)
      for (const db of grown) this.notify(db)
    } catch {
      // The store is away: the next round tries again.
    }
  }
}
