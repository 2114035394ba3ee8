/**
 * Runs in a worker thread (see wal-checkpoints.ts): its own connection to the store's file copies
 * committed WAL frames into the database file every `intervalMs`, so the copy and its fsync never
 * stall the event loop that serves requests. PASSIVE never waits for readers or the writer.
 */
import { DatabaseSync } from 'node:sqlite'

type Command = { readonly start: { readonly path: string; readonly intervalMs: number } } | { readonly stop: true }

const scope = globalThis as unknown as { onmessage: ((event: { data: Command }) => void) | null; postMessage(message: unknown): void }

scope.onmessage = ({ data }) => {
  if (!('start' in data)) return
  const db = new DatabaseSync(data.start.path)
  db.exec('PRAGMA busy_timeout = 1000')
  const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)')
  let failing = false
  const timer = setInterval(() => {
    try {
      checkpoint.get()
      failing = false
    } catch (error) {
      // Reported once per run of failures: the next successful checkpoint catches up on everything.
      if (!failing) scope.postMessage({ failed: error instanceof Error ? error.message : String(error) })
      failing = true
    }
  }, data.start.intervalMs)
  // Closed here, before the thread ends: a connection left open would keep its locks in the process.
  scope.onmessage = ({ data }) => {
    if (!('stop' in data)) return
    clearInterval(timer)
    db.close()
    scope.postMessage({ stopped: true })
  }
}
