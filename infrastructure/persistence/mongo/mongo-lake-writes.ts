import type { AnyBulkWriteOperation, ClientSession } from 'mongodb'
import type { DocumentChange, DocumentWriteOptions, StoredDocument, VersionConflict } from '../../../application/ports/data-lake-store'
import type { ChangeStamp, DocumentWrite } from '../../../domain/change-entries'
import type { QueryFilter } from '../../../domain/query-filter'
import type { MongoChangeRecorder } from './mongo-change-recorder'
import { idOf, toMongoFilter, toObjectIdOrString } from './mongo-filter'
import type { LakeDocument, MongoLakeCollections } from './mongo-lake-collections'
import type { MongoTransactions } from './mongo-transactions'
import { toStored, VERSION_FIELD, versionCondition, versionOf } from './mongo-versioned-document'

/**
 * The data lake's writes in MongoDB. PATCH is one findOneAndUpdate answering the value before;
 * update by filter reads the matches, computes each change here and writes them in one ordered
 * bulk. Change records go in the write's transaction where the deployment has transactions
 * (MongoTransactions), else right after it (FerretDB: docs/change-log.md says what that can miss).
 */
export class MongoLakeWrites {
  constructor(
    private readonly collections: MongoLakeCollections,
    private readonly recorder: MongoChangeRecorder,
    private readonly transactions: MongoTransactions,
  ) {}

  async insertDocuments(name: string, documents: readonly StoredDocument[], stamp: ChangeStamp): Promise<void> {
    if (documents.length === 0) return
    await this.transactions.run(async (session) => {
      await this.collections.documents(name).insertMany(
        documents.map((d) => ({ ...d.fields, _id: toObjectIdOrString(d.id), [VERSION_FIELD]: 1 })),
        { ...this.collections.limits, ordered: true, session },
      )
      const writes = documents.map((d): DocumentWrite => ({ op: 'create', documentId: d.id, fields: d.fields }))
      await this.recorder.documents(stamp, name, writes, session)
    })
  }

  async patchField(
    name: string,
    id: string,
    field: string,
    value: unknown,
    options: DocumentWriteOptions,
  ): Promise<{ previous: unknown; version: number } | VersionConflict | null> {
    const written = await this.transactions.run(async (session) => {
      const before = await this.collections
        .documents(name)
        .findOneAndUpdate(
          { _id: toObjectIdOrString(id), ...versionCondition(options) },
          { $set: { [field]: value }, $inc: { [VERSION_FIELD]: 1 } },
          { ...this.collections.limits, returnDocument: 'before', session },
        )
      if (!before) return null
      const previous = Object.hasOwn(before, field) ? before[field] : null
      const version = versionOf(before) + 1
      const write: DocumentWrite = { op: 'update', documentId: id, version, before: { [field]: previous }, set: { [field]: value } }
      await this.recorder.documents(options.stamp, name, [write], session)
      return { previous, version }
    })
    return written ?? this.conflictOrAbsent(name, id, options)
  }

  async deleteDocument(
    name: string,
    id: string,
    options: DocumentWriteOptions,
  ): Promise<{ deleted: StoredDocument } | VersionConflict | null> {
    const deleted = await this.transactions.run(async (session) => {
      const before = await this.collections
        .documents(name)
        .findOneAndDelete({ _id: toObjectIdOrString(id), ...versionCondition(options) }, { ...this.collections.limits, session })
      if (!before) return null
      const gone = toStored(before)
      await this.recorder.documents(options.stamp, name, [deletion(gone)], session)
      return gone
    })
    return deleted ? { deleted } : this.conflictOrAbsent(name, id, options)
  }

  /** Each document changes atomically; the whole set is one transaction only where the deployment has them. */
  async updateMany(name: string, filter: QueryFilter, change: DocumentChange, maxMatches: number, stamp: ChangeStamp) {
    return this.transactions.run((session) => this.updateManyIn(session, stamp, name, filter, change, maxMatches))
  }

  private async updateManyIn(
    session: ClientSession | undefined,
    stamp: ChangeStamp,
    name: string,
    filter: QueryFilter,
    change: DocumentChange,
    maxMatches: number,
  ) {
    const collection = this.collections.documents(name)
    const limits = this.collections.limits
    const docs = await collection.find(toMongoFilter(filter), { ...limits, sort: { _id: 1 }, limit: maxMatches + 1, session }).toArray()
    if (docs.length > maxMatches) return null
    const bulk: AnyBulkWriteOperation<LakeDocument>[] = []
    const writes: DocumentWrite[] = []
    const documents = docs.map((doc) => {
      const stored = toStored(doc)
      const set = change(stored)
      if (set === null) return stored
      const version = stored.version! + 1
      bulk.push({ updateOne: { filter: { _id: doc._id }, update: { $set: set, $inc: { [VERSION_FIELD]: 1 } } } })
      writes.push({ op: 'update', documentId: stored.id, version, before: stored.fields, set })
      return { id: stored.id, fields: { ...stored.fields, ...set }, version }
    })
    if (bulk.length > 0) {
      await collection.bulkWrite(bulk, { ...limits, ordered: true, session })
      await this.recorder.documents(stamp, name, writes, session)
    }
    return { matched: docs.length, modified: bulk.length, documents }
  }

  /** The matches are read, then deleted by id: each deleted document gets its record with its last content. */
  async deleteMany(name: string, filter: QueryFilter, stamp: ChangeStamp): Promise<number> {
    return this.transactions.run(async (session) => {
      const collection = this.collections.documents(name)
      const limits = this.collections.limits
      const docs = await collection.find(toMongoFilter(filter), { ...limits, sort: { _id: 1 }, session }).toArray()
      const deleted: StoredDocument[] = []
      for (let i = 0; i < docs.length; i += 1000) {
        const ids = docs.slice(i, i + 1000).map((d) => d._id)
        // A document another request deleted meanwhile is that request's change, not this one's.
        const gone = await collection.find({ _id: { $in: ids } }, { ...limits, projection: { _id: 1 }, session }).toArray()
        await collection.deleteMany({ _id: { $in: ids } }, { ...limits, session })
        const present = new Set(gone.map((d) => idOf(d._id)))
        for (const doc of docs.slice(i, i + 1000)) if (present.has(idOf(doc._id))) deleted.push(toStored(doc))
      }
      await this.recorder.documents(stamp, name, deleted.map(deletion), session)
      return deleted.length
    })
  }

  private async conflictOrAbsent(name: string, id: string, options: DocumentWriteOptions): Promise<VersionConflict | null> {
    if (options.ifVersion === undefined || options.ifVersion === null) return null
    const current = await this.collections.findDocument(name, id)
    return current ? { conflict: current } : null
  }
}

function deletion(document: StoredDocument): DocumentWrite {
  return { op: 'delete', documentId: document.id, version: document.version!, fields: document.fields }
}
