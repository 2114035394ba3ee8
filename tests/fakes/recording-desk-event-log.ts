import type { DeskEventLog } from '../../application/ports/desk-event-log'
import type { DeskChange } from '../../domain/inquiry-change'

/** Keeps every appended desk change in order, for assertions. */
export class RecordingDeskEventLog implements DeskEventLog {
  readonly changes: DeskChange[] = []

  async append(changes: readonly DeskChange[]): Promise<void> {
    this.changes.push(...changes)
  }
}
