import type { Document } from 'mongodb'
import type { CreateDatabaseOutcome, SourceSummary, VariableChange } from '../../../application/ports/data-lake-store'
import type { ChangeStamp } from '../../../domain/change-entries'
import type { DataLakeDatabase, Variable } from '../../../domain/database'
import type { MongoChangeLogAppender } from './mongo-change-log-appender'
import type { MongoChangeRecorder } from './mongo-change-recorder'
import type { MongoDatabaseCatalog } from './mongo-database-catalog'
import type { MongoLakeCollections } from './mongo-lake-collections'
import { VERSION_FIELD } from './mongo-versioned-document'

/**
 * The data lake's catalog job in MongoDB: databases (a metadata document plus a collection) and
 * their variables. Metadata is read from the server every time, so instances agree; the change
 * record of a database or variables change is appended right after it.
 */
export class MongoLakeDatabases {
  constructor(
    private readonly collections: MongoLakeCollections,
    private readonly catalog: MongoDatabaseCatalog,
    private readonly log: MongoChangeLogAppender,
    private readonly recorder: MongoChangeRecorder,
  ) {}

  async createDatabase(database: DataLakeDatabase, stamp: ChangeStamp): Promise<CreateDatabaseOutcome> {
    const outcome = await this.catalog.insert(database)
    if (outcome !== 'created') return outcome
    // A name with a log left by a deleted database is taken: its log must not become this one's.
    if (await this.log.hasRecords(database.name)) {
      await this.catalog.remove(database.name)
      return 'name-taken'
    }
    const { db, limits } = this.collections
    try {
      await db.createCollection(database.name, limits)
    } catch (error) {
      // NamespaceExists with no metadata: left behind by an interrupted delete. Its documents
      // belonged to a deleted database, so they go before this one uses the name.
      if ((error as { code?: number }).code !== 48) throw error
      await this.collections.documents(database.name).drop(limits)
      await db.createCollection(database.name, limits)
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

  listSources(scope: { workspaceId: string | null; limit: number }): Promise<SourceSummary[]> {
    return this.catalog.sources(scope.workspaceId, scope.limit)
  }

  async deleteDatabase(name: string, stamp: ChangeStamp): Promise<boolean> {
    const current = await this.catalog.get(name)
    if (!current || !(await this.catalog.remove(name))) return false
    await this.collections
      .documents(name)
      .drop(this.collections.limits)
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

  /** One server-side updateMany per step; no document is read into the service. */
  async changeVariables(name: string, change: VariableChange, stamp: ChangeStamp): Promise<{ matched: number; modified: number } | null> {
    const current = await this.catalog.get(name)
    if (!current) return null
    const documents = this.collections.documents(name)
    const limits = this.collections.limits
    const conditions: Document[] = [
      ...change.add.map((v) => ({ [v.name]: { $exists: false } })),
      ...change.renames.map((r) => ({ [r.from]: { $exists: true } })),
    ]
    const matched = await documents.countDocuments({}, limits)
    // Versions first, over the same conditions the steps use, so a document touched by several steps counts once.
    const modified =
      conditions.length === 0
        ? 0
        : (await documents.updateMany({ $or: conditions }, { $inc: { [VERSION_FIELD]: 1 } }, limits)).modifiedCount
    // One updateMany per added name (a document may already hold a value: keep it), then one for all renames.
    for (const v of change.add) await documents.updateMany({ [v.name]: { $exists: false } }, { $set: { [v.name]: null } }, limits)
    if (change.renames.length > 0) {
      const rename = Object.fromEntries(change.renames.map((r) => [r.from, r.to]))
      await documents.updateMany({ $or: change.renames.map((r) => ({ [r.from]: { $exists: true } })) }, { $rename: rename }, limits)
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
}
