import type { Db } from 'mongodb'
import type { ChangeLog } from '../../../application/ports/change-log'
import { changeIdOf, sequenceOf } from '../../../domain/change-entries'
import type { ChangeRecord } from '../../../domain/change-record'
import { CHANGE_LOG, type StoredChange } from './mongo-change-log-appender'
import type { MongoLimits } from './mongo-client'

/**
 * How long a gap in a database's sequence may stay open before readers pass it. Without
 * transactions a write reserves its ids, then inserts its records: another instance's later
 * record may land first. Readers stop before a gap younger than this, so they do not skip the
 * earlier record; an id reserved by a write that then died is passed once the gap is older.
 */
export const GAP_GRACE_MS = 2000

/** Reads the change log in MongoDB (see MongoChangeLogAppender); values as stored. */
export class MongoChangeLog implements ChangeLog {
  constructor(
    private readonly db: Db,
    private readonly limits: MongoLimits,
    private readonly now: () => number = Date.now,
  ) {}

  async listAfter(db: string, after: string | null, limit: number): Promise<ChangeRecord[]> {
    const from = after === null ? 0 : (sequenceOf(after) ?? Number.MAX_SAFE_INTEGER)
    const rows = await this.log()
      .find({ db, seq: { $gt: from } }, { ...this.limits, sort: { seq: 1 }, limit })
      .toArray()
    const out: ChangeRecord[] = []
    let expected = after === null ? null : from + 1
    for (const row of rows) {
      if (expected !== null && row.seq !== expected && this.now() - row.at.getTime() < GAP_GRACE_MS) break
      out.push(JSON.parse(row.record) as ChangeRecord)
      expected = row.seq + 1
    }
    return out
  }

  async listForDocument(db: string, documentId: string, before: string | null, limit: number): Promise<ChangeRecord[]> {
    const below = before === null ? Number.MAX_SAFE_INTEGER : (sequenceOf(before) ?? 0)
    const rows = await this.log()
      .find({ db, documentId, seq: { $lt: below } }, { ...this.limits, sort: { seq: -1 }, limit })
      .toArray()
    return rows.map((row) => JSON.parse(row.record) as ChangeRecord)
  }

  async lastId(db: string): Promise<string | null> {
    const row = await this.log().findOne({ db }, { ...this.limits, sort: { seq: -1 }, projection: { seq: 1 } })
    return row ? changeIdOf(row.seq) : null
  }

  async removeOlderThan(cutoff: Date): Promise<number> {
    return (await this.log().deleteMany({ at: { $lt: cutoff } }, this.limits)).deletedCount
  }

  private log() {
    return this.db.collection<StoredChange>(CHANGE_LOG)
  }
}
