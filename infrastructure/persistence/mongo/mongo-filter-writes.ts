import type { AnyBulkWriteOperation, ClientSession, Collection, Filter } from 'mongodb'
import type { DocumentChange, StoredDocument } from '../../../application/ports/data-lake-store'
import type { ChangeStamp, DocumentWrite } from '../../../domain/change-entries'
import { DomainError } from '../../../domain/errors'
import type { QueryFilter } from '../../../domain/query-filter'
import type { MongoChangeRecorder } from './mongo-change-recorder'
import { toMongoFilter } from './mongo-filter'
import type { LakeDocument, MongoLakeCollections } from './mongo-lake-collections'
import { DocumentChangedMeanwhile, type MongoTransactions } from './mongo-transactions'
import { toStored, VERSION_FIELD, versionIs, versionOf } from './mongo-versioned-document'

/** How many documents are written at once without a transaction, and how often one is re-read and written again. */
const PARALLEL = 32
const ATTEMPTS = 20

type Updated = { document: StoredDocument; write?: DocumentWrite }

/**
 * Update and delete by filter (`POST /operations`): the matches are read, then written by `_id`
 * AND the version read, so a document another request changed in between is never written over
 * nor recorded with a stale "before". In a transaction a miss runs it again (MongoTransactions:
 * a server whose transactions are READ COMMITTED, DocumentDB, lets the write see the newer
 * document). Without transactions (FerretDB, a standalone server) each document is written on
 * its own: a miss re-reads it (by `_id` and the filter) and applies the change to what it is now;
 * a delete is findOneAndDelete by `_id` and the filter, recording the content it removed.
 */
export class MongoFilterWrites {
  constructor(
    private readonly collections: MongoLakeCollections,
    private readonly recorder: MongoChangeRecorder,
    private readonly transactions: MongoTransactions,
  ) {}

  async updateMany(name: string, filter: QueryFilter, change: DocumentChange, maxMatches: number, stamp: ChangeStamp) {
    return this.transactions.run(async (session) => {
      const collection = this.collections.documents(name)
      const where = toMongoFilter<LakeDocument>(filter)
      const limit = maxMatches + 1
      const docs = await collection.find(where, { ...this.collections.limits, sort: { _id: 1 }, limit, session }).toArray()
      if (docs.length > maxMatches) return null
      const [updated, failure] = session
        ? [await this.updateIn(session, collection, docs, change), null]
        : await this.updateEach(collection, where, docs, change)
      const writes = updated.flatMap((u) => (u.write ? [u.write] : []))
      if (writes.length > 0) await this.recorder.documents(stamp, name, writes, session)
      if (failure) throw failure.error
      return { matched: updated.length, modified: writes.length, documents: updated.map((u) => u.document) }
    })
  }

  async deleteMany(name: string, filter: QueryFilter, stamp: ChangeStamp): Promise<number> {
    return this.transactions.run(async (session) => {
      const collection = this.collections.documents(name)
      const where = toMongoFilter<LakeDocument>(filter)
      const docs = await collection.find(where, { ...this.collections.limits, sort: { _id: 1 }, session }).toArray()
      const [deleted, failure] = session
        ? [await this.deleteIn(session, collection, docs), null]
        : await this.deleteEach(collection, where, docs)
      await this.recorder.documents(stamp, name, deleted.map(deletion), session)
      if (failure) throw failure.error
      return deleted.length
    })
  }

  /** In a transaction: one ordered bulk whose every update names the version read; a miss runs the transaction again. */
  private async updateIn(session: ClientSession, collection: Collection<LakeDocument>, docs: LakeDocument[], change: DocumentChange) {
    const bulk: AnyBulkWriteOperation<LakeDocument>[] = []
    const updated = docs.map((doc): Updated => {
      const stored = toStored(doc)
      const set = change(stored)
      if (set === null) return { document: stored }
      bulk.push({ updateOne: { filter: { _id: doc._id, ...versionIs(stored.version!) }, update: changed(set) } })
      return applied(stored, set)
    })
    if (bulk.length > 0) {
      const { matchedCount } = await collection.bulkWrite(bulk, { ...this.collections.limits, ordered: true, session })
      if (matchedCount !== bulk.length) throw new DocumentChangedMeanwhile()
    }
    return updated
  }

