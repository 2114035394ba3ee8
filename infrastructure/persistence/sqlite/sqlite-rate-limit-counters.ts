import type { RateLimitCounters } from '../../../application/ports/rate-limit-counters'
import type { EmbeddedStore } from './embedded-store'
import type { SqliteWriteBatcher } from './sqlite-write-batcher'

interface PendingHits {
  count: number
  written: Promise<{ count: number; reset_at: number }>
}

/**
 * Fixed-window counters in the embedded store. Hits are group-committed (every public request
 * counts one, and a commit per hit would cap those endpoints), and the hits of one key in one batch
 * are added by a single upsert; each caller still gets its exact count, after its batch has committed.
 */
export class SqliteRateLimitCounters implements RateLimitCounters {
  private readonly upsert
  private readonly purge
  private readonly read
  private upserts = 0
  private readonly pending = new Map<string, PendingHits>()
  private readonly writes: SqliteWriteBatcher

  constructor({ db, batcher }: EmbeddedStore) {
    this.writes = batcher
    db.exec(`CREATE TABLE IF NOT EXISTS rate_limits (
      key TEXT NOT NULL, window_start INTEGER NOT NULL, reset_at INTEGER NOT NULL, count INTEGER NOT NULL,
      PRIMARY KEY (key, window_start)) WITHOUT ROWID`)
    this.upsert = db.prepare(`INSERT INTO rate_limits VALUES (?, ?, ?, ?)
      ON CONFLICT (key, window_start) DO UPDATE SET count = count + excluded.count RETURNING count, reset_at`)
    this.purge = db.prepare('DELETE FROM rate_limits WHERE reset_at < ?')
    this.read = db.prepare('SELECT count FROM rate_limits WHERE key = ? AND window_start = ?')
  }

  async hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }> {
    const t = now.getTime()
    const windowStart = t - (t % windowMs)
    const slot = `${key}\u0000${windowStart}`
    let pending = this.pending.get(slot)
    if (!pending) {
      const hits: PendingHits = { count: 0, written: Promise.resolve({ count: 0, reset_at: 0 }) }
      // Atomic: the upsert is the one change that matters; a purge may stand when the upsert fails.
      hits.written = this.writes.run(() => {
        this.pending.delete(slot)
        if (++this.upserts % 1000 === 0) this.purge.run(t)
        return this.upsert.get(key, windowStart, windowStart + windowMs, hits.count) as unknown as { count: number; reset_at: number }
      }, true)
      this.pending.set(slot, hits)
      pending = hits
    }
    // The hits of one key in one batch are added by one upsert; each caller's count is its own place among them.
    const place = ++pending.count
    const row = await pending.written
    return { count: row.count - pending.count + place, resetAt: new Date(row.reset_at) }
  }

  async current(key: string, windowMs: number, now: Date): Promise<number> {
    const t = now.getTime()
    const row = this.read.get(key, t - (t % windowMs)) as unknown as { count: number } | undefined
    return row?.count ?? 0
  }
}
