import type { DocumentWriteOptions, StoredDocument, VersionConflict } from '../../../application/ports/data-lake-store'
import type { ChangeStamp, DocumentWrite } from '../../../domain/change-entries'
import type { MongoChangeRecorder } from './mongo-change-recorder'
import { toObjectIdOrString } from './mongo-filter'
import type { MongoLakeCollections } from './mongo-lake-collections'
import type { MongoTransactions } from './mongo-transactions'
import { toStored, VERSION_FIELD, versionCondition, versionOf } from './mongo-versioned-document'

/**
 * The data lake's writes of documents by id in MongoDB. PATCH is one findOneAndUpdate answering
 * the value before (update and delete by filter: MongoFilterWrites). Change records go in the write's transaction where the deployment has transactions
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

  private async conflictOrAbsent(name: string, id: string, options: DocumentWriteOptions): Promise<VersionConflict | null> {
    if (options.ifVersion === undefined || options.ifVersion === null) return null
    const current = await this.collections.findDocument(name, id)
    return current ? { conflict: current } : null
  }
}

function deletion(document: StoredDocument): DocumentWrite {
  return { op: 'delete', documentId: document.id, version: document.version!, fields: document.fields }
}
