import type { ClientSession, Db } from 'mongodb'
import { changeIdOf } from '../../../domain/change-entries'
import type { ChangeRecord } from '../../../domain/change-record'
import type { MongoLimits } from './mongo-client'

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
 * `_id` is `<db>:<id>`, so a retried insert cannot duplicate a record.
 */
export class MongoChangeLogAppender {
  constructor(private readonly db: Db, private readonly limits: MongoLimits) {}

  /** Reserves `count` ids of a database; answers them in order. */
  async reserve(db: string, count: number, session?: ClientSession): Promise<string[]> {
    if (count === 0) return []
    const counter = await this.db
      .collection<{ _id: string; seq: number }>(CHANGE_COUNTERS)
      .findOneAndUpdate({ _id: db }, { $inc: { seq: count } }, { ...this.limits, upsert: true, returnDocument: 'after', session })
    const last = counter!.seq
    return Array.from({ length: count }, (_, i) => changeIdOf(last - count + 1 + i))
  }

  async append(records: readonly ChangeRecord[], session?: ClientSession): Promise<void> {
    if (records.length === 0) return
    const rows: StoredChange[] = records.map((r) => ({ _id: `${r.db}:${r.id}`, db: r.db, seq: Number(r.id), documentId: r.documentId, at: new Date(r.at), record: JSON.stringify(r) }))
    await this.db.collection<StoredChange>(CHANGE_LOG).insertMany(rows, { ...this.limits, ordered: true, session })
  }

  /** True when a database of this name ever logged a change (a new database must not inherit its log). */
  async hasRecords(db: string): Promise<boolean> {
    return (await this.db.collection(CHANGE_COUNTERS).findOne({ _id: db as never }, this.limits)) !== null
  }
}
