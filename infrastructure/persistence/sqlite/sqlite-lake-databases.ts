import type { CreateDatabaseOutcome, SourceSummary, VariableChange } from '../../../application/ports/data-lake-store'
import type { ChangeStamp } from '../../../domain/change-entries'
import type { DataLakeDatabase, Variable } from '../../../domain/database'
import type { EmbeddedStore } from './embedded-store'
import { inTransaction } from './sqlite-database'
import { SqliteDatabaseCatalog } from './sqlite-database-catalog'
import { createDocumentTable, tableOf } from './sqlite-document-table'
import type { SqliteLakeTables } from './sqlite-lake-tables'
import { applyVariableChange } from './sqlite-variable-change'

/**
 * The data lake's catalog job in the embedded store: databases (metadata row plus document
 * table) and their variables. Each change runs in one transaction with its change record;
 * listeners hear of it after the commit.
 */
export class SqliteLakeDatabases {
  private readonly catalog: SqliteDatabaseCatalog

  constructor(
    private readonly store: EmbeddedStore,
    private readonly tables: SqliteLakeTables,
  ) {
    this.catalog = new SqliteDatabaseCatalog(store.db)
  }

  async createDatabase(database: DataLakeDatabase, stamp: ChangeStamp): Promise<CreateDatabaseOutcome> {
    const outcome = inTransaction(this.store.db, () => {
      if (this.catalog.friendlyNameTaken(database.source, database.workspaceId, database.userFriendlyName)) return 'friendly-name-taken'
      // A name with a log left by a deleted database is taken too: its log must not become this one's.
      if (this.catalog.get(database.name, true) || this.store.changeLog.hasRecords(database.name)) return 'name-taken'
      this.catalog.insert(database)
      this.tables.pages.forget(database.name)
      createDocumentTable(this.store.db, database.name)
      this.store.changeLog.appendDatabase(stamp, database.name, 'database.create', [])
      return 'created'
    })
    if (outcome === 'created') this.store.notifier.notify(database.name)
    return outcome
  }

  async findDatabase(name: string): Promise<DataLakeDatabase | null> {
    return this.catalog.get(name)
  }

  knownDatabase(name: string): DataLakeDatabase | undefined {
    return this.catalog.known(name)
  }

  async listDatabases(scope: { source: string; workspaceId: string | null }): Promise<DataLakeDatabase[]> {
    return this.catalog.list(scope.source, scope.workspaceId)
  }

  async listSources(scope: { workspaceId: string | null; limit: number }): Promise<SourceSummary[]> {
    return this.catalog.sources(scope.workspaceId, scope.limit)
  }

  async deleteDatabase(name: string, stamp: ChangeStamp): Promise<boolean> {
    const table = tableOf(name)
    const removed = inTransaction(this.store.db, () => {
      const current = this.catalog.get(name, true)
      if (!current || !this.catalog.remove(name)) return false
      this.tables.pages.forget(name)
      this.store.db.exec(`DROP TABLE IF EXISTS ${table}`)
      this.store.changeLog.appendDatabase(stamp, name, 'database.delete', [])
      return true
    })
    this.tables.dropped(name)
    if (removed) this.store.notifier.notify(name)
    return removed
  }

  async declareVariables(name: string, candidates: readonly Variable[]): Promise<DataLakeDatabase | null> {
    return this.guarded(name, () => {
      const current = this.catalog.get(name, true)
      if (!current) return null
      const declared = new Set(current.variables.map((v) => v.name))
      const added = candidates.filter((c) => !declared.has(c.name) && declared.add(c.name))
      if (added.length > 0) this.catalog.setVariables(name, [...current.variables, ...added], current.sensitiveVariables)
      return this.catalog.get(name, true)
    })
  }

  async changeVariables(name: string, change: VariableChange, stamp: ChangeStamp): Promise<{ matched: number; modified: number } | null> {
    const counts = this.guarded(name, () => {
      const current = this.catalog.get(name, true)
      if (!current) return null
      this.tables.pages.forget(name)
      const counts = applyVariableChange(this.tables.table(name), this.tables.statements, change)
      const renamed = new Map(change.renames.map((r) => [r.from, r.to]))
      const variables = current.variables.map((v) => (renamed.has(v.name) ? { id: v.id, name: renamed.get(v.name)! } : v))
      this.catalog.setVariables(name, [...variables, ...change.add], change.sensitiveVariables)
      const summary = { added: change.add.map((v) => v.name), renamed: change.renames.map((r) => ({ from: r.from, to: r.to })), ...counts }
      this.store.changeLog.appendDatabase(stamp, name, 'variables', summary)
      return counts
    })
    if (counts) this.store.notifier.notify(name)
    return counts
  }

  /** A metadata-changing transaction: a rollback must not leave a stale copy in the cache. */
  private guarded<T>(name: string, work: () => T): T {
    try {
      return inTransaction(this.store.db, work)
    } catch (error) {
      this.catalog.forget(name)
      throw error
    }
  }
}