  private async deleteIn(session: ClientSession, collection: Collection<LakeDocument>, docs: LakeDocument[]) {
    for (let i = 0; i < docs.length; i += 1000) {
      const chunk = docs.slice(i, i + 1000)
      const byVersion = new Map<number, LakeDocument[]>()
      for (const d of chunk) byVersion.get(versionOf(d))?.push(d) ?? byVersion.set(versionOf(d), [d])
      const unchanged = [...byVersion].map(([version, same]) => ({ _id: { $in: same.map((d) => d._id) }, ...versionIs(version) }))
      const { deletedCount } = await collection.deleteMany({ $or: unchanged }, { ...this.collections.limits, session })
      if (deletedCount !== chunk.length) throw new DocumentChangedMeanwhile()
    }
    return docs.map((d) => toStored(d))
  }

  /** Without a transaction: each document on its own, re-read and changed again when another write came first. */
  private async updateEach(
    collection: Collection<LakeDocument>,
    where: Filter<LakeDocument>,
    docs: LakeDocument[],
    change: DocumentChange,
  ) {
    return this.each(docs, async (doc) => {
      let current: LakeDocument | null = doc
      for (let attempt = 1; current; attempt++) {
        const stored = toStored(current)
        const set = change(stored)
        if (set === null) return { document: stored }
        const unchanged = { _id: current._id, ...versionIs(stored.version!) }
        const { matchedCount } = await collection.updateOne(unchanged, changed(set), this.collections.limits)
        if (matchedCount === 1) return applied(stored, set)
        if (attempt >= ATTEMPTS) throw DomainError.upstreamUnavailable('The database is busy, please try again', 1)
        // Still a match? Another request may have changed or deleted it so that it no longer is.
        current = await collection.findOne({ $and: [{ _id: current._id }, where] }, this.collections.limits)
      }
      return null
    })
  }

  private async deleteEach(collection: Collection<LakeDocument>, where: Filter<LakeDocument>, docs: LakeDocument[]) {
    return this.each(docs, async (doc) => {
      const gone = await collection.findOneAndDelete({ $and: [{ _id: doc._id }, where] }, this.collections.limits)
      return gone ? toStored(gone) : null
    })
  }

  /**
   * Runs `write` for each document, PARALLEL at a time, in `_id` order; answers the results (null:
   * the document is no longer a match) and the first failure. After a failure the writes already
   * started finish and no more start, so the caller records every write that happened, then fails.
   */
  private async each<T>(docs: LakeDocument[], write: (doc: LakeDocument) => Promise<T | null>): Promise<[T[], { error: unknown } | null]> {
    const done: T[] = []
    let failure: { error: unknown } | null = null
    for (let i = 0; i < docs.length; i += PARALLEL) {
      const settled = await Promise.allSettled(docs.slice(i, i + PARALLEL).map(write))
      for (const s of settled) {
        if (s.status === 'rejected') failure ??= { error: s.reason }
        else if (s.value !== null) done.push(s.value)
      }
      if (failure) break
    }
    return [done, failure]
  }
}

function changed(set: Record<string, unknown>) {
  return { $set: set, $inc: { [VERSION_FIELD]: 1 } }
}

function applied(stored: StoredDocument, set: Record<string, unknown>): Updated {
  const version = stored.version! + 1
  const write: DocumentWrite = { op: 'update', documentId: stored.id, version, before: stored.fields, set }
  return { document: { id: stored.id, fields: { ...stored.fields, ...set }, version }, write }
}

function deletion(document: StoredDocument): DocumentWrite {
  return { op: 'delete', documentId: document.id, version: document.version!, fields: document.fields }
}
