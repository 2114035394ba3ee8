import type { DataLakeDatabase, Variable } from '../../domain/database'
import type { QueryFilter } from '../../domain/query-filter'
import type { QueryOptions } from '../../domain/query-options'

/** A document as stored: encrypted fields hold ciphertext strings. `_id` is `id`, never a field. */
export interface StoredDocument {
  readonly id: string
  readonly fields: Record<string, unknown>
}

export type DocumentQuery = Pick<QueryOptions, 'sort' | 'skip' | 'limit' | 'fields'> & { readonly filter: QueryFilter }

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
 * (variables, update, delete) run as set operations inside the store, each one atomic.
 */
export interface DataLakeStore {
  /** Stores a new database and its empty collection unless its friendly name (checked first) or its name is taken. */
  createDatabase(database: DataLakeDatabase): Promise<CreateDatabaseOutcome>
  findDatabase(name: string): Promise<DataLakeDatabase | null>
  /** Databases of one source, oldest first; of one workspace, or every workspace when null. */
  listDatabases(scope: { readonly source: string; readonly workspaceId: string | null }): Promise<DataLakeDatabase[]>
  /** Drops the collection and its metadata; false when it did not exist. */
  deleteDatabase(name: string): Promise<boolean>
  /** Declares the candidates whose name is not declared yet; answers the database as it now is (null when gone). */
  declareVariables(name: string, candidates: readonly Variable[]): Promise<DataLakeDatabase | null>
  /** Applies adds and renames atomically; `matched` counts all documents, `modified` those whose content changed. */
  changeVariables(name: string, change: VariableChange): Promise<{ matched: number; modified: number } | null>
  insertDocuments(name: string, documents: readonly StoredDocument[]): Promise<void>
  /** Sets one field atomically and answers the value it replaced (null when absent); null when the document is absent. */
  patchField(name: string, id: string, field: string, value: unknown): Promise<{ previous: unknown } | null>
  find(name: string, query: DocumentQuery): Promise<StoredDocument[]>
  /**
   * Applies `change` to every match in one atomic step and answers the matches as they now are.
   * When more than `maxMatches` documents match, nothing changes and the answer is null.
   */
  updateMany(name: string, filter: QueryFilter, change: DocumentChange, maxMatches: number): Promise<{ matched: number; modified: number; documents: StoredDocument[] } | null>
  deleteMany(name: string, filter: QueryFilter): Promise<number>
  countDocuments(name: string): Promise<number>
}
