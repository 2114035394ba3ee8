import type { Db } from 'mongodb'
import type {
  CreateDatabaseOutcome,
  DataLakeStore,
  DocumentChange,
  DocumentPageQuery,
  DocumentQuery,
  DocumentWriteOptions,
  SourceSummary,
  StoredDocument,
  VariableChange,
  VersionConflict,
} from '../../../application/ports/data-lake-store'
import type { ChangeStamp } from '../../../domain/change-entries'
import type { DataLakeDatabase, Variable } from '../../../domain/database'
import type { QueryFilter } from '../../../domain/query-filter'
import { MongoChangeLogAppender } from './mongo-change-log-appender'
import type { MongoChangeNotifier } from './mongo-change-notifier'
import { MongoChangeRecorder } from './mongo-change-recorder'
import { DEFAULT_LIMITS, type MongoLimits } from './mongo-client'
import { MongoDatabaseCatalog } from './mongo-database-catalog'
import { MongoFilterWrites } from './mongo-filter-writes'
import { MongoLakeCollections } from './mongo-lake-collections'
import { MongoLakeDatabases } from './mongo-lake-databases'
import { MongoLakeReads } from './mongo-lake-reads'
import { MongoLakeWrites } from './mongo-lake-writes'
import { MongoTransactions } from './mongo-transactions'

/**
 * The data lake in MongoDB: metadata in `datalake_databases`, each database's documents in the
 * collection named by its internal name, `_id` a real ObjectId. The same three jobs as the
 * embedded store, one file each: the catalog (`MongoLakeDatabases`), reads (`MongoLakeReads`) and
 * writes (`MongoLakeWrites` by id, `MongoFilterWrites` by filter), sharing the collections
 * (`MongoLakeCollections`). This class only routes.
 */
export class MongoDataLakeStore implements DataLakeStore {
  private readonly databases: MongoLakeDatabases
  private readonly reads: MongoLakeReads
  private readonly writes: MongoLakeWrites
  private readonly filterWrites: MongoFilterWrites

  constructor(db: Db, limits: MongoLimits = DEFAULT_LIMITS, notifier?: MongoChangeNotifier) {
    const collections = new MongoLakeCollections(db, limits)
    const log = new MongoChangeLogAppender(db, limits)
    const recorder = new MongoChangeRecorder(log, notifier)
    this.databases = new MongoLakeDatabases(collections, new MongoDatabaseCatalog(db, limits), log, recorder)
    this.reads = new MongoLakeReads(collections)
    const transactions = new MongoTransactions(db)
    this.writes = new MongoLakeWrites(collections, recorder, transactions)
    this.filterWrites = new MongoFilterWrites(collections, recorder, transactions)
  }

  createDatabase(database: DataLakeDatabase, stamp: ChangeStamp): Promise<CreateDatabaseOutcome> {
    return this.databases.createDatabase(database, stamp)
  }

  findDatabase(name: string): Promise<DataLakeDatabase | null> {
    return this.databases.findDatabase(name)
  }

  listDatabases(scope: { source: string; workspaceId: string | null }): Promise<DataLakeDatabase[]> {
    return this.databases.listDatabases(scope)
  }

  listSources(scope: { workspaceId: string | null; limit: number }): Promise<SourceSummary[]> {
    return this.databases.listSources(scope)
  }

  deleteDatabase(name: string, stamp: ChangeStamp): Promise<boolean> {
    return this.databases.deleteDatabase(name, stamp)
  }

  declareVariables(name: string, candidates: readonly Variable[]): Promise<DataLakeDatabase | null> {
    return this.databases.declareVariables(name, candidates)
  }

  changeVariables(name: string, change: VariableChange, stamp: ChangeStamp): Promise<{ matched: number; modified: number } | null> {
    return this.databases.changeVariables(name, change, stamp)
  }

  insertDocuments(name: string, documents: readonly StoredDocument[], stamp: ChangeStamp): Promise<void> {
    return this.writes.insertDocuments(name, documents, stamp)
  }

  patchField(
    name: string,
    id: string,
    field: string,
    value: unknown,
    options: DocumentWriteOptions,
  ): Promise<{ previous: unknown; version: number } | VersionConflict | null> {
    return this.writes.patchField(name, id, field, value, options)
  }

  deleteDocument(name: string, id: string, options: DocumentWriteOptions): Promise<{ deleted: StoredDocument } | VersionConflict | null> {
    return this.writes.deleteDocument(name, id, options)
  }

  updateMany(name: string, filter: QueryFilter, change: DocumentChange, maxMatches: number, stamp: ChangeStamp) {
    return this.filterWrites.updateMany(name, filter, change, maxMatches, stamp)
  }

  deleteMany(name: string, filter: QueryFilter, stamp: ChangeStamp): Promise<number> {
    return this.filterWrites.deleteMany(name, filter, stamp)
  }

  find(name: string, query: DocumentQuery): Promise<StoredDocument[]> {
    return this.reads.find(name, query)
  }

  findDocument(name: string, id: string): Promise<StoredDocument | null> {
    return this.reads.findDocument(name, id)
  }

  listDocuments(name: string, query: DocumentPageQuery): Promise<StoredDocument[]> {
    return this.reads.listDocuments(name, query)
  }

  countDocuments(name: string): Promise<number> {
    return this.reads.countDocuments(name)
  }
}
