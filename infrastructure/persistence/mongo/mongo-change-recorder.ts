import type { ClientSession } from 'mongodb'
import type { ChangeStamp } from '../../../domain/change-entries'
import { documentRecord, fieldChanges } from '../../../domain/change-entries'
import type { ChangeOp, VariablesChangeSummary } from '../../../domain/change-record'
import type { MongoChangeLogAppender } from './mongo-change-log-appender'
import type { MongoChangeNotifier } from './mongo-change-notifier'

/** One document's change: its fields (as stored) before and after, null where it did not exist. */
export interface DocumentEffect {
  readonly id: string
  readonly version: number
  readonly before: Record<string, unknown> | null
  readonly after: Record<string, unknown> | null
}

/**
 * Appends the records of a MongoDB data lake write: inside the write's transaction when a
 * session is given (MongoTransactions), else right after it (docs/change-log.md says what that
 * can miss); then tells this instance's listeners (a stream that reads before the commit is
 * woken again by the tailing read).
 */
export class MongoChangeRecorder {
  constructor(
    private readonly appender: MongoChangeLogAppender,
    private readonly notifier?: MongoChangeNotifier,
  ) {}

  /** One record per document, in the given order. */
  async documents(s: ChangeStamp, db: string, op: ChangeOp, effects: readonly DocumentEffect[], session?: ClientSession): Promise<void> {
    if (effects.length === 0) return
    await this.appender.write(
      db,
      effects.length,
      (ids, from) =>
        ids.map((id, i) => {
          const e = effects[from + i]!
          return documentRecord(s, id, db, op, e.id, e.version, fieldChanges(s, id, e.id, e.before, e.after))
        }),
      session,
    )
    this.notifier?.notify(db)
  }

  /** A PATCH: its one field always appears, from what it replaced to what it set. */
  async patched(
    s: ChangeStamp,
    db: string,
    documentId: string,
    version: number,
    field: string,
    previous: unknown,
    value: unknown,
    session?: ClientSession,
  ): Promise<void> {
    await this.appender.write(
      db,
      1,
      ([id]) => {
        const sealed = (v: unknown) => (v === null ? null : s.seal(id!, documentId, field, v))
        return [documentRecord(s, id!, db, 'update', documentId, version, [{ field, from: sealed(previous), to: sealed(value) }])]
      },
      session,
    )
    this.notifier?.notify(db)
  }

  /** A database-wide change: create, delete, or a variables add or rename with its counts. */
  async database(s: ChangeStamp, db: string, op: ChangeOp, changes: [] | VariablesChangeSummary): Promise<void> {
    await this.appender.write(db, 1, ([id]) => [
      { id: id!, at: s.at, op, source: s.source, db, documentId: null, version: null, actor: s.actor, requestId: s.requestId, changes },
    ])
    this.notifier?.notify(db)
  }
}
