import type { StatementSync } from 'node:sqlite'
import type { Sqlite } from './sqlite-database'

/** Records appended before the next indexing cycle starts: also how many the in-memory tail holds at most, plus the inflow of one cycle. */
export const INDEX_EVERY = 16384
/** Keys written per group commit of an indexing cycle, so no commit is held long. */
export const INDEX_CHUNK = 1024
/** Index keys looked at per retention statement, so pruning never holds the write lock for long. */
const PRUNE_CHUNK = 5000

export type ChangeRow = { seq: number; db: string; document_id: string | null; at: number; record: string }

/**
 * The change log's lookup by document (a document's history, newest first), kept as a table of its
 * own (db, document_id, seq) written in cycles, instead of an index SQLite maintains on every append.
 * Such an index puts each write to a document into that document's leaf page: a PATCH then dirtied
 * one more page per write for the group commit to write to the WAL (docs/performance.md). Records
 * after `through` (the last record indexed and committed) are found through an in-memory tail
 * keyed by document, rebuilt from the log at start; every INDEX_EVERY records a cycle writes the
 * tail's keys in key order, INDEX_CHUNK per group commit, so a chunk fills a few leaf pages with
 * many keys each instead of one key in each of many pages. The tail may name a record whose write
 * rolled back or that retention removed: reads fetch records by sequence and skip what is absent.
 */
export class SqliteChangeLogByDocument {
  private through: number
  private indexing = false
  /** The records after `through` (ascending sequence numbers), as three parallel arrays: appending costs three pushes. */
  private tail: Tail = { dbs: [], documents: [], seqs: [] }
  /** Whether the tail is in key order (each append compared with the one before). */
  private ordered = true
  private readonly insertKey: StatementSync
  private readonly fillRange: StatementSync
  private readonly keep: StatementSync
  private readonly bySeq: StatementSync
  private readonly indexed: StatementSync
  private readonly keyAfter: StatementSync
  private readonly dropRange: StatementSync
  private readonly dropRest: StatementSync

