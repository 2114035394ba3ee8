import type { StatementSync } from 'node:sqlite'
import { changeIdOf } from '../../../domain/change-entries'
import type { ChangeRecord } from '../../../domain/change-record'
import type { Sqlite } from './sqlite-database'

/**
 * The change log's table in the embedded store, written inside the data lake's own transactions
 * (the write batcher's group commit carries the records in the same batch as the documents).
 * Sequence numbers come from a counter in this process (the DATA_DIR lock makes it the only
 * writer), seeded from AUTOINCREMENT's high-water mark so an id is never reused, even after
 * retention emptied the table. A rolled-back write leaves a gap, which readers never notice.
 */
export class SqliteChangeLogTable {
  private sequence: number
  private readonly insert: StatementSync
  private readonly used: StatementSync

  constructor(db: Sqlite) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS change_log (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        db TEXT NOT NULL,
        document_id TEXT,
        at INTEGER NOT NULL,
        record TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS change_log_db ON change_log (db, seq);
      CREATE INDEX IF NOT EXISTS change_log_document ON change_log (db, document_id, seq) WHERE document_id IS NOT NULL;
    `)
    const high = db.prepare(`SELECT seq FROM sqlite_sequence WHERE name = 'change_log'`).get() as { seq: number } | undefined
    this.sequence = Number(high?.seq ?? 0)
    this.insert = db.prepare('INSERT INTO change_log (seq, db, document_id, at, record) VALUES (?, ?, ?, ?, ?)')
    this.used = db.prepare('SELECT 1 FROM change_log WHERE db = ? LIMIT 1')
  }

  /** The id the next record will carry; call once per record, inside the write. */
  nextId(): string {
    return changeIdOf(++this.sequence)
  }

  /** Appends a record whose id came from nextId(); runs inside the caller's transaction. */
  append(record: ChangeRecord): void {
    this.insert.run(Number(record.id), record.db, record.documentId, Date.parse(record.at), JSON.stringify(record))
  }

  /** True when a database of this name ever logged a change (a new database must not inherit its log). */
  hasRecords(db: string): boolean {
    return this.used.get(db) !== undefined
  }
}

const tables = new WeakMap<Sqlite, SqliteChangeLogTable>()

/** The one change-log table of a handle, so the data lake and the change log's reader share its counter. */
export function changeLogTableOf(db: Sqlite): SqliteChangeLogTable {
  let table = tables.get(db)
  if (!table) {
    table = new SqliteChangeLogTable(db)
    tables.set(db, table)
  }
  return table
}
