import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/**
 * The embedded store belongs to one process. Its adapters keep what they read in memory (the
 * catalog of databases, recent pages) and forget it at their own writes only, so a second process
 * writing the same file would leave the first serving stale answers. The lock is an exclusive
 * SQLite transaction held on `DATA_DIR/service.lock` for the life of the store: the operating
 * system drops it when the process ends, even by a crash, and the store's own file stays readable
 * by other tools (sqlite3, backups) while the service runs.
 */
export class DataDirLock {
  private constructor(private readonly db: DatabaseSync) {}

  /** Takes the lock or throws DataDirInUse at once (never waits). */
  static acquire(dataDir: string): DataDirLock {
    mkdirSync(dataDir, { recursive: true })
    const db = new DatabaseSync(join(dataDir, 'service.lock'))
    try {
      db.exec('PRAGMA busy_timeout = 0')
      db.exec('BEGIN EXCLUSIVE')
    } catch (error) {
      db.close()
      if (/locked|busy/i.test(error instanceof Error ? error.message : '')) throw new DataDirInUse(dataDir)
      throw error
    }
    return new DataDirLock(db)
  }

  release(): void {
    if (this.db.isTransaction) this.db.exec('ROLLBACK')
    this.db.close()
  }
}

export class DataDirInUse extends Error {
  constructor(dataDir: string) {
    super(
      `DATA_DIR ${dataDir} is in use by another process: the embedded store serves one process (set MONGODB_URI to run several instances)`,
    )
    this.name = 'DataDirInUse'
  }
}