  constructor(
    private readonly db: Sqlite,
    /** Runs an indexing chunk as a write of the store's next group commit. */
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
    const unindexed = db.prepare('SELECT seq, db, document_id FROM change_log WHERE seq > ? AND document_id IS NOT NULL ORDER BY seq')
    for (const row of unindexed.all(this.through) as { seq: number; db: string; document_id: string }[])
      this.remember(row.db, row.document_id, Number(row.seq))
    this.insertKey = db.prepare('INSERT OR IGNORE INTO change_log_documents (db, document_id, seq) VALUES (?, ?, ?)')
    this.fillRange = db.prepare(
      'INSERT OR IGNORE INTO change_log_documents SELECT db, document_id, seq FROM change_log WHERE seq >= ? AND seq <= ? AND document_id IS NOT NULL',
    )
    this.keep = db.prepare(
      'INSERT INTO change_log_indexed (id, through) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET through = excluded.through',
    )
    const columns = 'c.seq, c.db, c.document_id, c.at, c.record'
    this.bySeq = db.prepare(`SELECT ${columns} FROM change_log c WHERE c.seq = ?`)
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

  /**
   * Told of each record of a document as it is appended (inside its write). Starts an indexing cycle
   * every INDEX_EVERY records, or every INDEX_CHUNK while the tail is in key order (inserts of new
   * documents: waiting gathers nothing, and the newest records are still in SQLite's page cache).
   */
  appended(db: string, documentId: string | null, sequence: number): void {
    if (documentId !== null) this.remember(db, documentId, sequence)
    const behind = sequence - this.through
    if (this.indexing || behind < INDEX_CHUNK || (behind < INDEX_EVERY && !this.ordered)) return
    this.indexing = true
    this.index(sequence).then(
      () => {
        this.indexing = false
      },
      () => {
        // Retried by a later append; keys already written are ignored then.
        this.indexing = false
      },
    )
  }

  /** Resolves once no indexing cycle runs (tests). */
  async idle(): Promise<void> {
    while (this.indexing) await new Promise((resolve) => setTimeout(resolve, 1))
  }

  /** One document's records before `before`, newest first: the in-memory tail, then the indexed part. */
  listForDocument(db: string, documentId: string, before: number, limit: number): ChangeRow[] {
    const through = this.through
    const recent: ChangeRow[] = []
    const { dbs, documents, seqs } = this.tail
    for (let i = seqs.length - 1; i >= 0 && recent.length < limit && seqs[i]! > through; i--) {
      if (seqs[i]! >= before || documents[i] !== documentId || dbs[i] !== db) continue
      const row = this.bySeq.get(seqs[i]!) as ChangeRow | undefined
      if (row) recent.push(row)
    }
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

  private remember(db: string, documentId: string, sequence: number): void {
    const { dbs, documents } = this.tail
    const last = dbs.length - 1
    if (this.ordered && last >= 0) this.ordered = dbs[last]! < db || (dbs[last] === db && documents[last]! <= documentId)
    this.tail.dbs.push(db)
    this.tail.documents.push(documentId)
    this.tail.seqs.push(sequence)
  }

  /**
   * Writes the keys of the tail's records up to `upTo` sorted by key, a chunk per group commit
   * (a chunk then fills a few leaf pages with many keys each), the last chunk with the new
   * `through`. Only once that committed do reads take them from the table.
   */
  private async index(upTo: number): Promise<void> {
    const { dbs, documents, seqs } = this.tail
    let count = 0
    while (count < seqs.length && seqs[count]! <= upTo) count++
    const order = keyOrder(dbs, documents, count)
    for (let start = 0; ; start += INDEX_CHUNK) {
      const chunk = order.slice(start, start + INDEX_CHUNK)
      const last = start + INDEX_CHUNK >= count
      // Keys already in sequence order (documents written once each, as inserts are) are one statement over that range of the log.
      const inOrder = chunk.length > 0 && chunk[chunk.length - 1]! - chunk[0]! === chunk.length - 1
      await this.schedule(() => {
        if (inOrder) this.fillRange.run(seqs[chunk[0]!]!, seqs[chunk[chunk.length - 1]!]!)
        else for (const i of chunk) this.insertKey.run(dbs[i]!, documents[i]!, seqs[i]!)
        if (last) this.keep.run(upTo)
      })
      if (last) break
    }
    this.through = Math.max(this.through, upTo)
    // Appends during the cycle went to the same arrays, after position `count`.
    this.tail = { dbs: dbs.slice(count), documents: documents.slice(count), seqs: seqs.slice(count) }
    this.ordered = inKeyOrder(this.tail.dbs, this.tail.documents, this.tail.seqs.length)
  }
}

interface Tail {
  dbs: string[]
  documents: string[]
  seqs: number[]
}

/**
 * The first `count` positions of the tail in key order (db, document, then sequence: positions are
 * in sequence order). Inserts come in key order already (ObjectIds grow), so that is checked
 * first; otherwise positions are grouped by document and the distinct keys sorted (ASCII names and
 * ids: JavaScript's order is SQLite's BINARY collation).
 */
function keyOrder(dbs: readonly string[], documents: readonly string[], count: number): number[] {
  const order = new Array<number>(count)
  for (let i = 0; i < count; i++) order[i] = i
  if (inKeyOrder(dbs, documents, count)) return order
  const groups = new Map<string, number[]>()
  for (let i = 0; i < count; i++) {
    const key = `${dbs[i]}\u0000${documents[i]}`
    const group = groups.get(key)
    if (group) group.push(i)
    else groups.set(key, [i])
  }
  return [...groups.keys()].sort().flatMap((key) => groups.get(key)!)
}

/** Whether the first `count` positions are in key order (db, then document). */
function inKeyOrder(dbs: readonly string[], documents: readonly string[], count: number): boolean {
  for (let i = 1; i < count; i++) {
    if (dbs[i - 1]! > dbs[i]! || (dbs[i - 1] === dbs[i] && documents[i - 1]! > documents[i]!)) return false
  }
  return true
}
