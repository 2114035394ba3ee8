import type { DeskChange } from '../../domain/inquiry-change'

/**
 * Appends desk change records that no inquiry write carries (task changes of #27) to the change
 * log under the desk db, where history and desk webhooks read them; listeners are told at once.
 */
export interface DeskEventLog {
  append(changes: readonly DeskChange[]): Promise<void>
}
