import type { DataLakeDatabase, Variable } from '../../../domain/database'
import type { Sqlite } from './sqlite-database'

interface CatalogRow {
  name: string
  user_friendly_name: string
  source: string
  workspace_id: string
  variables: string
  sensitive_variables: string
  created_at: number
}

/**
 * The metadata table of the data lake, with every database read once and then served from
 * memory until it changes (each change goes through this class, which drops the cached copy).
 */
export class SqliteDatabaseCatalog {
  private readonly cache = new Map<string, DataLakeDatabase>()
  private readonly byName
  private readonly byFriendlyName
  private readonly insertRow
  private readonly deleteRow
  private readonly updateVariables
  private readonly listOne
  private readonly listAll
  private readonly sourcesOne
  private readonly sourcesAll

  constructor(db: Sqlite) {
    db.exec(`CREATE TABLE IF NOT EXISTS datalake_databases (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL UNIQUE, user_friendly_name TEXT NOT NULL,
      source TEXT NOT NULL, workspace_id TEXT NOT NULL, variables TEXT NOT NULL, sensitive_variables TEXT NOT NULL,
      created_at INTEGER NOT NULL, UNIQUE (source, workspace_id, user_friendly_name))`)
    this.byName = db.prepare('SELECT * FROM datalake_databases WHERE name = ?')
    this.byFriendlyName = db.prepare('SELECT 1 FROM datalake_databases WHERE source = ? AND workspace_id = ? AND user_friendly_name = ?')
    this.insertRow =
      db.prepare(`INSERT INTO datalake_databases (name, user_friendly_name, source, workspace_id, variables, sensitive_variables, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`)
    this.deleteRow = db.prepare('DELETE FROM datalake_databases WHERE name = ?')
    this.updateVariables = db.prepare('UPDATE datalake_databases SET variables = ?, sensitive_variables = ? WHERE name = ?')
    this.listOne = db.prepare('SELECT * FROM datalake_databases WHERE source = ? AND workspace_id = ? ORDER BY created_at, seq')
    this.listAll = db.prepare('SELECT * FROM datalake_databases WHERE source = ? ORDER BY created_at, seq')
    const sources = 'SELECT source, COUNT(*) AS databases FROM datalake_databases'
    this.sourcesOne = db.prepare(`${sources} WHERE workspace_id = ? GROUP BY source ORDER BY source LIMIT ?`)
    this.sourcesAll = db.prepare(`${sources} GROUP BY source ORDER BY source LIMIT ?`)
  }

  /** From memory when known; `fresh` reads the table (inside a transaction that is about to change it). */
  get(name: string, fresh = false): DataLakeDatabase | null {
    if (!fresh) {
      const cached = this.cache.get(name)
      if (cached) return cached
    }
    const database = toDatabase(this.byName.get(name) as unknown as CatalogRow | undefined)
    if (database) this.cache.set(name, database)
    else this.cache.delete(name)
    return database
  }

  /** The copy held in memory, without reading the table; undefined when there is none. */
  known(name: string): DataLakeDatabase | undefined {
    return this.cache.get(name)
  }

  friendlyNameTaken(source: string, workspaceId: string, friendlyName: string): boolean {
    return this.byFriendlyName.get(source, workspaceId, friendlyName) !== undefined
  }

  insert(d: DataLakeDatabase): void {
    this.insertRow.run(
      d.name,
      d.userFriendlyName,
      d.source,
      d.workspaceId,
      JSON.stringify(d.variables),
      JSON.stringify(d.sensitiveVariables),
      d.createdAt.getTime(),
    )
    this.cache.delete(d.name)
  }

  remove(name: string): boolean {
    this.cache.delete(name)
    return Number(this.deleteRow.run(name).changes) > 0
  }

  setVariables(name: string, variables: readonly Variable[], sensitiveVariables: readonly string[]): void {
    this.cache.delete(name)
    this.updateVariables.run(JSON.stringify(variables), JSON.stringify(sensitiveVariables), name)
  }

  /** Forgets cached copies, e.g. after a rolled-back transaction. */
  forget(name: string): void {
    this.cache.delete(name)
  }

  sources(workspaceId: string | null, limit: number): { source: string; databases: number }[] {
    const rows = workspaceId === null ? this.sourcesAll.all(limit) : this.sourcesOne.all(workspaceId, limit)
    return (rows as unknown as { source: string; databases: number }[]).map((r) => ({ source: r.source, databases: Number(r.databases) }))
  }

  list(source: string, workspaceId: string | null): DataLakeDatabase[] {
    const rows = (workspaceId === null ? this.listAll.all(source) : this.listOne.all(source, workspaceId)) as unknown as CatalogRow[]
    return rows.map((row) => toDatabase(row)!)
  }
}

function toDatabase(row: CatalogRow | undefined): DataLakeDatabase | null {
  if (!row) return null
  return {
    name: row.name,
    userFriendlyName: row.user_friendly_name,
    source: row.source,
    workspaceId: row.workspace_id,
    variables: JSON.parse(row.variables) as Variable[],
    sensitiveVariables: JSON.parse(row.sensitive_variables) as string[],
    createdAt: new Date(row.created_at),
  }
}
