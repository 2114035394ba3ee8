import type { CreateDatabaseOutcome, DataLakeStore, DocumentChange, DocumentQuery, StoredDocument, VariableChange } from '../../../application/ports/data-lake-store'
import type { DocumentPages, DocumentsText } from '../../../application/ports/document-pages'
import type { DataLakeDatabase, Variable } from '../../../domain/database'
import { DomainError } from '../../../domain/errors'
import type { QueryFilter } from '../../../domain/query-filter'
import { inTransaction, type Sqlite } from './sqlite-database'
import { SqliteDatabaseCatalog } from './sqlite-database-catalog'
import { createDocumentTable, fieldPath, SqliteDocumentTable, StatementCache, tableOf } from './sqlite-document-table'
import { SqlitePageCache } from './sqlite-page-cache'
import { applyVariableChange } from './sqlite-variable-change'
import { type SqliteWriteBatcher, writeBatcherOf } from './sqlite-write-batcher'
import { compileProjection } from '../document-projection'
import { compileOrderBy } from './sqlite-order-by'
import { compileFilter, registerSqlFunctions } from './sqlite-query'

const COLUMNS = { docColumn: 'doc', idColumn: 'id' }
/** Ids that need no JSON escaping (every id this service generates). */
const PLAIN_ID = /^[0-9A-Za-z]{1,64}$/

interface Row {
  id: string
  doc: string
}

/**
 * The data lake in the embedded store: a metadata table plus one table per database
 * (`id TEXT PRIMARY KEY, doc TEXT` JSON). Filters compile to SQL over the JSON column; adds and
 * renames are single UPDATE statements over the table, inside one transaction. Document inserts
 * and PATCHes are group-committed: those queued in one event-loop turn share one transaction,
 * each in its own savepoint, and each caller is answered once its batch has committed.
 */
export class SqliteDataLakeStore implements DataLakeStore, DocumentPages {
  private readonly catalog: SqliteDatabaseCatalog
  private readonly tables = new Map<string, SqliteDocumentTable>()
  private readonly statements: StatementCache
  private readonly pages: SqlitePageCache

  /** `batcher`: group commit for single-document writes; by default the handle's one batcher, shared with the other adapters. */
  constructor(
    private readonly db: Sqlite,
    private readonly batcher: SqliteWriteBatcher = writeBatcherOf(db),
  ) {
    registerSqlFunctions(db)
    this.catalog = new SqliteDatabaseCatalog(db)
    this.statements = new StatementCache(db)
    this.pages = new SqlitePageCache()
  }

  async createDatabase(database: DataLakeDatabase): Promise<CreateDatabaseOutcome> {
    return inTransaction(this.db, () => {
      if (this.catalog.friendlyNameTaken(database.source, database.workspaceId, database.userFriendlyName)) return 'friendly-name-taken'
      if (this.catalog.get(database.name, true)) return 'name-taken'
      this.catalog.insert(database)
      this.pages.forget(database.name)
      createDocumentTable(this.db, database.name)
      return 'created'
    })
  }

  async findDatabase(name: string): Promise<DataLakeDatabase | null> {
    return this.catalog.get(name)
  }

  async listDatabases(scope: { source: string; workspaceId: string | null }): Promise<DataLakeDatabase[]> {
    return this.catalog.list(scope.source, scope.workspaceId)
  }

