import type { ChangeStamp } from '../../domain/change-entries'
import type { DataLakeDatabase, Variable } from '../../domain/database'
import type { QueryFilter } from '../../domain/query-filter'
import type { QueryOptions } from '../../domain/query-options'

/** A document as stored: encrypted fields hold ciphertext strings. `_id` is `id`, never a field. */
export interface StoredDocument {
  readonly id: string
  readonly fields: Record<string, unknown>
  /** 1 when created, +1 on every write that changed it; stores answer it where they read whole rows. */
  readonly version?: number
}

/** A keyset page over `_id`: cost independent of how deep the page is. */
export interface DocumentPageQuery {
  readonly filter: QueryFilter
  /** The last `_id` of the previous page (exclusive); null for the first page. */
  readonly after: string | null
  readonly descending: boolean
  readonly limit: number
  readonly fields: readonly string[] | null
}

/** A conditional single-document write: the version it expects (null: any) and the log's stamp. */
export interface DocumentWriteOptions {
  readonly ifVersion?: number | null
  readonly stamp: ChangeStamp
}

/** A conditional write on a document that is no longer at the expected version: nothing changed. */
export interface VersionConflict {
  readonly conflict: StoredDocument
}

export type DocumentQuery = Pick<QueryOptions, 'sort' | 'skip' | 'limit' | 'fields'> & { readonly filter: QueryFilter }

/** A source that holds databases, with how many. */
export interface SourceSummary {
  readonly source: string
  readonly databases: number
}

export type CreateDatabaseOutcome = 'created' | 'name-taken' | 'friendly-name-taken'

/** Adds and renames of one call, already validated against the declared variables. */
export interface VariableChange {
  /** Variables to declare and set to null in every document that lacks them. */
  readonly add: readonly Variable[]
  /** Declared variables whose name (not id) changes; documents' values move to the new name. */
  readonly renames: readonly { readonly from: string; readonly to: string }[]
  /** The database's sensitive variable list after the change. */
  readonly sensitiveVariables: readonly string[]
}

/** Returns the fields to set on one matched document (stored form), or null when nothing changes. */
export type DocumentChange = (document: StoredDocument) => Record<string, unknown> | null

/**
 * The data lake: database metadata and each database's documents. Whole-collection changes
 * (variables, update, delete) run as set operations inside the store, each one atomic. Every
 * write appends its change records (docs/change-log.md) with the change, stamped by `stamp` and
 * built by the domain (`documentRecord`, `databaseRecord` in domain/change-entries.ts).
 */
export interface DataLakeStore {
  /** Stores a new database and its empty collection unless its friendly name (checked first) or its name is taken. */
  createDatabase(database: DataLakeDatabase, stamp: ChangeStamp): Promise<CreateDatabaseOutcome>
  findDatabase(name: string): Promise<DataLakeDatabase | null>
  /**
   * The database as the store already holds it in memory, answered without waiting; undefined when
   * it must be asked (`findDatabase`). A store without such a copy leaves it out. A read that
   * needs no await costs several times less (docs/performance.md, "Answers without an await").
   */
  knownDatabase?(name: string): DataLakeDatabase | undefined
  /** Databases of one source, oldest first; of one workspace, or every workspace when null. */
  listDatabases(scope: { readonly source: string; readonly workspaceId: string | null }): Promise<DataLakeDatabase[]>
  /** The sources holding databases, by name, at most `limit`; of one workspace, or every workspace when null. */
  listSources(scope: { readonly workspaceId: string | null; readonly limit: number }): Promise<SourceSummary[]>
  /** Drops the collection and its metadata; false when it did not exist. */
  deleteDatabase(name: string, stamp: ChangeStamp): Promise<boolean>
  /** Declares the candidates whose name is not declared yet; answers the database as it now is (null when gone). */
  declareVariables(name: string, candidates: readonly Variable[]): Promise<DataLakeDatabase | null>
  /** Applies adds and renames atomically; `matched` counts all documents, `modified` those whose content changed. */
  changeVariables(name: string, change: VariableChange, stamp: ChangeStamp): Promise<{ matched: number; modified: number } | null>
  insertDocuments(name: string, documents: readonly StoredDocument[], stamp: ChangeStamp): Promise<void>
  /** Sets one field atomically and answers the value it replaced (null when absent) and the new version; null when the document is absent. */
  patchField(
    name: string,
    id: string,
    field: string,
    value: unknown,
    options: DocumentWriteOptions,
  ): Promise<{ previous: unknown; version: number } | VersionConflict | null>
  find(name: string, query: DocumentQuery): Promise<StoredDocument[]>
  /** One document with its version, null when absent. */
  findDocument(name: string, id: string): Promise<StoredDocument | null>
  /** A page of documents ordered by `_id` after a cursor, without counting or skipping. */
  listDocuments(name: string, query: DocumentPageQuery): Promise<StoredDocument[]>
  /** Deletes one document; answers it as it was (with its last version), a conflict, or null when absent. */
  deleteDocument(name: string, id: string, options: DocumentWriteOptions): Promise<{ deleted: StoredDocument } | VersionConflict | null>
  /**
   * Applies `change` to every match in one atomic step and answers the matches as they now are.
   * When more than `maxMatches` documents match, nothing changes and the answer is null.
   */
  updateMany(
    name: string,
    filter: QueryFilter,
    change: DocumentChange,
    maxMatches: number,
    stamp: ChangeStamp,
  ): Promise<{ matched: number; modified: number; documents: StoredDocument[] } | null>
  deleteMany(name: string, filter: QueryFilter, stamp: ChangeStamp): Promise<number>
  countDocuments(name: string): Promise<number>
}
