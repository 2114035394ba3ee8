import type { AnyBulkWriteOperation, ClientSession, Collection, Db, Document, ObjectId } from 'mongodb'
import type {
  CreateDatabaseOutcome,
  DataLakeStore,
  DocumentChange,
  DocumentPageQuery,
  DocumentQuery,
  DocumentWriteOptions,
  StoredDocument,
  VariableChange,
  VersionConflict,
} from '../../../application/ports/data-lake-store'
import type { ChangeStamp } from '../../../domain/change-entries'
import type { DataLakeDatabase, Variable } from '../../../domain/database'
import type { QueryFilter } from '../../../domain/query-filter'
import { compileProjection } from '../document-projection'
import { MongoChangeLogAppender } from './mongo-change-log-appender'
import type { MongoChangeNotifier } from './mongo-change-notifier'
import { MongoChangeRecorder } from './mongo-change-recorder'
import { DEFAULT_LIMITS, type MongoLimits } from './mongo-client'
import { DATALAKE_DATABASES, MongoDatabaseCatalog } from './mongo-database-catalog'
import { idOf, toMongoFilter, toMongoSort, toObjectIdOrString } from './mongo-filter'
import { MongoTransactions } from './mongo-transactions'
import { toStored, VERSION_FIELD, versionCondition, versionOf } from './mongo-versioned-document'

/** A data lake document as stored: the client's fields beside an ObjectId `_id`. */
interface LakeDocument extends Document {
  _id: ObjectId | string
}

/**
 * The data lake in MongoDB: metadata in `datalake_databases`, each database's documents in the
 * collection named by its internal name, `_id` a real ObjectId. Adds and renames are updateMany
 * set operations run by the server; PATCH is one findOneAndUpdate answering the value before.
 * Metadata is read from the server every time (no per-instance cache), so instances agree.
 * Change records of document writes go in the write's transaction where the deployment has
 * transactions (MongoTransactions), else right after it (FerretDB): a process that dies between
 * the two leaves a change without its record (docs/change-log.md). Variables and database
 * records are always appended after their change.
 */
export class MongoDataLakeStore implements DataLakeStore {
  private readonly catalog: MongoDatabaseCatalog
  private readonly log: MongoChangeLogAppender
  private readonly recorder: MongoChangeRecorder
  private readonly transactions: MongoTransactions

  constructor(
    private readonly db: Db,
    private readonly limits: MongoLimits = DEFAULT_LIMITS,
    notifier?: MongoChangeNotifier,
  ) {
    this.catalog = new MongoDatabaseCatalog(db, limits)
    this.log = new MongoChangeLogAppender(db, limits)
    this.recorder = new MongoChangeRecorder(this.log, notifier)
    this.transactions = new MongoTransactions(db)
  }

  async createDatabase(database: DataLakeDatabase, stamp: ChangeStamp): Promise<CreateDatabaseOutcome> {
    const outcome = await this.catalog.insert(database)
    if (outcome !== 'created') return outcome
    // A name with a log left by a deleted database is taken: its log must not become this one's.
    if (await this.log.hasRecords(database.name)) {
      await this.catalog.remove(database.name)
      return 'name-taken'
    }
    try {
      await this.db.createCollection(database.name, this.limits)
    } catch (error) {
      // NamespaceExists with no metadata: left behind by an interrupted delete. Its documents
      // belonged to a deleted database, so they go before this one uses the name.
      if ((error as { code?: number }).code !== 48) throw error
      await this.documents(database.name).drop(this.limits)
      await this.db.createCollection(database.name, this.limits)
    }
    await this.recorder.database(stamp, database.name, 'database.create', [])
    return outcome
  }

  findDatabase(name: string): Promise<DataLakeDatabase | null> {
    return this.catalog.get(name)
  }

  listDatabases(scope: { source: string; workspaceId: string | null }): Promise<DataLakeDatabase[]> {
    return this.catalog.list(scope.source, scope.workspaceId)
  }

  async deleteDatabase(name: string, stamp: ChangeStamp): Promise<boolean> {
    const current = await this.catalog.get(name)
    if (!current || !(await this.catalog.remove(name))) return false
    await this.documents(name)
      .drop(this.limits)
      .catch(() => false)
    await this.recorder.database(stamp, name, 'database.delete', [])
    return true
  }

