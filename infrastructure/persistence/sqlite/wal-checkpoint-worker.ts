/**
 * Runs in a worker thread (see wal-checkpoints.ts): its own connection to the store's file copies
 * committed WAL frames into the database file every `intervalMs`, so the copy and its fsync never
 * stall the event loop that serves requests. PASSIVE never waits for readers or the writer. When a
 * PASSIVE copy leaves the log at `softBytes` or more, it says so (`restartable`): the writer holds
 * back at once and asks for `truncate`, so the RESTART that follows copies only the frames committed
 * since (little to copy, and never waiting behind a copy in progress). On request (the log passed
 * its bound or its soft limit and the writer is holding back), RESTART copies the rest, so the next
 * commit writes the log from its start (and cuts the file back to journal_size_limit).
 */
import { fdatasyncSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'

type Command =
  | { readonly start: { readonly path: string; readonly intervalMs: number; readonly softBytes: number; readonly dbFd: number } }
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
  // A frame is a page and its 24-byte header; the log starts with a 32-byte header.
  const frameBytes = Number((db.prepare('PRAGMA page_size').get() as { page_size: number }).page_size) + 24
  const { softBytes, dbFd } = data.start
  let synced = 0
  const run = (statement: typeof checkpoint): number => {
    try {
      const { log, checkpointed } = statement.get() as { log: number; checkpointed: number }
      // SQLite syncs the database file only after a copy that caught up with the log as it is when the
      // copy ends (not `log`, the length when it began), which a sustained writer rarely allows: the
      // RESTART under the hold then waited for every page copied since to reach the disk (6-10 ms of
      // its 2-20). Synced here after each copy that moved, it waits only for its own pages.
      if (statement === checkpoint && checkpointed !== synced && checkpointed > 0) fdatasyncSync(dbFd)
      synced = checkpointed
      failing = false
      return 32 + log * frameBytes
    } catch (error) {
      // Reported once per run of failures: the next successful checkpoint catches up on everything.
      if (!failing) scope.postMessage({ failed: error instanceof Error ? error.message : String(error) })
      failing = true
      return 0
    }
  }
  // The log's length at the last RESTART: until a commit rewinds it, PASSIVE still reports that length.
  let restarted = -1
  const timer = setInterval(() => {
    const bytes = run(checkpoint)
    if (bytes >= softBytes && bytes !== restarted) scope.postMessage({ restartable: true })
  }, data.start.intervalMs)
  scope.onmessage = ({ data }) => {
    if ('truncate' in data) {
      restarted = run(restart)
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
