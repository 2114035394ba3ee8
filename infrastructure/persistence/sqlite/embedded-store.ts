import { SqliteChangeLogTable } from './sqlite-change-log-table'
import { SqliteChangeNotifier } from './sqlite-change-notifier'
import type { Sqlite } from './sqlite-database'
import { SqliteStoreFaults } from './sqlite-store-faults'
import { SqliteWriteBatcher } from './sqlite-write-batcher'

/** Something the store releases when it closes (the DATA_DIR lock). */
interface Held {
  release(): void
}

/**
 * The embedded store as one object, built once by the container: the SQLite handle and what
 * every adapter on it shares: one write batcher (all writes of a turn share one commit), the
 * change notifier, the change log's table (one sequence counter) and the fault record (read by
 * readiness and the HTTP error mapping). Adapters take this object, never the handle's registries.
 */
export class EmbeddedStore {
  readonly faults: SqliteStoreFaults
  readonly batcher: SqliteWriteBatcher
  readonly notifier = new SqliteChangeNotifier()
  readonly changeLog: SqliteChangeLogTable
  private readonly stops: (() => Promise<void>)[] = []

  /** `held`: released after the handle closes. */
  constructor(
    readonly db: Sqlite,
    private readonly held: Held | null = null,
    options: { readonly maxBatch?: number; readonly nowMs?: () => number } = {},
  ) {
    this.faults = new SqliteStoreFaults(options.nowMs)
    this.batcher = new SqliteWriteBatcher(db, this.faults, options.maxBatch)
    this.changeLog = new SqliteChangeLogTable(db)
  }

  /** Runs `stop` when the store closes, before the handle does (the checkpoint worker). */
  onClose(stop: () => Promise<void>): void {
    this.stops.push(stop)
  }

  /** Stops what runs on the handle (last registered first), closes it, then releases the lock. */
  async close(): Promise<void> {
    for (const stop of this.stops.reverse()) await stop()
    this.db.close()
    this.held?.release()
  }
}
