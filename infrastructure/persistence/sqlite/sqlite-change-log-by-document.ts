import type { StatementSync } from 'node:sqlite'
import { setImmediate } from 'node:timers'
import { ChangeLogTail, sortInSteps } from './sqlite-change-log-tail'
import type { Sqlite } from './sqlite-database'

/** Records appended before the next indexing cycle starts, unless they come in key order. */
export const INDEX_EVERY = 16384
/** Records in key order (inserts of new documents) are indexed every this many, one range statement per commit. */
export const INDEX_IN_ORDER = 1024
/** Keys written per group commit of a cycle over records out of key order: about half a millisecond of work. */
export const INDEX_CHUNK = 256
/** Index keys looked at per retention statement, so pruning never holds the write lock for long. */
const PRUNE_CHUNK = 5000

export type ChangeRow = { seq: number; db: string; document_id: string | null; at: number; record: string }

/**
 * The change log's lookup by document (a document's history, newest first), kept as a table of its
 * own (db, document_id, seq) written in cycles, instead of an index SQLite maintains on every append.
 * Such an index puts each write to a document into that document's leaf page: a PATCH then dirtied
 * one more page per write for the group commit to write to the WAL (docs/performance.md). Records
 * after `through` (the last record indexed and committed) are found through an in-memory tail
 * grouped by document (sqlite-change-log-tail.ts), rebuilt from the log at start. Every INDEX_EVERY
 * records a cycle takes the tail as its part (new records start a new tail), sorts the part's names
 * in steps of their own event-loop turns and writes its keys in key order, INDEX_CHUNK per group
 * commit, so a chunk fills a few leaf pages with many keys each instead of one key in each of many
 * pages, and no commit or turn is held long. The tail may name a record whose write rolled back or
 * that retention removed: reads fetch records by sequence and skip what is absent.
 */
export class SqliteChangeLogByDocument {
  private through: number
  /** The records appended since the running cycle (or the last one) took its part. */
  private tail = new ChangeLogTail()
  /** The part a running cycle writes (records after `through`, up to the cycle's last), or null. */
  private indexing: ChangeLogTail | null = null
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
      this.tail.add(row.db, row.document_id, Number(row.seq))
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
   * every INDEX_EVERY records, or every INDEX_IN_ORDER while the tail is in key order (inserts of new
   * documents: waiting gathers nothing, and the newest records are still in SQLite's page cache).
   */
  appended(db: string, documentId: string | null, sequence: number): void {
    if (documentId !== null) this.tail.add(db, documentId, sequence)
    const behind = sequence - this.through
    if (this.indexing || behind < INDEX_IN_ORDER || (behind < INDEX_EVERY && !this.tail.ordered)) return
    const part = this.tail
    this.indexing = part
    this.tail = new ChangeLogTail()
    this.index(part, sequence).then(
      () => {
        this.indexing = null
      },
      () => {
        // Retried by a later append with the records since; keys already written are ignored then.
        part.absorb(this.tail)
        this.tail = part
        this.indexing = null
      },
    )
  }

  /** Resolves once no indexing cycle runs (tests). */
  async idle(): Promise<void> {
    while (this.indexing) await new Promise((resolve) => setTimeout(resolve, 1))
  }

  /** One document's records before `before`, newest first: the in-memory tail, the part being indexed, then the table. */
  listForDocument(db: string, documentId: string, before: number, limit: number): ChangeRow[] {
    const through = this.through
    const recent: ChangeRow[] = []
    for (const part of [this.tail, this.indexing]) {
      const sequences = part?.of(db, documentId) ?? []
      for (let i = sequences.length - 1; i >= 0 && recent.length < limit; i--) {
        if (sequences[i]! >= before || sequences[i]! <= through) continue
        const row = this.bySeq.get(sequences[i]!) as ChangeRow | undefined
        if (row) recent.push(row)
      }
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

  /**
   * Writes the keys of `part` (the records after `through` up to `upTo`) in key order, a chunk per
   * group commit, the last chunk with the new `through`. Only once that committed do reads take them
   * from the table. Records in key order are one range statement over the log per chunk.
   */
  private async index(part: ChangeLogTail, upTo: number): Promise<void> {
    if (part.ordered) {
      for (let from = part.size > 0 ? part.first : upTo; ; from += INDEX_IN_ORDER) {
        const to = Math.min(from + INDEX_IN_ORDER - 1, upTo)
        await this.schedule(() => {
          this.fillRange.run(from, to)
          if (to === upTo) this.keep.run(upTo)
        })
        if (to === upTo) break
      }
    } else {
      let keys: (string | number)[] = []
      for (const db of await inTurns(sortInSteps([...part.groups.keys()]))) {
        const documents = part.groups.get(db)!
        for (const documentId of await inTurns(sortInSteps([...documents.keys()]))) {
          for (const sequence of documents.get(documentId)!) {
            keys.push(db, documentId, sequence)
            if (keys.length < 3 * INDEX_CHUNK) continue
            await this.write(keys, null)
            keys = []
          }
        }
      }
      await this.write(keys, upTo)
    }
    this.through = Math.max(this.through, upTo)
  }

  /** Writes keys (db, document, sequence, flattened) in the next group commit, and the new `through` with the last. */
  private write(keys: readonly (string | number)[], through: number | null): Promise<unknown> {
    return this.schedule(() => {
      for (let i = 0; i < keys.length; i += 3) this.insertKey.run(keys[i]!, keys[i + 1]!, keys[i + 2]!)
      if (through !== null) this.keep.run(through)
    })
  }
}

/** Drives a stepped computation, one step per event-loop turn (between group commits and requests). */
async function inTurns<T>(steps: Generator<void, T>): Promise<T> {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    await new Promise((resolve) => setImmediate(resolve))
  }
}
