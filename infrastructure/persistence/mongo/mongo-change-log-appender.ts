import { type ClientSession, type Db, MongoBulkWriteError } from 'mongodb'
import { changeIdOf } from '../../../domain/change-entries'
import type { ChangeRecord } from '../../../domain/change-record'
import { DomainError } from '../../../domain/errors'
import { isDuplicateKey, type MongoLimits } from './mongo-client'

/**
 * How many times a write takes new ids when another took the same ones (FerretDB's $inc is not
 * atomic: concurrent writers read the same counter). Each round at least one writer wins, and the
 * losers wait a random moment, so 50 writers at once on one database settle in a few rounds.
 */
const ATTEMPTS = 40

export const CHANGE_LOG = 'datalake_change_log'
export const CHANGE_COUNTERS = 'datalake_change_counters'

/** A change log entry as stored: the record as JSON text beside the fields the reads select on. */
export interface StoredChange {
  _id: string
  db: string
  seq: number
  documentId: string | null
  at: Date
  record: string
}

/**
 * Appends change records in MongoDB. Each database has a counter document; a write reserves as
 * many sequence numbers as it has records with one $inc, so ids are dense per database and a
 * reader can tell a record still being written (a gap) from one that will never come.
 * `_id` is `<db>:<id>`, so two writers can never both hold an id: where the counter's $inc is
 * not atomic (FerretDB v1), the loser's insert fails on the key and it takes new ids.
 */
export class MongoChangeLogAppender {
  /** Per database, the end of the last append without a transaction that this instance started. */
  private readonly turns = new Map<string, Promise<void>>()

  constructor(
    private readonly db: Db,
    private readonly limits: MongoLimits,
  ) {}

  /** Reserves `count` ids of a database; answers them in order. */
  async reserve(db: string, count: number, session?: ClientSession): Promise<string[]> {
    if (count === 0) return []
    const counter = await this.db
      .collection<{ _id: string; seq: number }>(CHANGE_COUNTERS)
      .findOneAndUpdate({ _id: db }, { $inc: { seq: count } }, { ...this.limits, upsert: true, returnDocument: 'after', session })
    const last = counter!.seq
    return Array.from({ length: count }, (_, i) => changeIdOf(last - count + 1 + i))
  }

  /** Appends `count` records of a database, built for the ids they get (`build(ids, from)` builds records from..from+ids.length). */
  async write(
    db: string,
    count: number,
    build: (ids: readonly string[], from: number) => readonly ChangeRecord[],
    session?: ClientSession,
  ): Promise<void> {
    // Without a transaction (FerretDB, a standalone server) this instance's writers of one database
    // take turns, so only writers on other instances can collide on an id.
    if (!session) return this.inTurn(db, () => this.writeInRounds(db, count, build))
    return this.writeInRounds(db, count, build, session)
  }

  private async writeInRounds(
    db: string,
    count: number,
    build: (ids: readonly string[], from: number) => readonly ChangeRecord[],
    session?: ClientSession,
  ): Promise<void> {
    let done = 0
    for (let attempt = 1; done < count; attempt++) {
      const ids = await this.reserve(db, count - done, session)
      const records = build(ids, done)
      try {
        await this.append(records, session)
        return
      } catch (error) {
        const inserted = error instanceof MongoBulkWriteError ? error.insertedCount : 0
        if (!isDuplicateKey(error) && !(error instanceof MongoBulkWriteError && error.code === 11000)) throw error
        // Still contended after every round: a transient conflict the client may retry, never a 500.
        if (attempt >= ATTEMPTS) throw DomainError.upstreamUnavailable('The database is busy, please try again', 1)
        done += inserted
        await this.catchUp(db, session)
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2 ** attempt, 50)))
      }
    }
  }

  private inTurn(db: string, work: () => Promise<void>): Promise<void> {
    const run = (this.turns.get(db) ?? Promise.resolve()).then(work)
    const settled = run.catch(() => {})
    this.turns.set(db, settled)
    void settled.then(() => this.turns.get(db) === settled && this.turns.delete(db))
    return run
  }

  /** Moves the counter past the highest id in the log: a counter that lost increments would hand out taken ids again. */
  private async catchUp(db: string, session?: ClientSession): Promise<void> {
    const newest = await this.db
      .collection<StoredChange>(CHANGE_LOG)
      .findOne({ db }, { ...this.limits, sort: { seq: -1 }, projection: { seq: 1 }, session })
    if (!newest) return
    await this.db
      .collection<{ _id: string; seq: number }>(CHANGE_COUNTERS)
      .updateOne({ _id: db }, { $max: { seq: newest.seq } }, { ...this.limits, session })
  }

  private async append(records: readonly ChangeRecord[], session?: ClientSession): Promise<void> {
    if (records.length === 0) return
    const rows: StoredChange[] = records.map((r) => ({
      _id: `${r.db}:${r.id}`,
      db: r.db,
      seq: Number(r.id),
      documentId: r.documentId,
      at: new Date(r.at),
      record: JSON.stringify(r),
    }))
    await this.db.collection<StoredChange>(CHANGE_LOG).insertMany(rows, { ...this.limits, ordered: true, session })
  }

  /** True when a database of this name ever logged a change (a new database must not inherit its log). */
  async hasRecords(db: string): Promise<boolean> {
    return (await this.db.collection(CHANGE_COUNTERS).findOne({ _id: db as never }, this.limits)) !== null
  }
}
