import type { StatementSync } from 'node:sqlite'
import type { ChangeLog } from '../../../application/ports/change-log'
import { changeIdOf, sequenceOf } from '../../../domain/change-entries'
import type { ChangeRecord } from '../../../domain/change-record'
import type { EmbeddedStore } from './embedded-store'
import { decodeChange } from './sqlite-change-codec'
import type { SqliteChangeLogTable } from './sqlite-change-log-table'

/** Rows removed per statement by retention, so one sweep never holds the write lock for long. */
const PRUNE_CHUNK = 5000

/** Reads the embedded store's change log (written by SqliteDataLakeStore in its own transactions); values as stored. */
export class SqliteChangeLog implements ChangeLog {
  private readonly after: StatementSync
  private readonly last: StatementSync
  private readonly atOf: StatementSync
  private readonly bounds: StatementSync
  private readonly prune: StatementSync
  private readonly keepHighWater: StatementSync
  private readonly table: SqliteChangeLogTable

  constructor({ db, changeLog }: EmbeddedStore) {
    this.table = changeLog
    this.keepHighWater = db.prepare(
      'INSERT INTO change_log_state (id, high_water) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET high_water = MAX(high_water, excluded.high_water)',
    )
    this.after = db.prepare('SELECT seq, db, document_id, at, record FROM change_log WHERE db = ? AND seq > ? ORDER BY seq LIMIT ?')
    this.last = db.prepare('SELECT MAX(seq) AS seq FROM change_log WHERE db = ?')
    this.atOf = db.prepare('SELECT seq, at FROM change_log WHERE seq >= ? ORDER BY seq LIMIT 1')
    this.bounds = db.prepare('SELECT MIN(seq) AS low, MAX(seq) AS high FROM change_log')
    this.prune = db.prepare(
      'DELETE FROM change_log WHERE seq IN (SELECT seq FROM change_log WHERE seq <= ? AND at < ? ORDER BY seq LIMIT ?)',
    )
  }

  async listAfter(db: string, after: string | null, limit: number): Promise<ChangeRecord[]> {
    return parse(this.after.all(db, after === null ? 0 : cursor(after), limit))
  }

  async listForDocument(db: string, documentId: string, before: string | null, limit: number): Promise<ChangeRecord[]> {
    return parse(this.table.byDocument.listForDocument(db, documentId, before === null ? Number.MAX_SAFE_INTEGER : cursor(before), limit))
  }

  async lastId(db: string): Promise<string | null> {
    const row = this.last.get(db) as { seq: number | null }
    return row.seq === null ? null : changeIdOf(Number(row.seq))
  }

  /**
   * Records are appended in about time order, so the newest record older than the cutoff is found
   * by a binary search over the primary key (no index on time to maintain on every write), and the
   * records up to it that are older than the cutoff go, in chunks. A record out of order (a clock
   * step back) goes on a later run.
   */
  async removeOlderThan(cutoff: Date): Promise<number> {
    const { low, high } = this.bounds.get() as { low: number | null; high: number | null }
    if (low === null || high === null) return 0
    let [lo, hi, last] = [Number(low), Number(high), 0]
    while (lo <= hi) {
      const mid = Math.floor((lo + hi) / 2)
      const row = this.atOf.get(mid) as { seq: number; at: number } | undefined
      if (row && row.at < cutoff.getTime()) {
        last = Number(row.seq)
        lo = Number(row.seq) + 1
      } else hi = mid - 1
    }
    // Ids stay unique after a restart even if every record goes.
    this.keepHighWater.run(this.table.highWater())
    let removed = 0
    for (;;) {
      const changes = Number(this.prune.run(last, cutoff.getTime(), PRUNE_CHUNK).changes)
      removed += changes
      if (changes < PRUNE_CHUNK) break
    }
    if (removed > 0) this.table.byDocument.prune(last)
    return removed
  }
}

/** A cursor the HTTP layer already checked; anything else reads as "nothing after". */
function cursor(id: string): number {
  return sequenceOf(id) ?? Number.MAX_SAFE_INTEGER
}

function parse(rows: unknown[]): ChangeRecord[] {
  return (rows as Parameters<typeof decodeChange>[0][]).map((row) => decodeChange(row, changeIdOf(Number(row.seq))))
}