  declareVariables(name: string, candidates: readonly Variable[]): Promise<DataLakeDatabase | null> {
    return this.catalog.change(name, (current) => {
      const declared = new Set(current.variables.map((v) => v.name))
      const added = candidates.filter((c) => !declared.has(c.name) && declared.add(c.name))
      return added.length === 0 ? null : { variables: [...current.variables, ...added], sensitiveVariables: current.sensitiveVariables }
    })
  }

  async changeVariables(name: string, change: VariableChange, stamp: ChangeStamp): Promise<{ matched: number; modified: number } | null> {
    const current = await this.catalog.get(name)
    if (!current) return null
    const documents = this.documents(name)
    const conditions: Document[] = [
      ...change.add.map((v) => ({ [v.name]: { $exists: false } })),
      ...change.renames.map((r) => ({ [r.from]: { $exists: true } })),
    ]
    const matched = await documents.countDocuments({}, this.limits)
    // Versions first, over the same conditions the steps use, so a document touched by several steps counts once.
    const modified =
      conditions.length === 0
        ? 0
        : (await documents.updateMany({ $or: conditions }, { $inc: { [VERSION_FIELD]: 1 } }, this.limits)).modifiedCount
    // One server-side updateMany per added name (a document may already hold a value: keep it),
    // then one for all renames; no document is read into the service.
    for (const v of change.add) await documents.updateMany({ [v.name]: { $exists: false } }, { $set: { [v.name]: null } }, this.limits)
    if (change.renames.length > 0) {
      const rename = Object.fromEntries(change.renames.map((r) => [r.from, r.to]))
      await documents.updateMany({ $or: change.renames.map((r) => ({ [r.from]: { $exists: true } })) }, { $rename: rename }, this.limits)
    }
    const renamed = new Map(change.renames.map((r) => [r.from, r.to]))
    await this.catalog.change(name, (latest) => ({
      variables: [...latest.variables.map((v) => (renamed.has(v.name) ? { id: v.id, name: renamed.get(v.name)! } : v)), ...change.add],
      sensitiveVariables: change.sensitiveVariables,
    }))
    const summary = {
      added: change.add.map((v) => v.name),
      renamed: change.renames.map((r) => ({ from: r.from, to: r.to })),
      matched,
      modified,
    }
    await this.recorder.database(stamp, name, 'variables', summary)
    return { matched, modified }
  }

  async insertDocuments(name: string, documents: readonly StoredDocument[], stamp: ChangeStamp): Promise<void> {
    if (documents.length === 0) return
    await this.transactions.run(async (session) => {
      await this.documents(name).insertMany(
        documents.map((d) => ({ ...d.fields, _id: toObjectIdOrString(d.id), [VERSION_FIELD]: 1 })),
        { ...this.limits, ordered: true, session },
      )
      await this.recorder.documents(
        stamp,
        name,
        documents.map((d) => ({ op: 'create', documentId: d.id, fields: d.fields })),
        session,
      )
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
      const before = await this.documents(name).findOneAndUpdate(
        { _id: toObjectIdOrString(id), ...versionCondition(options) },
        { $set: { [field]: value }, $inc: { [VERSION_FIELD]: 1 } },
        { ...this.limits, returnDocument: 'before', session },
      )
      if (!before) return null
      const previous = Object.hasOwn(before, field) ? before[field] : null
      const version = versionOf(before) + 1
      await this.recorder.documents(
        options.stamp,
        name,
        [{ op: 'update', documentId: id, version, before: { [field]: previous }, set: { [field]: value } }],
        session,
      )
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
      const before = await this.documents(name).findOneAndDelete(
        { _id: toObjectIdOrString(id), ...versionCondition(options) },
        { ...this.limits, session },
      )
      if (!before) return null
      const gone = toStored(before)
      await this.recorder.documents(
        options.stamp,
        name,
        [{ op: 'delete', documentId: gone.id, version: gone.version!, fields: gone.fields }],
        session,
      )
      return gone
    })
    return deleted ? { deleted } : this.conflictOrAbsent(name, id, options)
  }

  async findDocument(name: string, id: string): Promise<StoredDocument | null> {
    const doc = await this.documents(name).findOne({ _id: toObjectIdOrString(id) }, this.limits)
    return doc ? toStored(doc) : null
  }

