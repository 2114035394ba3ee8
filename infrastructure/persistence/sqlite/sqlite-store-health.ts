import type { StoreHealth } from '../../../application/ports/store-health'
import type { Sqlite } from './sqlite-database'

/** The embedded store is healthy while it answers a trivial query. */
export class SqliteStoreHealth implements StoreHealth {
  constructor(private readonly db: Sqlite) {}

  async ping(): Promise<boolean> {
    try {
      this.db.prepare('SELECT 1').get()
      return true
    } catch {
      return false
    }
  }
}
