import type { RateLimitCounters } from '../../../application/ports/rate-limit-counters'
import type { Sqlite } from './sqlite-database'

/** Fixed-window counters in the embedded store: one upsert per hit. */
export class SqliteRateLimitCounters implements RateLimitCounters {
  private readonly upsert
  private readonly purge
  private readonly read
  private hits = 0

  constructor(db: Sqlite) {
    db.exec(`CREATE TABLE IF NOT EXISTS rate_limits (
      key TEXT NOT NULL, window_start INTEGER NOT NULL, reset_at INTEGER NOT NULL, count INTEGER NOT NULL,
      PRIMARY KEY (key, window_start)) WITHOUT ROWID`)
    this.upsert = db.prepare(`INSERT INTO rate_limits VALUES (?, ?, ?, 1)
      ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count, reset_at`)
    this.purge = db.prepare('DELETE FROM rate_limits WHERE reset_at < ?')
    this.read = db.prepare('SELECT count FROM rate_limits WHERE key = ? AND window_start = ?')
  }

  async hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }> {
    const t = now.getTime()
    if (++this.hits % 1000 === 0) this.purge.run(t)
    const windowStart = t - (t % windowMs)
    const row = this.upsert.get(key, windowStart, windowStart + windowMs) as unknown as { count: number; reset_at: number }
    return { count: row.count, resetAt: new Date(row.reset_at) }
  }

  async current(key: string, windowMs: number, now: Date): Promise<number> {
    const t = now.getTime()
    const row = this.read.get(key, t - (t % windowMs)) as unknown as { count: number } | undefined
    return row?.count ?? 0
  }
}
