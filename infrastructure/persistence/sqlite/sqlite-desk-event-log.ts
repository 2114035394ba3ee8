import type { DeskEventLog } from '../../../application/ports/desk-event-log'
import { DESK_LOG, type DeskChange } from '../../../domain/inquiry-change'
import type { EmbeddedStore } from './embedded-store'

/** Appends desk change records to the embedded change log in one unit of the write batcher, then wakes its listeners. */
export class SqliteDeskEventLog implements DeskEventLog {
  constructor(private readonly store: EmbeddedStore) {}

  async append(changes: readonly DeskChange[]): Promise<void> {
    if (changes.length === 0) return
    const log = this.store.changeLog
    await this.store.batcher.run(() => {
      for (const change of changes) log.append({ id: log.nextId(), ...change })
    })
    this.store.notifier.notify(DESK_LOG)
  }
}
