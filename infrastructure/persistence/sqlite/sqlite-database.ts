import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

export type Sqlite = DatabaseSync

/**
 * Opens the embedded store. WAL lets readers proceed during a write; synchronous=NORMAL keeps
 * commits durable against a process crash (not a power cut) at a fraction of the fsync cost.
 * The service moves checkpoints to a worker thread (wal-checkpoints.ts); for any other use a
 * small autocheckpoint keeps each one short, since it runs on the caller's thread (the stalls
 * measured at 1000 and 100 pages are in docs/performance.md, "WAL checkpoints"). After a burst the
 * log is cut back to 64 MiB once it is checkpointed.
 */
export function openSqlite(path: string): Sqlite {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new DatabaseSync(path)
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA busy_timeout = 5000;
    PRAGMA foreign_keys = ON;
    PRAGMA wal_autocheckpoint = 100;
    PRAGMA journal_size_limit = 67108864;
  `)
  return db
}

/** Runs `work` in one immediate transaction; rolls back if it throws. Not reentrant. */
export function inTransaction<T>(db: Sqlite, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}
