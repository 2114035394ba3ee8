import type { DocumentChange, DocumentWriteOptions, StoredDocument, VersionConflict } from '../../../application/ports/data-lake-store'
import type { ChangeStamp } from '../../../domain/change-entries'
import type { QueryFilter } from '../../../domain/query-filter'
import type { EmbeddedStore } from './embedded-store'
import { inTransaction } from './sqlite-database'
import { fieldPath } from './sqlite-document-table'
import { documentOf, type LakeRow, type SqliteLakeTables } from './sqlite-lake-tables'
import { notFoundWhenDropped } from './sqlite-store-errors'

/**
 * The data lake's writes in the embedded store, each with its change records in the same
 * transaction and the page cache forgotten inside it. Inserts, PATCH and DELETE of one document
 * are group-committed by the store's write batcher (each caller answered once its batch has
 * committed), the version check of a conditional write in the same step as the write; update and
 * delete by filter are one transaction each. Listeners hear of a change after its commit.
 */
export class SqliteLakeWrites {
  constructor(
    private readonly store: EmbeddedStore,
    private readonly tables: SqliteLakeTables,
  ) {}

  async insertDocuments(name: string, documents: readonly StoredDocument[], stamp: ChangeStamp): Promise<void> {
    const table = this.tables.table(name)
    const rows = documents.map((d) => [d.id, JSON.stringify(d.fields)] as const)
    // One document is one INSERT and one record, undone by hand if the record fails (the INSERT
    // failing changes nothing): atomic without a savepoint (docs/performance.md, group commit).
    await this.store.batcher
      .run(() => {
        this.tables.pages.forget(name)
        for (let i = 0; i < rows.length; i++) {
          const [id, doc] = rows[i]!
          table.insert.run(id, doc)
          try {
            this.store.changeLog.appendDocument(stamp, name, { op: 'create', documentId: id, fields: documents[i]!.fields })
          } catch (error) {
            table.deleteById.run(id)
            throw error
          }
        }
      }, rows.length === 1)
      .catch(notFoundWhenDropped(name))
    this.store.notifier.notify(name)
  }

  /** The read of the old value and the write of the new one run back to back in one transaction. */
  async patchField(
    name: string,
    id: string,
    field: string,
    value: unknown,
    options: DocumentWriteOptions,
  ): Promise<{ previous: unknown; version: number } | VersionConflict | null> {
    const table = this.tables.table(name)
    const path = fieldPath(field)
    const json = JSON.stringify(value)
    const outcome = await this.store.batcher
      .run(() => {
        const row = table.fieldOf.get(path, id) as { value: string | null; version: number } | undefined
        if (!row) return null
        if (isStale(options, row.version)) return { conflict: this.tables.readDocument(name, id)! }
        const previous = row.value === null ? null : JSON.parse(row.value)
        const version = Number(row.version) + 1
        const write = { op: 'update', documentId: id, version, before: { [field]: previous }, set: { [field]: value } } as const
        this.tables.pages.forget(name)
        table.setField.run(path, json, id)
        // Undone by hand if the record fails, like an insert: no savepoint per PATCH (docs/performance.md, group commit).
        try {
          this.store.changeLog.appendDocument(options.stamp, name, write)
        } catch (error) {
          table.restoreField.run(row.value, path, id)
          throw error
        }
        return { previous, version }
      }, true)
      .catch(notFoundWhenDropped(name))
    if (outcome && !('conflict' in outcome)) this.store.notifier.notify(name)
    return outcome
  }

  async deleteDocument(
    name: string,
    id: string,
    options: DocumentWriteOptions,
  ): Promise<{ deleted: StoredDocument } | VersionConflict | null> {
    const table = this.tables.table(name)
    const outcome = await this.store.batcher
      .run(() => {
        const current = this.tables.readDocument(name, id)
        if (!current) return null
        if (isStale(options, current.version!)) return { conflict: current }
        this.tables.pages.forget(name)
        table.deleteById.run(id)
        this.logDeleted(options.stamp, name, current)
        return { deleted: current }
      })
      .catch(notFoundWhenDropped(name))
    if (outcome && 'deleted' in outcome) this.store.notifier.notify(name)
    return outcome
  }

  async updateMany(name: string, filter: QueryFilter, change: DocumentChange, maxMatches: number, stamp: ChangeStamp) {
    const table = this.tables.table(name)
    const where = this.tables.where(filter)
    const select = this.tables.statements.get(`SELECT id, doc, version FROM ${table.quoted} WHERE ${where.sql} ORDER BY rowid LIMIT ?`)
    const result = inTransaction(this.store.db, () => {
      const rows = select.all(...where.params, maxMatches + 1) as unknown as LakeRow[]
      if (rows.length > maxMatches) return null
      this.tables.pages.forget(name)
      let modified = 0
      const documents = rows.map((row) => {
        const document = documentOf(row)
        const set = change(document)
        if (set === null) return document
        const fields = { ...document.fields, ...set }
        table.replaceDoc.run(JSON.stringify(fields), row.id)
        modified++
        const version = document.version! + 1
        this.store.changeLog.appendDocument(stamp, name, { op: 'update', documentId: row.id, version, before: document.fields, set })
        return { id: row.id, fields, version }
      })
      return { matched: rows.length, modified, documents }
    })
    if (result && result.modified > 0) this.store.notifier.notify(name)
    return result
  }

  async deleteMany(name: string, filter: QueryFilter, stamp: ChangeStamp): Promise<number> {
    const table = this.tables.table(name)
    const where = this.tables.where(filter)
    const remove = this.tables.statements.get(`DELETE FROM ${table.quoted} WHERE ${where.sql} RETURNING id, doc, version`)
    const deleted = inTransaction(this.store.db, () => {
      this.tables.pages.forget(name)
      const rows = remove.all(...where.params) as unknown as LakeRow[]
      for (const row of rows) this.logDeleted(stamp, name, documentOf(row))
      return rows.length
    })
    if (deleted > 0) this.store.notifier.notify(name)
    return deleted
  }

  /** Appends the record of a deleted document (its last content, its last version). */
  private logDeleted(stamp: ChangeStamp, name: string, document: StoredDocument): void {
    this.store.changeLog.appendDocument(stamp, name, {
      op: 'delete',
      documentId: document.id,
      version: document.version!,
      fields: document.fields,
    })
  }
}

/** True when the write expected another version than the document's. */
function isStale(options: DocumentWriteOptions, version: number): boolean {
  return options.ifVersion !== undefined && options.ifVersion !== null && options.ifVersion !== Number(version)
}
