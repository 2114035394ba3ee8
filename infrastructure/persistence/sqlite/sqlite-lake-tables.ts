import type { StoredDocument } from '../../../application/ports/data-lake-store'
import type { QueryFilter } from '../../../domain/query-filter'
import type { EmbeddedStoreEvents } from './embedded-store-events'
import type { Fragment } from './sql-fragment'
import type { Sqlite } from './sqlite-database'
import { SqliteDocumentTable, StatementCache, tableOf } from './sqlite-document-table'
import { SqlitePageCache } from './sqlite-page-cache'
import { compileFilter } from './sqlite-query'
import { notFoundWhenDropped } from './sqlite-store-errors'

/** How the lake's tables name their columns, for the filter and sort compilers. */
export const LAKE_COLUMNS = { docColumn: 'doc', idColumn: 'id' }

/** A document row as selected. */
export interface LakeRow {
  id: string
  doc: string
  version?: number
}

/**
 * What the data lake's catalog, reads and writes share: each database's table with its prepared
 * statements, the statements built per query, and the page cache (reads fill it; every write to a
 * table forgets that table's pages inside its transaction, so a cached page is never stale).
 */
export class SqliteLakeTables {
  readonly statements: StatementCache
  readonly pages: SqlitePageCache
  private readonly tables = new Map<string, SqliteDocumentTable>()

  constructor(
    readonly db: Sqlite,
    events?: EmbeddedStoreEvents,
  ) {
    this.statements = new StatementCache(db)
    this.pages = new SqlitePageCache(undefined, undefined, events)
  }

  /** The table of a database; a database dropped meanwhile is a 404. */
  table(name: string): SqliteDocumentTable {
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

  /** The WHERE clause of a filter over a lake table. */
  where(filter: QueryFilter): Fragment {
    return compileFilter(filter, LAKE_COLUMNS)
  }

  /** One document with its version, null when absent. */
  readDocument(name: string, id: string): StoredDocument | null {
    const row = this.table(name).byId.get(id) as LakeRow | undefined
    return row ? documentOf(row) : null
  }

  /** Forgets what was built for a dropped table. */
  dropped(name: string): void {
    this.tables.delete(name)
    this.statements.dropTable(tableOf(name))
  }
}

/** A selected row as the core knows it. */
export function documentOf(row: LakeRow): StoredDocument {
  return { id: row.id, fields: JSON.parse(row.doc) as Record<string, unknown>, version: Number(row.version) }
}
