import { statSync } from 'node:fs'
import { EmbeddedStoreEvents } from './embedded-store-events'
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
  readonly events = new EmbeddedStoreEvents()
  readonly changeLog: SqliteChangeLogTable
  private readonly stops: (() => Promise<void>)[] = []
  private readonly releases: (() => void)[] = []
  private readonly walPath: string | null
  /** The store's file; null for a store in memory (no other connection can open it). */
  readonly path: string | null

  /** `held`: released after the handle closes. */
  constructor(
    readonly db: Sqlite,
    private readonly held: Held | null = null,
    options: { readonly maxBatch?: number; readonly nowMs?: () => number; readonly path?: string } = {},
  ) {
    this.faults = new SqliteStoreFaults(options.nowMs)
    this.batcher = new SqliteWriteBatcher(db, this.faults, options.maxBatch, this.events)
    this.changeLog = new SqliteChangeLogTable(db, (work) => this.batcher.run(work))
    this.path = options.path && options.path !== ':memory:' ? options.path : null
    this.walPath = this.path === null ? null : `${this.path}-wal`
  }

  /** The write-ahead log's size in bytes now; null for a store in memory or when the log is absent. */
  walBytes(): number | null {
    if (!this.walPath) return null
    try {
      return statSync(this.walPath).size
    } catch {
      return null
    }
  }

  /** Runs `stop` when the store closes, before the handle does (the checkpoint worker). */
  onClose(stop: () => Promise<void>): void {
    this.stops.push(stop)
  }

  /** Runs `release` once the handle is closed (a descriptor of the file: closing one earlier drops the handle's locks). */
  onClosed(release: () => void): void {
    this.releases.push(release)
  }

  /** Stops what runs on the handle (last registered first), closes it, then releases the lock. */
  async close(): Promise<void> {
    for (const stop of this.stops.reverse()) await stop()
    this.db.close()
    for (const release of this.releases.splice(0)) release()
    this.held?.release()
  }
}
