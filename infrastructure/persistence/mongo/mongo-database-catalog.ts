import type { Collection, Db } from 'mongodb'
import type { CreateDatabaseOutcome } from '../../../application/ports/data-lake-store'
import type { DataLakeDatabase, Variable } from '../../../domain/database'
import { isDuplicateKey, type MongoLimits } from './mongo-client'

interface CatalogDocument {
  _id: string
  userFriendlyName: string
  source: string
  workspaceId: string
  variables: Variable[]
  sensitiveVariables: string[]
  createdAt: Date
  /** Bumped by every metadata change; a change applies only over the version it read. */
  revision: number
}

export const DATALAKE_DATABASES = 'datalake_databases'

/** Collections of the service itself: never usable as a data lake database's name. */
export const RESERVED_COLLECTIONS: ReadonlySet<string> = new Set([
  DATALAKE_DATABASES,
  'users',
  'login_links',
  'login_link_uses',
  'rate_limit_windows',
  'chat_sessions',
  'contact_submissions',
  'flows',
])

const MAX_RETRIES = 8

/** Data lake metadata in MongoDB, one document per database keyed by its internal name. */
export class MongoDatabaseCatalog {
  private readonly databases: Collection<CatalogDocument>

  constructor(
    db: Db,
    private readonly limits: MongoLimits,
  ) {
    this.databases = db.collection<CatalogDocument>(DATALAKE_DATABASES)
  }

  /** The unique indexes on `_id` and on (source, workspaceId, userFriendlyName) decide races. */
  async insert(d: DataLakeDatabase): Promise<CreateDatabaseOutcome> {
    if (RESERVED_COLLECTIONS.has(d.name) || d.name.startsWith('system.')) return 'name-taken'
    try {
      await this.databases.insertOne(
        {
          _id: d.name,
          userFriendlyName: d.userFriendlyName,
          source: d.source,
          workspaceId: d.workspaceId,
          variables: [...d.variables],
          sensitiveVariables: [...d.sensitiveVariables],
          createdAt: d.createdAt,
          revision: 0,
        },
        this.limits,
      )
      return 'created'
    } catch (error) {
      if (!isDuplicateKey(error)) throw error
      const sameFriendly = await this.databases.findOne(
        { source: d.source, workspaceId: d.workspaceId, userFriendlyName: d.userFriendlyName },
        this.limits,
      )
      return sameFriendly ? 'friendly-name-taken' : 'name-taken'
    }
  }

  async get(name: string): Promise<DataLakeDatabase | null> {
    const doc = await this.databases.findOne({ _id: name }, this.limits)
    return doc ? toDatabase(doc) : null
  }

  async list(source: string, workspaceId: string | null): Promise<DataLakeDatabase[]> {
    const filter = workspaceId === null ? { source } : { source, workspaceId }
    const docs = await this.databases.find(filter, { ...this.limits, sort: { createdAt: 1, _id: 1 } }).toArray()
    return docs.map(toDatabase)
  }

  async sources(workspaceId: string | null, limit: number): Promise<{ source: string; databases: number }[]> {
    const groups = await this.databases
      .aggregate<{ _id: string; databases: number }>(
        [
          { $match: workspaceId === null ? {} : { workspaceId } },
          { $group: { _id: '$source', databases: { $sum: 1 } } },
          { $sort: { _id: 1 } },
          { $limit: limit },
        ],
        this.limits,
      )
      .toArray()
    return groups.map((g) => ({ source: g._id, databases: g.databases }))
  }

  async remove(name: string): Promise<boolean> {
    return (await this.databases.deleteOne({ _id: name }, this.limits)).deletedCount === 1
  }

  /**
   * Applies `next` to the current metadata with optimistic concurrency: the write is conditional
   * on the revision it read, and retried on a conflict. `next` answers null for "no change".
   */
  async change(
    name: string,
    next: (current: DataLakeDatabase) => Pick<DataLakeDatabase, 'variables' | 'sensitiveVariables'> | null,
  ): Promise<DataLakeDatabase | null> {
    for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
      const doc = await this.databases.findOne({ _id: name }, this.limits)
      if (!doc) return null
      const current = toDatabase(doc)
      const changed = next(current)
      if (!changed) return current
      const result = await this.databases.updateOne(
        { _id: name, revision: doc.revision },
        { $set: { variables: [...changed.variables], sensitiveVariables: [...changed.sensitiveVariables], revision: doc.revision + 1 } },
        this.limits,
      )
      if (result.modifiedCount === 1)
        return { ...current, variables: [...changed.variables], sensitiveVariables: [...changed.sensitiveVariables] }
    }
    throw new Error('data lake metadata kept changing under a concurrent writer')
  }
}

function toDatabase(d: CatalogDocument): DataLakeDatabase {
  return {
    name: d._id,
    userFriendlyName: d.userFriendlyName,
    source: d.source,
    workspaceId: d.workspaceId,
    variables: d.variables.map((v) => ({ id: v.id, name: v.name })),
    sensitiveVariables: [...d.sensitiveVariables],
    createdAt: d.createdAt,
  }
}