  async deleteDatabase(name: string): Promise<boolean> {
    const table = tableOf(name)
    const removed = inTransaction(this.db, () => {
      if (!this.catalog.remove(name)) return false
      this.pages.forget(name)
      this.db.exec(`DROP TABLE IF EXISTS ${table}`)
      return true
    })
    this.tables.delete(name)
    this.statements.dropTable(table)
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

  async changeVariables(name: string, change: VariableChange): Promise<{ matched: number; modified: number } | null> {
    return this.guarded(name, () => {
      const current = this.catalog.get(name, true)
      if (!current) return null
      this.pages.forget(name)
      const counts = applyVariableChange(this.table(name), this.statements, change)
      const renamed = new Map(change.renames.map((r) => [r.from, r.to]))
      const variables = current.variables.map((v) => (renamed.has(v.name) ? { id: v.id, name: renamed.get(v.name)! } : v))
      this.catalog.setVariables(name, [...variables, ...change.add], change.sensitiveVariables)
      return counts
    })
  }

  async insertDocuments(name: string, documents: readonly StoredDocument[]): Promise<void> {
    const table = this.table(name)
    const rows = documents.map((d) => [d.id, JSON.stringify(d.fields)] as const)
    // One row is one statement, atomic by itself: no savepoint needed.
    await this.batcher.run(() => {
      this.pages.forget(name)
      for (const [id, doc] of rows) table.insert.run(id, doc)
    }, rows.length === 1).catch(notFoundWhenDropped(name))
  }

  /** The read of the old value and the write of the new one run back to back in one transaction. */
  async patchField(name: string, id: string, field: string, value: unknown): Promise<{ previous: unknown } | null> {
    const table = this.table(name)
    const path = fieldPath(field)
    const json = JSON.stringify(value)
    const previous = await this.batcher.run(() => {
      const row = table.fieldOf.get(path, id) as { value: string | null } | undefined
      if (!row) return undefined
      this.pages.forget(name)
      table.setField.run(path, json, id)
      return row.value
    }, true).catch(notFoundWhenDropped(name))
    if (previous === undefined) return null
    return { previous: previous === null ? null : JSON.parse(previous) }
  }

  async find(name: string, query: DocumentQuery): Promise<StoredDocument[]> {
    const project = compileProjection(query.fields)
    return this.select(name, query).map((row) => ({ id: row.id, fields: project(JSON.parse(row.doc) as Record<string, unknown>) }))
  }

  /**
   * The page's JSON array built from the rows' stored text, `_id` spliced in first. Measured: SQLite
   * concatenating the page itself (group_concat) cost 3x more than this, parsing the rows 2x more.
   * Pages are kept until their table changes (SqlitePageCache).
   */
  async readPage(name: string, query: Omit<DocumentQuery, 'fields'>): Promise<DocumentsText> {
    const key = `${name}\u0000${JSON.stringify(query)}`
    const cached = this.pages.get(name, key)
    if (cached) return cached
    const page = this.readJsonPage(name, query)
    this.pages.set(name, key, page)
    return page
  }

  private readJsonPage(name: string, query: Omit<DocumentQuery, 'fields'>): DocumentsText {
    // One row more than asked tells whether the limit cut the result.
    const rows = this.select(name, { ...query, limit: query.limit + 1 })
    const count = Math.min(rows.length, query.limit)
    let json = '['
    for (let i = 0; i < count; i++) {
      const { id, doc } = rows[i]!
      json += `${i === 0 ? '' : ','}{"_id":${PLAIN_ID.test(id) ? `"${id}"` : JSON.stringify(id)}${doc === '{}' ? '}' : `,${doc.slice(1)}`}`
    }
    return { json: `${json}]`, count, hasMore: rows.length > query.limit }
  }

  private select(name: string, query: Omit<DocumentQuery, 'fields'>): Row[] {
    const table = this.table(name)
    const where = compileFilter(query.filter, COLUMNS)
    // compileOrderBy ends with the id; without a sort, insertion order.
    const order = query.sort.length > 0 ? compileOrderBy(query.sort, COLUMNS) : 'rowid'
    const sql = `SELECT id, doc FROM ${table.quoted} WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`
    return this.statements.get(sql).all(...where.params, query.limit, query.skip) as unknown as Row[]
  }

  async updateMany(name: string, filter: QueryFilter, change: DocumentChange, maxMatches: number) {
    const table = this.table(name)
    const where = compileFilter(filter, COLUMNS)
    const select = this.statements.get(`SELECT id, doc FROM ${table.quoted} WHERE ${where.sql} ORDER BY rowid LIMIT ?`)
    return inTransaction(this.db, () => {
      const rows = select.all(...where.params, maxMatches + 1) as unknown as Row[]
      if (rows.length > maxMatches) return null
      this.pages.forget(name)
      let modified = 0
      const documents = rows.map((row) => {
        const document = { id: row.id, fields: JSON.parse(row.doc) as Record<string, unknown> }
        const set = change(document)
        if (set === null) return document
        const fields = { ...document.fields, ...set }
        table.replaceDoc.run(JSON.stringify(fields), row.id)
        modified++
        return { id: row.id, fields }
      })
      return { matched: rows.length, modified, documents }
    })
  }

  async deleteMany(name: string, filter: QueryFilter): Promise<number> {
    const table = this.table(name)
    const where = compileFilter(filter, COLUMNS)
    this.pages.forget(name)
    return Number(this.statements.get(`DELETE FROM ${table.quoted} WHERE ${where.sql}`).run(...where.params).changes)
  }

  async countDocuments(name: string): Promise<number> {
    return Number((this.table(name).count.get() as { n: number }).n)
  }

  private table(name: string): SqliteDocumentTable {
    let table = this.tables.get(name)
    if (!table) {
      try {
        table = new SqliteDocumentTable(this.db, name)
      } catch (error) {
        return notFoundWhenDropped(name)(error)
      }
      this.tables.set(name, table)
    }
    return table
  }

  /** A metadata-changing transaction: a rollback must not leave a stale copy in the cache. */
  private guarded<T>(name: string, work: () => T): T {
    try {
      return inTransaction(this.db, work)
    } catch (error) {
      this.catalog.forget(name)
      throw error
    }
  }
}

/** A database deleted between the caller's lookup and its write is absent, not an internal error. */
function notFoundWhenDropped(name: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof Error && error.message.includes('no such table')) throw DomainError.notFound(`Database ${name} not found`)
    throw error
  }
}
