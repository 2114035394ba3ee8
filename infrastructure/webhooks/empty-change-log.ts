import type { ChangeLog, ChangeNotifier } from '../../application/ports/change-log'
import type { ChangeRecord } from '../../domain/change-record'

/** A change log that never grows: bound only while the store's write paths append none, so webhooks wire and answer but have nothing to send. */
export class EmptyChangeLog implements ChangeLog, ChangeNotifier {
  async listAfter(): Promise<ChangeRecord[]> {
    return []
  }
  async listForDocument(): Promise<ChangeRecord[]> {
    return []
  }
  async lastId(): Promise<string | null> {
    return null
  }
  async removeOlderThan(): Promise<number> {
    return 0
  }
  subscribe(): () => void {
    return () => undefined
  }
}
