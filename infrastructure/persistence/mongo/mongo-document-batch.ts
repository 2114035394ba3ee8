import type { ClientSession, Db, Document, ObjectId } from 'mongodb'
import type { BatchOutcome, BatchWrite, DocumentBatch } from '../../../application/ports/document-batch'
import type { ChangeStamp, DocumentWrite } from '../../../domain/change-entries'
import { DomainError } from '../../../domain/errors'
import { MongoChangeLogAppender } from './mongo-change-log-appender'
import type { MongoChangeNotifier } from './mongo-change-notifier'
import { MongoChangeRecorder } from './mongo-change-recorder'
import type { MongoLimits } from './mongo-client'
import { DATALAKE_DATABASES } from './mongo-database-catalog'
import { toObjectIdOrString } from './mongo-filter'
import { DocumentChangedMeanwhile, MongoTransactions } from './mongo-transactions'
import { toStored, VERSION_FIELD, versionIs } from './mongo-versioned-document'

interface LakeDocument extends Document {
  _id: ObjectId | string
}

/** Thrown inside the transaction so that it aborts; answered as the batch's outcome. */
class Abort {
  constructor(readonly outcome: BatchOutcome) {}
}

/**
 * Batches in MongoDB: one multi-document transaction holding every write and its change records.
 * A deployment without transactions (a standalone server, FerretDB) answers
 * TRANSACTIONS_UNAVAILABLE before anything is written: a batch there could not be all or nothing.
 */
export class MongoDocumentBatch implements DocumentBatch {
  private readonly transactions: MongoTransactions
  private readonly recorder: MongoChangeRecorder

  constructor(
    private readonly db: Db,
    private readonly limits: MongoLimits,
    notifier?: MongoChangeNotifier,
  ) {
    this.transactions = new MongoTransactions(db)
    this.recorder = new MongoChangeRecorder(new MongoChangeLogAppender(db, limits), notifier)
  }

  async apply(name: string, writes: readonly BatchWrite[], stamp: ChangeStamp): Promise<BatchOutcome> {
    if (name === DATALAKE_DATABASES) throw new Error('not a data lake database')
    if (!(await this.transactions.available())) {
      throw new DomainError(
        'TRANSACTIONS_UNAVAILABLE',
        'This MongoDB deployment has no transactions (it is not a replica set), so a batch cannot be all or nothing; nothing was written',
      )
    }
    try {
      return await this.transactions.run((session) => this.applyIn(session!, name, writes, stamp))
    } catch (error) {
      if (error instanceof Abort) return error.outcome
      throw error
    }
  }

  private async applyIn(session: ClientSession, name: string, writes: readonly BatchWrite[], stamp: ChangeStamp): Promise<BatchOutcome> {
    const collection = this.db.collection<LakeDocument>(name)
    const options = { ...this.limits, session }
    const results: { op: BatchWrite['op']; id: string; version: number }[] = []
    const records: DocumentWrite[] = []
    for (const [index, w] of writes.entries()) {
      const _id = toObjectIdOrString(w.id)
      if (w.op === 'create') {
        await collection.insertOne({ ...w.fields, _id, [VERSION_FIELD]: 1 }, options)
        records.push({ op: 'create', documentId: w.id, fields: w.fields })
        results.push({ op: w.op, id: w.id, version: 1 })
        continue
      }
      const found = await collection.findOne({ _id }, options)
      if (!found) throw new Abort({ ok: false, index, reason: 'not-found' })
      const current = toStored(found)
      if (w.ifVersion !== null && w.ifVersion !== current.version) throw new Abort({ ok: false, index, reason: 'conflict', current })
      // Each write names the version read: where the server's transactions are not snapshots, a
      // document another transaction changed since the read is not matched (MongoTransactions).
      const unchanged = { _id, ...versionIs(current.version!) }
      if (w.op === 'delete') {
        const { deletedCount } = await collection.deleteOne(unchanged, options)
        if (deletedCount !== 1) throw new DocumentChangedMeanwhile()
        records.push({ op: 'delete', documentId: w.id, version: current.version!, fields: current.fields })
        results.push({ op: w.op, id: w.id, version: current.version! })
        continue
      }
      const set = w.change(current)
      if (set !== null) {
        const { matchedCount } = await collection.updateOne(unchanged, { $set: set, $inc: { [VERSION_FIELD]: 1 } }, options)
        if (matchedCount !== 1) throw new DocumentChangedMeanwhile()
        records.push({ op: 'update', documentId: w.id, version: current.version! + 1, before: current.fields, set })
      }
      results.push({ op: w.op, id: w.id, version: current.version! + (set === null ? 0 : 1) })
    }
    await this.recorder.documents(stamp, name, records, session)
    return { ok: true, results }
  }
}
