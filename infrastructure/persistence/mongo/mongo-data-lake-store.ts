import type { AnyBulkWriteOperation, Collection, Db, Document, ObjectId } from 'mongodb'
import type { CreateDatabaseOutcome, DataLakeStore, DocumentChange, DocumentQuery, StoredDocument, VariableChange } from '../../../application/ports/data-lake-store'
import type { DataLakeDatabase, Variable } from '../../../domain/database'
import type { QueryFilter } from '../../../domain/query-filter'
import { compileProjection } from '../document-projection'
import { DEFAULT_LIMITS, type MongoLimits } from './mongo-client'
import { DATALAKE_DATABASES, MongoDatabaseCatalog } from './mongo-database-catalog'
import { idOf, toMongoFilter, toMongoSort, toObjectIdOrString } from './mongo-filter'

/** A data lake document as stored: the client's fields beside an ObjectId `_id`. */
interface LakeDocument extends Document {
  _id: ObjectId | string
}

/**
 * The data lake in MongoDB: metadata in `datalake_databases`, each database's documents in the
 * collection named by its internal name, `_id` a real ObjectId. Adds and renames are updateMany
 * set operations run by the server; PATCH is one findOneAndUpdate answering the value before.
 * Metadata is read from the server every time (no per-instance cache), so instances agree.
 */
export class MongoDataLakeStore implements DataLakeStore {
  private readonly catalog: MongoDatabaseCatalog

  constructor(private readonly db: Db, private readonly limits: MongoLimits = DEFAULT_LIMITS) {
    this.catalog = new MongoDatabaseCatalog(db, limits)
  }

  async createDatabase(database: DataLakeDatabase): Promise<CreateDatabaseOutcome> {
    const outcome = await this.catalog.insert(database)
    if (outcome !== 'created') return outcome
    try {
      await this.db.createCollection(database.name, this.limits)
    } catch (error) {
      // NamespaceExists with no metadata: left behind by an interrupted delete. Its documents
      // belonged to a deleted database, so they go before this one uses the name.
      if ((error as { code?: number }).code !== 48) throw error
      await this.documents(database.name).drop(this.limits)
      await this.db.createCollection(database.name, this.limits)
    }
    return outcome
  }

  findDatabase(name: string): Promise<DataLakeDatabase | null> {
    return this.catalog.get(name)
  }

  listDatabases(scope: { source: string; workspaceId: string | null }): Promise<DataLakeDatabase[]> {
    return this.catalog.list(scope.source, scope.workspaceId)
  }

  async deleteDatabase(name: string): Promise<boolean> {
    if (!(await this.catalog.remove(name))) return false
    await this.documents(name).drop(this.limits).catch(() => false)
    return true
  }

  declareVariables(name: string, candidates: readonly Variable[]): Promise<DataLakeDatabase | null> {
    return this.catalog.change(name, (current) => {
      const declared = new Set(current.variables.map((v) => v.name))
      const added = candidates.filter((c) => !declared.has(c.name) && declared.add(c.name))
      return added.length === 0 ? null : { variables: [...current.variables, ...added], sensitiveVariables: current.sensitiveVariables }
    })
  }

  async changeVariables(name: string, change: VariableChange): Promise<{ matched: number; modified: number } | null> {
    const current = await this.catalog.get(name)
    if (!current) return null
    const documents = this.documents(name)
    const conditions: Document[] = [
      ...change.add.map((v) => ({ [v.name]: { $exists: false } })),
      ...change.renames.map((r) => ({ [r.from]: { $exists: true } })),
    ]
    const matched = await documents.countDocuments({}, this.limits)
    const modified = conditions.length === 0 ? 0 : await documents.countDocuments({ $or: conditions }, this.limits)
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
    return { matched, modified }
  }

  async insertDocuments(name: string, documents: readonly StoredDocument[]): Promise<void> {
    if (documents.length === 0) return
    await this.documents(name).insertMany(documents.map((d) => ({ ...d.fields, _id: toObjectIdOrString(d.id) })), { ...this.limits, ordered: true })
  }

  async patchField(name: string, id: string, field: string, value: unknown): Promise<{ previous: unknown } | null> {
    const before = await this.documents(name).findOneAndUpdate({ _id: toObjectIdOrString(id) }, { $set: { [field]: value } }, { ...this.limits, returnDocument: 'before' })
    if (!before) return null
    return { previous: Object.hasOwn(before, field) ? before[field] : null }
  }

  async find(name: string, query: DocumentQuery): Promise<StoredDocument[]> {
    const docs = await this.documents(name)
      .find(toMongoFilter(query.filter), { ...this.limits, sort: toMongoSort(query.sort), skip: query.skip, limit: query.limit })
      .toArray()
    const project = compileProjection(query.fields)
    return docs.map((doc) => toStored(doc, project))
  }

  /**
   * Reads the matches (at most maxMatches + 1), computes each change in the service, and writes
   * the changed documents in one ordered bulk. Each document changes atomically; the whole set is
   * not one transaction (that needs a replica-set transaction, which FerretDB lacks).
   */
  async updateMany(name: string, filter: QueryFilter, change: DocumentChange, maxMatches: number) {
    const collection = this.documents(name)
    const docs = await collection.find(toMongoFilter(filter), { ...this.limits, sort: { _id: 1 }, limit: maxMatches + 1 }).toArray()
    if (docs.length > maxMatches) return null
    const writes: AnyBulkWriteOperation<LakeDocument>[] = []
    const documents = docs.map((doc) => {
      const stored = toStored(doc)
      const set = change(stored)
      if (set === null) return stored
      writes.push({ updateOne: { filter: { _id: doc._id }, update: { $set: set } } })
      return { id: stored.id, fields: { ...stored.fields, ...set } }
    })
    if (writes.length > 0) await collection.bulkWrite(writes, { ...this.limits, ordered: true })
    return { matched: docs.length, modified: writes.length, documents }
  }

  async deleteMany(name: string, filter: QueryFilter): Promise<number> {
    return (await this.documents(name).deleteMany(toMongoFilter(filter), this.limits)).deletedCount
  }

  countDocuments(name: string): Promise<number> {
    return this.documents(name).countDocuments({}, this.limits)
  }

  private documents(name: string): Collection<LakeDocument> {
    if (name === DATALAKE_DATABASES) throw new Error('not a data lake database')
    return this.db.collection<LakeDocument>(name)
  }
}

function toStored(doc: Document, project: (fields: Record<string, unknown>) => Record<string, unknown> = (f) => f): StoredDocument {
  const { _id, ...fields } = doc
  return { id: idOf(_id), fields: project(fields) }
}
