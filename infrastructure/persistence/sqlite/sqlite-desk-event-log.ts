import type { DeskEventLog } from '../../../application/ports/desk-event-log'
import { DESK_LOG, type DeskChange } from '../../../domain/inquiry-change'
import type { SqliteChangeLogTable } from './sqlite-change-log-table'
import type { SqliteChangeNotifier } from './sqlite-change-notifier'
import { inTransaction, type Sqlite } from './sqlite-database'

/** Appends desk change records to the embedded change log in one transaction, then wakes its listeners. */
export class SqliteDeskEventLog implements DeskEventLog {
  constructor(
    private readonly db: Sqlite,
    private readonly log: SqliteChangeLogTable,
    private readonly notifier: SqliteChangeNotifier,
  ) {}

  async append(changes: readonly DeskChange[]): Promise<void> {
    if (changes.length === 0) return
    inTransaction(this.db, () => {
      for (const change of changes) this.log.append({ id: this.log.nextId(), ...change })
    })
    this.notifier.notify(DESK_LOG)
  }
}