  async listDocuments(name: string, query: DocumentPageQuery): Promise<StoredDocument[]> {
    const filter = toMongoFilter<LakeDocument>(query.filter)
    const keyed =
      query.after === null ? filter : { $and: [filter, { _id: { [query.descending ? '$lt' : '$gt']: toObjectIdOrString(query.after) } }] }
    const docs = await this.documents(name)
      .find(keyed as Document, { ...this.limits, sort: { _id: query.descending ? -1 : 1 }, limit: query.limit })
      .toArray()
    const project = compileProjection(query.fields)
    return docs.map((doc) => toStored(doc, project))
  }

  async find(name: string, query: DocumentQuery): Promise<StoredDocument[]> {
    const docs = await this.documents(name)
      .find(toMongoFilter(query.filter), { ...this.limits, sort: toMongoSort(query.sort), skip: query.skip, limit: query.limit })
      .toArray()
    const project = compileProjection(query.fields)
    return docs.map((doc) => {
      const { id, fields } = toStored(doc, project)
      return { id, fields }
    })
  }

  /**
   * Reads the matches (at most maxMatches + 1), computes each change in the service, and writes
   * the changed documents in one ordered bulk. Each document changes atomically; the whole set is
   * one transaction only where the deployment has them (FerretDB has none).
   */
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
    const collection = this.documents(name)
    const docs = await collection
      .find(toMongoFilter(filter), { ...this.limits, sort: { _id: 1 }, limit: maxMatches + 1, session })
      .toArray()
    if (docs.length > maxMatches) return null
    const writes: AnyBulkWriteOperation<LakeDocument>[] = []
    const changed: { before: StoredDocument; set: Record<string, unknown> }[] = []
    const documents = docs.map((doc) => {
      const stored = toStored(doc)
      const set = change(stored)
      if (set === null) return stored
      writes.push({ updateOne: { filter: { _id: doc._id }, update: { $set: set, $inc: { [VERSION_FIELD]: 1 } } } })
      changed.push({ before: stored, set })
      return { id: stored.id, fields: { ...stored.fields, ...set }, version: stored.version! + 1 }
    })
    if (writes.length > 0) {
      await collection.bulkWrite(writes, { ...this.limits, ordered: true, session })
      await this.recorder.documents(
        stamp,
        name,
        changed.map(({ before, set }) => ({
          op: 'update',
          documentId: before.id,
          version: before.version! + 1,
          before: before.fields,
          set,
        })),
        session,
      )
    }
    return { matched: docs.length, modified: writes.length, documents }
  }

  /** The matches are read, then deleted by id: each deleted document gets its record with its last content. */
  async deleteMany(name: string, filter: QueryFilter, stamp: ChangeStamp): Promise<number> {
    return this.transactions.run(async (session) => {
      const collection = this.documents(name)
      const docs = await collection.find(toMongoFilter(filter), { ...this.limits, sort: { _id: 1 }, session }).toArray()
      const deleted: StoredDocument[] = []
      for (let i = 0; i < docs.length; i += 1000) {
        const ids = docs.slice(i, i + 1000).map((d) => d._id)
        // A document another request deleted meanwhile is that request's change, not this one's.
        const gone = await collection.find({ _id: { $in: ids } }, { ...this.limits, projection: { _id: 1 }, session }).toArray()
        await collection.deleteMany({ _id: { $in: ids } }, { ...this.limits, session })
        const present = new Set(gone.map((d) => idOf(d._id)))
        for (const doc of docs.slice(i, i + 1000)) if (present.has(idOf(doc._id))) deleted.push(toStored(doc))
      }
      await this.recorder.documents(
        stamp,
        name,
        deleted.map((d) => ({ op: 'delete', documentId: d.id, version: d.version!, fields: d.fields })),
        session,
      )
      return deleted.length
    })
  }

  countDocuments(name: string): Promise<number> {
    return this.documents(name).countDocuments({}, this.limits)
  }

  private async conflictOrAbsent(name: string, id: string, options: DocumentWriteOptions): Promise<VersionConflict | null> {
    if (options.ifVersion === undefined || options.ifVersion === null) return null
    const current = await this.findDocument(name, id)
    return current ? { conflict: current } : null
  }

  private documents(name: string): Collection<LakeDocument> {
    if (name === DATALAKE_DATABASES) throw new Error('not a data lake database')
    return this.db.collection<LakeDocument>(name)
  }
}
