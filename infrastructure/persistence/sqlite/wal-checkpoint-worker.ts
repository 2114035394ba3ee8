/**
 * Runs in a worker thread (see wal-checkpoints.ts): its own connection to the store's file copies
 * committed WAL frames into the database file every `intervalMs`, so the copy and its fsync never
 * stall the event loop that serves requests. PASSIVE never waits for readers or the writer. On
 * request (the log passed its bound and the writer is holding back), RESTART copies the rest, so
 * the next commit writes the log from its start (and cuts the file back to journal_size_limit).
 */
import { DatabaseSync } from 'node:sqlite'

type Command =
  | { readonly start: { readonly path: string; readonly intervalMs: number } }
  | { readonly stop: true }
  | { readonly truncate: true }

const scope = globalThis as unknown as { onmessage: ((event: { data: Command }) => void) | null; postMessage(message: unknown): void }

scope.onmessage = ({ data }) => {
  if (!('start' in data)) return
  const db = new DatabaseSync(data.start.path)
  db.exec('PRAGMA busy_timeout = 1000')
  const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)')
  const restart = db.prepare('PRAGMA wal_checkpoint(RESTART)')
  let failing = false
  const run = (statement: typeof checkpoint) => {
    try {
      statement.get()
      failing = false
    } catch (error) {
      // Reported once per run of failures: the next successful checkpoint catches up on everything.
      if (!failing) scope.postMessage({ failed: error instanceof Error ? error.message : String(error) })
      failing = true
    }
  }
  const timer = setInterval(() => run(checkpoint), data.start.intervalMs)
  scope.onmessage = ({ data }) => {
    if ('truncate' in data) {
      run(restart)
      scope.postMessage({ truncated: true })
      return
    }
    if (!('stop' in data)) return
    // Closed here, before the thread ends: a connection left open would keep its locks in the process.
    clearInterval(timer)
    db.close()
    scope.postMessage({ stopped: true })
  }
}
