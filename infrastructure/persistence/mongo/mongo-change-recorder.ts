import type { ClientSession } from 'mongodb'
import { type ChangeStamp, type DocumentWrite, databaseRecord, documentRecord } from '../../../domain/change-entries'
import type { VariablesChangeSummary } from '../../../domain/change-record'
import type { MongoChangeLogAppender } from './mongo-change-log-appender'
import type { MongoChangeNotifier } from './mongo-change-notifier'

/**
 * Appends the records of a MongoDB data lake write (built by the domain: domain/change-entries.ts):
 * inside the write's transaction when a session is given (MongoTransactions), else right after it
 * (docs/change-log.md says what that can miss); then tells this instance's listeners (a stream
 * that reads before the commit is woken again by the tailing read).
 */
export class MongoChangeRecorder {
  constructor(
    private readonly appender: MongoChangeLogAppender,
    private readonly notifier?: MongoChangeNotifier,
  ) {}

  /** One record per document write, in the given order. */
  async documents(stamp: ChangeStamp, db: string, writes: readonly DocumentWrite[], session?: ClientSession): Promise<void> {
    if (writes.length === 0) return
    await this.appender.write(
      db,
      writes.length,
      (ids, from) => ids.map((id, i) => documentRecord(stamp, id, db, writes[from + i]!)),
      session,
    )
    this.notifier?.notify(db)
  }

  /** A database-wide change: create, delete, or a variables add or rename with its counts. */
  async database(
    stamp: ChangeStamp,
    db: string,
    op: 'database.create' | 'database.delete' | 'variables',
    changes: [] | VariablesChangeSummary,
  ): Promise<void> {
    await this.appender.write(db, 1, ([id]) => [databaseRecord(stamp, id!, db, op, changes)])
    this.notifier?.notify(db)
  }
}
