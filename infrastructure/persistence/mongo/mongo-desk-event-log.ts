import type { Db } from 'mongodb'
import type { DeskEventLog } from '../../../application/ports/desk-event-log'
import { DESK_LOG, type DeskChange } from '../../../domain/inquiry-change'
import { MongoChangeLogAppender } from './mongo-change-log-appender'
import type { MongoChangeNotifier } from './mongo-change-notifier'
import type { MongoLimits } from './mongo-client'

/** Appends desk change records to MongoDB's change log, then wakes this instance's listeners. */
export class MongoDeskEventLog implements DeskEventLog {
  private readonly log: MongoChangeLogAppender

  constructor(
    db: Db,
    limits: MongoLimits,
    private readonly notifier: MongoChangeNotifier,
  ) {
    this.log = new MongoChangeLogAppender(db, limits)
  }

  async append(changes: readonly DeskChange[]): Promise<void> {
    if (changes.length === 0) return
    await this.log.write(DESK_LOG, changes.length, (ids, from) => ids.map((id, i) => ({ id, ...changes[from + i]! })))
    this.notifier.notify(DESK_LOG)
  }
}
