import type { DocumentWriteOptions, StoredDocument, VersionConflict } from '../../../application/ports/data-lake-store'
import type { ChangeStamp } from '../../../domain/change-entries'
import { DomainError } from '../../../domain/errors'
import type { SqliteChangeLogTable } from './sqlite-change-log-table'
import type { SqliteChangeNotifier } from './sqlite-change-notifier'
import { fieldPath, type SqliteDocumentTable } from './sqlite-document-table'
import type { SqlitePageCache } from './sqlite-page-cache'
import type { SqliteWriteBatcher } from './sqlite-write-batcher'

/** What the single-document writes share with the data lake store that owns them. */
export interface DocumentWriteContext {
  table(name: string): SqliteDocumentTable
  readonly pages: SqlitePageCache
  readonly log: SqliteChangeLogTable
  readonly notifier: SqliteChangeNotifier
  readonly batcher: SqliteWriteBatcher
  readDocument(name: string, id: string): StoredDocument | null
}

/**
 * The group-committed single-document writes of the embedded data lake (inserts, PATCH, DELETE
 * of one document), each with its change record in the same transaction, and the version check
 * of a conditional write in the same step as the write.
 */
export class SqliteDocumentWrites {
  constructor(private readonly ctx: DocumentWriteContext) {}

  async insertDocuments(name: string, documents: readonly StoredDocument[], stamp: ChangeStamp): Promise<void> {
    const table = this.ctx.table(name)
    const rows = documents.map((d) => [d.id, JSON.stringify(d.fields)] as const)
    // One document is one INSERT and one record, undone by hand if the record fails (the INSERT
    // failing changes nothing): atomic without a savepoint, which measured a few µs per write.
    await this.ctx.batcher
      .run(() => {
        this.ctx.pages.forget(name)
        for (let i = 0; i < rows.length; i++) {
          const [id, doc] = rows[i]!
          table.insert.run(id, doc)
          try {
            this.ctx.log.appendDocument(stamp, name, { op: 'create', documentId: id, fields: documents[i]!.fields })
          } catch (error) {
            table.deleteById.run(id)
            throw error
          }
        }
      }, rows.length === 1)
      .catch(notFoundWhenDropped(name))
    this.ctx.notifier.notify(name)
  }

  /** The read of the old value and the write of the new one run back to back in one transaction. */
  async patchField(
    name: string,
    id: string,
    field: string,
    value: unknown,
    options: DocumentWriteOptions,
  ): Promise<{ previous: unknown; version: number } | VersionConflict | null> {
    const table = this.ctx.table(name)
    const path = fieldPath(field)
    const json = JSON.stringify(value)
    const outcome = await this.ctx.batcher
      .run(() => {
        const row = table.fieldOf.get(path, id) as { value: string | null; version: number } | undefined
        if (!row) return null
        if (isStale(options, row.version)) return { conflict: this.ctx.readDocument(name, id)! }
        this.ctx.pages.forget(name)
        table.setField.run(path, json, id)
        const previous = row.value === null ? null : JSON.parse(row.value)
        const version = Number(row.version) + 1
        this.ctx.log.appendDocument(options.stamp, name, {
          op: 'update',
          documentId: id,
          version,
          before: { [field]: previous },
          set: { [field]: value },
        })
        return { previous, version }
      })
      .catch(notFoundWhenDropped(name))
    if (outcome && !('conflict' in outcome)) this.ctx.notifier.notify(name)
    return outcome
  }

  async deleteDocument(
    name: string,
    id: string,
    options: DocumentWriteOptions,
  ): Promise<{ deleted: StoredDocument } | VersionConflict | null> {
    const table = this.ctx.table(name)
    const outcome = await this.ctx.batcher
      .run(() => {
        const current = this.ctx.readDocument(name, id)
        if (!current) return null
        if (isStale(options, current.version!)) return { conflict: current }
        this.ctx.pages.forget(name)
        table.deleteById.run(id)
        logDeleted(this.ctx.log, options.stamp, name, current)
        return { deleted: current }
      })
      .catch(notFoundWhenDropped(name))
    if (outcome && 'deleted' in outcome) this.ctx.notifier.notify(name)
    return outcome
  }
}

/** Appends the record of a deleted document (its last content, its last version). */
export function logDeleted(log: SqliteChangeLogTable, stamp: ChangeStamp, name: string, document: StoredDocument): void {
  log.appendDocument(stamp, name, { op: 'delete', documentId: document.id, version: document.version!, fields: document.fields })
}

/** True when the write expected another version than the document's. */
function isStale(options: DocumentWriteOptions, version: number): boolean {
  return options.ifVersion !== undefined && options.ifVersion !== null && options.ifVersion !== Number(version)
}

/** A database deleted between the caller's lookup and its write is absent, not an internal error. */
export function notFoundWhenDropped(name: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof Error && error.message.includes('no such table')) throw DomainError.notFound(`Database ${name} not found`)
    throw error
  }
}
