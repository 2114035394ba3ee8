import type { StatementSync } from 'node:sqlite'
import { isInternalName } from '../../../domain/database'
import type { Sqlite } from './sqlite-database'

/** The JSON path of one top-level field; SQLite (3.45+) reads JSON escapes inside a quoted label. */
export function fieldPath(field: string): string {
  return `$.${JSON.stringify(field)}`
}

/** The prepared statements of one database's document table, built once per table. */
export class SqliteDocumentTable {
  readonly quoted: string
  readonly insert: StatementSync
  readonly fieldOf: StatementSync
  readonly setField: StatementSync
  readonly restoreField: StatementSync
  readonly replaceDoc: StatementSync
  readonly count: StatementSync
  readonly byId: StatementSync
  readonly deleteById: StatementSync

  constructor(db: Sqlite, name: string) {
    this.quoted = tableOf(name)
    addVersionColumn(db, this.quoted)
    this.insert = db.prepare(`INSERT INTO ${this.quoted} (id, doc) VALUES (?, ?)`)
    // `->` answers the JSON text of the value (NULL when absent), so objects and strings round-trip.
    this.fieldOf = db.prepare(`SELECT doc -> ? AS value, version FROM ${this.quoted} WHERE id = ?`)
    this.setField = db.prepare(`UPDATE ${this.quoted} SET doc = json_set(doc, ?, json(?)), version = version + 1 WHERE id = ?`)
    // Undoes setField: the value `fieldOf` read back (NULL: the field was absent), the version one lower.
    this.restoreField = db.prepare(
      `UPDATE ${this.quoted} SET doc = CASE WHEN ?1 IS NULL THEN json_remove(doc, ?2) ELSE json_set(doc, ?2, json(?1)) END, version = version - 1 WHERE id = ?3`,
    )
    this.replaceDoc = db.prepare(`UPDATE ${this.quoted} SET doc = ?, version = version + 1 WHERE id = ?`)
    this.count = db.prepare(`SELECT COUNT(*) AS n FROM ${this.quoted}`)
    this.byId = db.prepare(`SELECT id, doc, version FROM ${this.quoted} WHERE id = ?`)
    this.deleteById = db.prepare(`DELETE FROM ${this.quoted} WHERE id = ?`)
  }
}

/** Tables created before documents had versions get the column; their documents are at version 1. */
function addVersionColumn(db: Sqlite, quoted: string): void {
  const columns = db.prepare(`PRAGMA table_info(${quoted})`).all() as { name: string }[]
  if (columns.length > 0 && !columns.some((c) => c.name === 'version'))
    db.exec(`ALTER TABLE ${quoted} ADD COLUMN version INTEGER NOT NULL DEFAULT 1`)
}

/** The quoted table name of a database; only internal names (`[a-z0-9_]`) ever reach SQL. */
export function tableOf(name: string): string {
  if (!isInternalName(name)) throw new Error('not an internal database name')
  return `"dl_${name}"`
}

export function createDocumentTable(db: Sqlite, name: string): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${tableOf(name)} (id TEXT PRIMARY KEY, doc TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1)`)
}

/** Prepared statements of SQL built per query, reused while the same shapes keep coming. */
export class StatementCache {
  private readonly statements = new Map<string, StatementSync>()

  constructor(
    private readonly db: Sqlite,
    private readonly capacity = 256,
  ) {}

  get(sql: string): StatementSync {
    let statement = this.statements.get(sql)
    if (statement) {
      this.statements.delete(sql)
    } else {
      statement = this.db.prepare(sql)
      if (this.statements.size >= this.capacity) this.statements.delete(this.statements.keys().next().value!)
    }
    this.statements.set(sql, statement)
    return statement
  }

  /** Drops the statements of a dropped table. */
  dropTable(quoted: string): void {
    for (const sql of [...this.statements.keys()]) if (sql.includes(quoted)) this.statements.delete(sql)
  }
}
