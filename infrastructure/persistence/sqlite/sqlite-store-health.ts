import type { StoreHealth } from '../../../application/ports/store-health'
import type { EmbeddedStore } from './embedded-store'
import type { Sqlite } from './sqlite-database'

/** The embedded store is healthy while it answers a trivial query and no write found it full or damaged. */
export class SqliteStoreHealth implements StoreHealth {
  // Prepared on first use and kept: preparing on every ping cost more than the rest of the health request.
  private probe: ReturnType<Sqlite['prepare']> | null = null

  constructor(private readonly store: EmbeddedStore) {}

  async ping(): Promise<boolean> {
    if (this.store.faults.fault()) return false
    try {
      this.probe ??= this.store.db.prepare('SELECT 1')
      this.probe.get()
      return true
    } catch {
      return false
    }
  }
}
