import type { StatementSync } from 'node:sqlite'
import { type ChangeStamp, changeIdOf, type DocumentWrite, databaseRecord, documentRecord } from '../../../domain/change-entries'
import type { ChangeRecord, VariablesChangeSummary } from '../../../domain/change-record'
import { encodeChange } from './sqlite-change-codec'
import { SqliteChangeLogByDocument } from './sqlite-change-log-by-document'
import type { Sqlite } from './sqlite-database'

/**
 * The change log's table in the embedded store, written inside the data lake's own transactions
 * (the write batcher's group commit carries the records in the same batch as the documents).
 * Sequence numbers come from a counter in this process (the DATA_DIR lock makes it the only
 * writer), seeded from the highest id stored or, when retention emptied the table, the high-water
 * mark retention keeps (`change_log_state`), so an id is never reused. (AUTOINCREMENT would do the
 * same at one more write per record.) A rolled-back write leaves a gap, which readers never notice.
 */
export class SqliteChangeLogTable {
  private sequence: number
  private readonly insert: StatementSync
  private readonly used: StatementSync
  /** The lookup by document, filled in steps (sqlite-change-log-by-document.ts). */
  readonly byDocument: SqliteChangeLogByDocument

  /** `schedule` runs work as a write of the store's next group commit. */
  constructor(db: Sqlite, schedule: (work: () => void) => Promise<unknown>) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS change_log (
        seq INTEGER PRIMARY KEY,
        db TEXT NOT NULL,
        document_id TEXT,
        at INTEGER NOT NULL,
        record TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS change_log_db ON change_log (db, seq);
      CREATE TABLE IF NOT EXISTS change_log_state (id INTEGER PRIMARY KEY CHECK (id = 1), high_water INTEGER NOT NULL);
    `)
    const stored = db.prepare('SELECT MAX(seq) AS seq FROM change_log').get() as { seq: number | null }
    const kept = db.prepare('SELECT high_water FROM change_log_state WHERE id = 1').get() as { high_water: number } | undefined
    this.sequence = Math.max(Number(stored.seq ?? 0), Number(kept?.high_water ?? 0))
    this.insert = db.prepare('INSERT INTO change_log (seq, db, document_id, at, record) VALUES (?, ?, ?, ?, ?)')
    this.used = db.prepare('SELECT 1 FROM change_log WHERE db = ? LIMIT 1')
    this.byDocument = new SqliteChangeLogByDocument(db, schedule)
  }

  /** The id the next record will carry; call once per record, inside the write. */
  nextId(): string {
    return changeIdOf(++this.sequence)
  }

  /** Appends a record whose id came from nextId(); runs inside the caller's transaction. */
  append(record: ChangeRecord): void {
    this.insert.run(Number(record.id), record.db, record.documentId, Date.parse(record.at), encodeChange(record))
    this.byDocument.appended(record.db, record.documentId, this.sequence)
  }

  /** The last id handed out, for retention to keep before it removes records. */
  highWater(): number {
    return this.sequence
  }

  /** Appends the record of one document write (domain/change-entries.ts builds it). */
  appendDocument(stamp: ChangeStamp, db: string, write: DocumentWrite): void {
    this.append(documentRecord(stamp, this.nextId(), db, write))
  }

  /** Appends the record of a database-wide change (create, delete, variables). */
  appendDatabase(
    stamp: ChangeStamp,
    db: string,
    op: 'database.create' | 'database.delete' | 'variables',
    changes: [] | VariablesChangeSummary,
  ): void {
    this.append(databaseRecord(stamp, this.nextId(), db, op, changes))
  }

  /** True when a database of this name ever logged a change (a new database must not inherit its log). */
  hasRecords(db: string): boolean {
    return this.used.get(db) !== undefined
  }
}
