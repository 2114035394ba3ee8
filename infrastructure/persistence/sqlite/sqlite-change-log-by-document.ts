import type { StatementSync } from 'node:sqlite'
import type { Sqlite } from './sqlite-database'

/** Records appended before the next indexing step: also the most a history read scans unindexed. */
export const INDEX_EVERY = 1024
/** Index keys looked at per retention statement, so pruning never holds the write lock for long. */
const PRUNE_CHUNK = 5000

export type ChangeRow = { seq: number; db: string; document_id: string | null; at: number; record: string }

/**
 * The change log's lookup by document (a document's history, newest first), kept as a table of its
 * own (db, document_id, seq) filled in steps of INDEX_EVERY records, instead of an index that SQLite
 * maintains on every append. Such an index puts each write to a document into that document's leaf
 * page: a PATCH then dirtied one more page per write, which the group commit wrote to the WAL
 * (measured: 26 µs of a 72 µs PATCH; docs/performance.md). A step instead writes each document's new
 * keys together, sorted, once per INDEX_EVERY records. A history read takes the indexed part and
 * the unindexed tail (records after `through`, found by their sequence, at most INDEX_EVERY).
 */
export class SqliteChangeLogByDocument {
  private through: number
  private indexing = false
  private readonly fill: StatementSync
  private readonly keep: StatementSync
  private readonly tail: StatementSync
  private readonly indexed: StatementSync
  private readonly keyAfter: StatementSync
  private readonly dropRange: StatementSync
  private readonly dropRest: StatementSync

  constructor(
    private readonly db: Sqlite,
    /** Runs the indexing step as a write of the store's next group commit. */
    private readonly schedule: (work: () => void) => Promise<unknown>,
  ) {
    const created = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'change_log_documents'").get() === undefined
    db.exec(`
      BEGIN IMMEDIATE;
      CREATE TABLE IF NOT EXISTS change_log_documents (
        db TEXT NOT NULL, document_id TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (db, document_id, seq)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS change_log_indexed (id INTEGER PRIMARY KEY CHECK (id = 1), through INTEGER NOT NULL);
      ${created ? 'INSERT INTO change_log_documents SELECT db, document_id, seq FROM change_log WHERE document_id IS NOT NULL ORDER BY db, document_id, seq;' : ''}
      ${created ? 'INSERT OR REPLACE INTO change_log_indexed (id, through) SELECT 1, COALESCE(MAX(seq), 0) FROM change_log;' : ''}
      DROP INDEX IF EXISTS change_log_document;
      COMMIT;
    `)
    const state = db.prepare('SELECT through FROM change_log_indexed WHERE id = 1').get() as { through: number } | undefined
    this.through = Number(state?.through ?? 0)
    this.fill = db.prepare(
      'INSERT OR IGNORE INTO change_log_documents SELECT db, document_id, seq FROM change_log WHERE seq > ? AND seq <= ? AND document_id IS NOT NULL ORDER BY db, document_id, seq',
    )
    this.keep = db.prepare(
      'INSERT INTO change_log_indexed (id, through) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET through = excluded.through',
    )
    const columns = 'c.seq, c.db, c.document_id, c.at, c.record'
    this.tail = db.prepare(
      `SELECT ${columns} FROM change_log c WHERE c.seq > ? AND c.seq < ? AND c.db = ? AND c.document_id = ? ORDER BY c.seq DESC LIMIT ?`,
    )
    this.indexed = db.prepare(
      `SELECT ${columns} FROM change_log_documents d JOIN change_log c ON c.seq = d.seq WHERE d.db = ? AND d.document_id = ? AND d.seq < ? ORDER BY d.seq DESC LIMIT ?`,
    )
    this.keyAfter = db.prepare(
      `SELECT db, document_id, seq FROM change_log_documents WHERE (db, document_id, seq) > (?, ?, ?) ORDER BY db, document_id, seq LIMIT 1 OFFSET ${PRUNE_CHUNK - 1}`,
    )
    // Retention may keep a record older than the last one it removed (a clock stepped back): its key stays.
    const gone = 'seq <= ? AND NOT EXISTS (SELECT 1 FROM change_log c WHERE c.seq = change_log_documents.seq)'
    this.dropRange = db.prepare(
      `DELETE FROM change_log_documents WHERE (db, document_id, seq) > (?, ?, ?) AND (db, document_id, seq) <= (?, ?, ?) AND ${gone}`,
    )
    this.dropRest = db.prepare(`DELETE FROM change_log_documents WHERE (db, document_id, seq) > (?, ?, ?) AND ${gone}`)
  }

  /** Told after each append with the last sequence number handed out; starts an indexing step every INDEX_EVERY records. */
  appended(sequence: number): void {
    if (this.indexing || sequence - this.through < INDEX_EVERY) return
    this.indexing = true
    const upTo = sequence
    const from = this.through
    this.schedule(() => {
      this.fill.run(from, upTo)
      this.keep.run(upTo)
    }).then(
      // Only once committed: until then readers take these records from the tail.
      () => {
        this.through = Math.max(this.through, upTo)
        this.indexing = false
      },
      () => {
        this.indexing = false
      },
    )
  }

  /** One document's records before `before`, newest first: the unindexed tail, then the indexed part. */
  listForDocument(db: string, documentId: string, before: number, limit: number): ChangeRow[] {
    const through = this.through
    const recent = before > through + 1 ? (this.tail.all(through, before, db, documentId, limit) as ChangeRow[]) : []
    if (recent.length >= limit) return recent
    const older = this.indexed.all(db, documentId, Math.min(before, through + 1), limit - recent.length) as ChangeRow[]
    return recent.length === 0 ? older : [...recent, ...older]
  }

  /**
   * Forgets the keys of records up to `last` once retention removed them (a key without its record is
   * never answered: the read joins the log). Walks the keys in chunks of PRUNE_CHUNK by key range.
   */
  prune(last: number): void {
    let from: [string, string, number] = ['', '', -1]
    for (;;) {
      const next = this.keyAfter.get(...from) as { db: string; document_id: string; seq: number } | undefined
      if (!next) {
        this.dropRest.run(...from, last)
        return
      }
      const to: [string, string, number] = [next.db, next.document_id, Number(next.seq)]
      this.dropRange.run(...from, ...to, last)
      from = to
    }
  }
}
