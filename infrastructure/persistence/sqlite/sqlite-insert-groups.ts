import type { StatementSync } from 'node:sqlite'
import type { StoredDocument } from '../../../application/ports/data-lake-store'
import type { ChangeStamp } from '../../../domain/change-entries'
import type { EmbeddedStore } from './embedded-store'
import type { SqliteLakeTables } from './sqlite-lake-tables'

interface Caller {
  readonly documents: readonly StoredDocument[]
  readonly stamp: ChangeStamp
}

interface Group {
  readonly callers: Caller[]
  /** Per caller, in order: undefined when its documents committed, else why not. */
  outcomes?: Promise<unknown[]>
}

/**
 * The inserts into one table that wait for the same group commit, written as one write of that
 * commit: the documents with a multi-row INSERT, their change records likewise (one statement per
 * up to 64 rows instead of two per document; docs/performance.md, group commit). Each caller is
 * still answered for its own documents alone: should the shared statements fail, they are undone
 * and every caller's documents are written again on their own, each in its own savepoint, so one
 * caller's failure (a change record refused) never fails another's. A group closes when its write
 * starts; inserts arriving later form the next group.
 */
export class SqliteInsertGroups {
  private readonly open = new Map<string, Group>()
  private readonly savepoint: StatementSync
  private readonly release: StatementSync
  private readonly rollbackTo: StatementSync

  constructor(
    private readonly store: EmbeddedStore,
    private readonly tables: SqliteLakeTables,
  ) {
    this.savepoint = store.db.prepare('SAVEPOINT lake_insert')
    this.release = store.db.prepare('RELEASE lake_insert')
    this.rollbackTo = store.db.prepare('ROLLBACK TO lake_insert')
  }

  /** Resolves once the caller's documents and their records committed; rejects with the caller's own failure. */
  async insert(name: string, documents: readonly StoredDocument[], stamp: ChangeStamp): Promise<void> {
    let group = this.open.get(name)
    if (!group) {
      const opened: Group = { callers: [] }
      opened.outcomes = this.store.batcher.run(
        () => {
          this.open.delete(name)
          return this.write(name, opened.callers)
        },
        true,
        () => opened.callers.length,
      )
      this.open.set(name, opened)
      group = opened
    }
    const index = group.callers.push({ documents, stamp }) - 1
    const failure = (await group.outcomes!)[index]
    if (failure !== undefined) throw failure
  }

  /** The group's write, inside the batch: together, else caller by caller. */
  private write(name: string, callers: readonly Caller[]): unknown[] {
    this.tables.pages.forget(name)
    if (callers.length === 1 && callers[0]!.documents.length === 1) return [this.writeOne(name, callers[0]!)]
    this.savepoint.run()
    try {
      this.writeTogether(name, callers)
      this.release.run()
      return callers.map(() => undefined)
    } catch (error) {
      this.ownFailure(error)
      this.rollbackTo.run()
      this.release.run()
    }
    return callers.map((caller) => this.writeAlone(name, caller))
  }

  private writeTogether(name: string, callers: readonly Caller[]): void {
    const table = this.tables.table(name)
    const documents = callers.flatMap((c) => c.documents)
    const values: string[] = []
    for (const { id, fields } of documents) values.push(id, JSON.stringify(fields))
    table.insertMany.run(values)
    this.store.changeLog.appendDocuments(
      name,
      callers.flatMap(({ documents, stamp }) =>
        documents.map((d) => ({ stamp, write: { op: 'create', documentId: d.id, fields: d.fields } as const })),
      ),
    )
  }

  /**
   * One document: one INSERT and one record, undone by hand if the record fails (the INSERT failing
   * changes nothing): atomic without a savepoint.
   */
  private writeOne(name: string, { documents, stamp }: Caller): unknown {
    const table = this.tables.table(name)
    const { id, fields } = documents[0]!
    try {
      table.insert.run(id, JSON.stringify(fields))
    } catch (error) {
      return this.ownFailure(error)
    }
    try {
      this.store.changeLog.appendDocument(stamp, name, { op: 'create', documentId: id, fields })
    } catch (error) {
      this.ownFailure(error)
      table.deleteById.run(id)
      return error
    }
    return undefined
  }

  private writeAlone(name: string, caller: Caller): unknown {
    if (caller.documents.length === 1) return this.writeOne(name, caller)
    this.savepoint.run()
    try {
      this.writeTogether(name, [caller])
      this.release.run()
      return undefined
    } catch (error) {
      this.ownFailure(error)
      this.rollbackTo.run()
      this.release.run()
      return error
    }
  }

  /** A failure of this write alone, answered to its caller; one that ended the transaction fails the whole batch (the batcher's rule). */
  private ownFailure(error: unknown): unknown {
    if (!this.store.db.isTransaction) throw error
    return error
  }
}
