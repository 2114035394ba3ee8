import type { StatementSync } from 'node:sqlite'
import type { IdempotencyClaim, IdempotencyStore, KeptAnswer } from '../../../application/ports/idempotency-store'
import type { Sqlite } from './sqlite-database'

interface Row {
  fingerprint: string
  status: number | null
  body: string | null
  etag: string | null
}

/** Idempotency keys in the embedded store: a claim is one INSERT … ON CONFLICT that takes over only a free entry. */
export class SqliteIdempotencyStore implements IdempotencyStore {
  private readonly claimOne: StatementSync
  private readonly read: StatementSync
  private readonly keep: StatementSync
  private readonly drop: StatementSync
  private readonly sweep: StatementSync
  private claims = 0

  constructor(db: Sqlite) {
    db.exec(`CREATE TABLE IF NOT EXISTS idempotency_keys (
      user_id TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL,
      status INTEGER, body TEXT, etag TEXT, locked_until INTEGER NOT NULL, expires_at INTEGER NOT NULL,
      PRIMARY KEY (user_id, key)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS idempotency_keys_expiry ON idempotency_keys (expires_at);`)
    this.claimOne =
      db.prepare(`INSERT INTO idempotency_keys (user_id, key, fingerprint, locked_until, expires_at) VALUES (?1, ?2, ?3, ?5, ?6)
      ON CONFLICT (user_id, key) DO UPDATE SET fingerprint = ?3, status = NULL, body = NULL, etag = NULL, locked_until = ?5, expires_at = ?6
      WHERE expires_at <= ?4 OR (status IS NULL AND locked_until <= ?4)`)
    this.read = db.prepare('SELECT fingerprint, status, body, etag FROM idempotency_keys WHERE user_id = ? AND key = ?')
    this.keep = db.prepare('UPDATE idempotency_keys SET status = ?, body = ?, etag = ? WHERE user_id = ? AND key = ?')
    this.drop = db.prepare('DELETE FROM idempotency_keys WHERE user_id = ? AND key = ? AND status IS NULL')
    this.sweep = db.prepare('DELETE FROM idempotency_keys WHERE expires_at <= ?')
  }

  async claim(userId: string, key: string, fingerprint: string, now: Date, lockedUntil: Date, expiresAt: Date): Promise<IdempotencyClaim> {
    // Expired entries go now and then, so the table holds about a day of keys.
    if (++this.claims % 500 === 0) this.sweep.run(now.getTime())
    if (Number(this.claimOne.run(userId, key, fingerprint, now.getTime(), lockedUntil.getTime(), expiresAt.getTime()).changes) === 1)
      return { claimed: true }
    const row = this.read.get(userId, key) as Row | undefined
    if (!row) return { claimed: true }
    return {
      claimed: false,
      fingerprint: row.fingerprint,
      answer: row.status === null ? null : { status: row.status, body: row.body ?? '', etag: row.etag },
    }
  }

  async complete(userId: string, key: string, answer: KeptAnswer): Promise<void> {
    this.keep.run(answer.status, answer.body, answer.etag, userId, key)
  }

  async release(userId: string, key: string): Promise<void> {
    this.drop.run(userId, key)
  }
}
