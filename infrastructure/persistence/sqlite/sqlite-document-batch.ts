import type { StoredDocument } from '../../../application/ports/data-lake-store'
import type { BatchOutcome, BatchWrite, DocumentBatch } from '../../../application/ports/document-batch'
import type { ChangeStamp } from '../../../domain/change-entries'
import type { EmbeddedStore } from './embedded-store'
import { tableOf } from './sqlite-document-table'
import { notFoundWhenDropped } from './sqlite-store-errors'

interface Row {
  id: string
  doc: string
  version: number
}

/** Thrown inside the savepoint to roll the whole batch back; answered as the batch's outcome. */
class Abort {
  constructor(readonly outcome: BatchOutcome) {}
}

/**
 * Batches in the embedded store: the whole batch is one unit of the write batcher (its own
 * savepoint inside the group commit), so a failing operation rolls back every earlier one and
 * their change records. `forgetPages` drops the data lake's cached pages of the table it wrote.
 */
export class SqliteDocumentBatch implements DocumentBatch {
  constructor(
    private readonly store: EmbeddedStore,
    private readonly forgetPages: (name: string) => void,
  ) {}

  async apply(name: string, writes: readonly BatchWrite[], stamp: ChangeStamp): Promise<BatchOutcome> {
    const table = tableOf(name)
    let outcome: BatchOutcome
    try {
      outcome = await this.store.batcher.run(() => {
        this.forgetPages(name)
        const insert = this.store.db.prepare(`INSERT INTO ${table} (id, doc) VALUES (?, ?)`)
        const byId = this.store.db.prepare(`SELECT id, doc, version FROM ${table} WHERE id = ?`)
        const replace = this.store.db.prepare(`UPDATE ${table} SET doc = ?, version = version + 1 WHERE id = ?`)
        const remove = this.store.db.prepare(`DELETE FROM ${table} WHERE id = ?`)
        const results = writes.map((w, index) => {
          if (w.op === 'create') {
            insert.run(w.id, JSON.stringify(w.fields))
            this.store.changeLog.appendDocument(stamp, name, { op: 'create', documentId: w.id, fields: w.fields })
            return { op: w.op, id: w.id, version: 1 }
          }
          const row = byId.get(w.id) as Row | undefined
          if (!row) throw new Abort({ ok: false, index, reason: 'not-found' })
          const current: StoredDocument = { id: row.id, fields: JSON.parse(row.doc), version: Number(row.version) }
          if (w.ifVersion !== null && w.ifVersion !== current.version) throw new Abort({ ok: false, index, reason: 'conflict', current })
          if (w.op === 'delete') {
            remove.run(w.id)
            this.store.changeLog.appendDocument(stamp, name, {
              op: 'delete',
              documentId: w.id,
              version: current.version!,
              fields: current.fields,
            })
            return { op: w.op, id: w.id, version: current.version! }
          }
          const set = w.change(current)
          if (set === null) return { op: w.op, id: w.id, version: current.version! }
          replace.run(JSON.stringify({ ...current.fields, ...set }), w.id)
          this.store.changeLog.appendDocument(stamp, name, {
            op: 'update',
            documentId: w.id,
            version: current.version! + 1,
            before: current.fields,
            set,
          })
          return { op: w.op, id: w.id, version: current.version! + 1 }
        })
        return { ok: true, results } as BatchOutcome
      })
    } catch (error) {
      if (error instanceof Abort) return error.outcome
      return notFoundWhenDropped(name)(error)
    }
    this.store.notifier.notify(name)
    return outcome
  }
}
