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
import type {
  DocumentPages,
  DocumentsText,
  DocumentText,
  KeysetDocumentsText,
  KeysetPageQuery,
} from '../../../application/ports/document-pages'
import type { ChangeStamp } from '../../../domain/change-entries'
import type { DataLakeDatabase, Variable } from '../../../domain/database'
import type { QueryFilter } from '../../../domain/query-filter'
import type { EmbeddedStore } from './embedded-store'
import { SqliteLakeDatabases } from './sqlite-lake-databases'
import { SqliteLakeReads } from './sqlite-lake-reads'
import { SqliteLakeTables } from './sqlite-lake-tables'
import { SqliteLakeWrites } from './sqlite-lake-writes'
import { registerSqlFunctions } from './sqlite-regexp-function'

/**
 * The data lake in the embedded store: a metadata table plus one table per database
 * (`id TEXT PRIMARY KEY, doc TEXT` JSON, `version`). Three jobs, one file each: the catalog
 * (`SqliteLakeDatabases`), reads with the page cache (`SqliteLakeReads`, also the DocumentPages
 * port) and writes (`SqliteLakeWrites`), sharing the tables (`SqliteLakeTables`) and the
 * embedded store's batcher, change log table and notifier. This class only routes.
 */
export class SqliteDataLakeStore implements DataLakeStore, DocumentPages {
  private readonly databases: SqliteLakeDatabases
  private readonly reads: SqliteLakeReads
  private readonly writes: SqliteLakeWrites
  private readonly tables: SqliteLakeTables

  constructor(store: EmbeddedStore) {
    registerSqlFunctions(store.db)
    const tables = new SqliteLakeTables(store.db, store.events)
    this.tables = tables
    this.databases = new SqliteLakeDatabases(store, tables)
    this.reads = new SqliteLakeReads(tables)
    this.writes = new SqliteLakeWrites(store, tables)
  }

  /** Drops the cached pages of a table another adapter (a batch) writes to, inside its transaction. */
  forgetPages(name: string): void {
    this.tables.pages.forget(name)
  }

  createDatabase(database: DataLakeDatabase, stamp: ChangeStamp): Promise<CreateDatabaseOutcome> {
    return this.databases.createDatabase(database, stamp)
  }

  findDatabase(name: string): Promise<DataLakeDatabase | null> {
    return this.databases.findDatabase(name)
  }

  knownDatabase(name: string): DataLakeDatabase | undefined {
    return this.databases.knownDatabase(name)
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
    return this.writes.updateMany(name, filter, change, maxMatches, stamp)
  }

  deleteMany(name: string, filter: QueryFilter, stamp: ChangeStamp): Promise<number> {
    return this.writes.deleteMany(name, filter, stamp)
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

  readPage(name: string, query: Omit<DocumentQuery, 'fields'>): Promise<DocumentsText> {
    return this.reads.readPage(name, query)
  }

  knownPage(name: string, query: Omit<DocumentQuery, 'fields'>): DocumentsText | undefined {
    return this.reads.knownPage(name, query)
  }

  readKeysetPage(name: string, query: KeysetPageQuery): Promise<KeysetDocumentsText> {
    return this.reads.readKeysetPage(name, query)
  }

  knownKeysetPage(name: string, query: KeysetPageQuery): KeysetDocumentsText | undefined {
    return this.reads.knownKeysetPage(name, query)
  }

  readDocument(name: string, id: string): Promise<DocumentText | null> {
    return this.reads.readDocument(name, id)
  }

  knownDocument(name: string, id: string): DocumentText | undefined {
    return this.tables.pages.peekDocument(name, id)
  }
}
