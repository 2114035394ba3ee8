import { closeSync, openSync, statSync } from 'node:fs'
import type { Logger } from '../../../application/ports/logger'
import type { EmbeddedStore } from './embedded-store'
import type { Sqlite } from './sqlite-database'
import type { SqliteWriteBatcher } from './sqlite-write-batcher'

/** How often, at most, a commit reads the log's size: commits come thousands of times a second (a stat's cost: docs/performance.md). */
const CHECK_MS = 50
/** The longest writes are held back for one truncation; past it they resume and the next check tries again. */
const TRUNCATE_WAIT_MS = 2000

/**
 * Checkpoints of the store's write-ahead log, off the event loop (docs/performance.md): a worker
 * thread with its own connection runs a PASSIVE checkpoint every `intervalMs`, and closing
 * checkpoints what is left and truncates the log.
 *
 * PASSIVE alone does not bound the log: SQLite rewinds it only when a writer starts while every
 * frame is copied, which a sustained writer never allows (5 s of group commits grew it to 230 MB
 * beside a 170 MB store). So the write batcher holds further group commits back (the event loop
 * keeps serving reads) while the worker runs a RESTART checkpoint, which copies the rest (fsync
 * included) so the next commit writes the log from its start again; `journal_size_limit = maxBytes`
 * makes that commit cut the file back to the bound. Not TRUNCATE: cutting the file to zero made the
 * hold 2-3 times longer and every commit after it grow the file again (docs/performance.md, "WAL
 * checkpoints"). Two limits start a hold:
 * - soft, 3/4 of `maxBytes`: the worker's PASSIVE copy found the log that long and says so just
 *   after it, so the hold waits only for the frames committed since and two short fsyncs, and the
 *   log restarts before the file reaches the bound;
 * - hard, `maxBytes`: after a group commit, at most every CHECK_MS, the log's size is read, and past
 *   the bound the hold starts at once (writes faster than the copies, or a small bound), which keeps
 *   the overshoot to what one check interval and one held batch write.
 * A timer makes the same check every CHECK_MS, so writes that commit outside the batcher (an
 * adapter's own transaction: no group commit follows them) cannot grow the log without bound either;
 * such a writer waits for the truncation on SQLite's busy timeout.
 */
export class WalCheckpoints {
  private stopped: (() => void) | null = null
  private truncated: (() => void) | null = null
  private checkedAt = 0
  private readonly timer = setInterval(() => this.keepBounded(), CHECK_MS)

  private constructor(
    private readonly db: Sqlite,
    private readonly batcher: SqliteWriteBatcher,
    private readonly worker: Worker,
    private readonly walPath: string,
    private readonly maxBytes: number,
  ) {
    // The timer must never keep the process alive on its own.
    ;(this.timer as { unref?: () => void }).unref?.()
  }

  /** Starts the worker for `store` (on the file at `path`); the store stops it when it closes. */
  static start(
    store: EmbeddedStore,
    path: string,
    logger: Logger,
    options: { intervalMs?: number; maxBytes?: number } = {},
  ): WalCheckpoints {
    const { intervalMs = 100, maxBytes = 64 * 1024 * 1024 } = options
    const worker = new Worker(new URL('./wal-checkpoint-worker.ts', import.meta.url).href, { type: 'module' })
    // The worker must never keep the process alive on its own (Bun; Deno's workers have no unref).
    ;(worker as { unref?: () => void }).unref?.()
    const checkpoints = new WalCheckpoints(store.db, store.batcher, worker, `${path}-wal`, maxBytes)
    worker.onmessage = ({ data }: MessageEvent<{ failed?: string; stopped?: true; truncated?: true; restartable?: true }>) => {
      if (data.restartable && !checkpoints.truncated) checkpoints.holdForRestart()
      if (data.failed) logger.warn('WAL checkpoint failed; the log grows until one succeeds', { reason: data.failed })
      if (data.truncated) checkpoints.truncated?.()
      if (data.stopped) checkpoints.stopped?.()
    }
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault()
      logger.warn('WAL checkpoint worker failed; the log grows until the service restarts', { reason: event.message })
    }
    // The worker syncs the database file after each copy through this descriptor (see the worker). It
    // is closed only after the store's connection: closing any descriptor of a file drops the SQLite
    // locks this process holds on it (POSIX), and the connection holds one as long as it is open.
    const dbFd = openSync(path, 'r')
    store.onClosed(() => closeSync(dbFd))
    worker.postMessage({ start: { path, intervalMs, softBytes: Math.floor((maxBytes * 3) / 4), dbFd } })
    // A restarted log is cut back to the bound by the first commit after it (SQLite), not to zero: see keepBounded.
    store.db.exec(`PRAGMA wal_autocheckpoint = 0; PRAGMA journal_size_limit = ${maxBytes}`)
    store.batcher.onCommitted(() => checkpoints.keepBounded())
    store.onClose(() => checkpoints.stop())
    return checkpoints
  }

  /** After a group commit: past `maxBytes` (the hard limit), hold writes back until the worker has restarted the log. */
  private keepBounded(): void {
    const now = Date.now()
    if (this.truncated || now - this.checkedAt < CHECK_MS) return
    this.checkedAt = now
    let size: number
    try {
      size = statSync(this.walPath).size
    } catch {
      return
    }
    if (size > this.maxBytes) this.holdForRestart()
  }

  /** Holds group commits back until the worker's RESTART checkpoint answers (or TRUNCATE_WAIT_MS passed). */
  private holdForRestart(): void {
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, TRUNCATE_WAIT_MS)
      this.truncated = () => {
        clearTimeout(timer)
        resolve()
      }
    }).then(() => {
      this.truncated = null
    })
    this.batcher.holdUntil(done)
    this.worker.postMessage({ truncate: true })
  }

  /** Stops the worker (its connection closed first), then checkpoints the rest here; call before closing `db`. */
  async stop(): Promise<void> {
    clearInterval(this.timer)
    let timer: ReturnType<typeof setTimeout> | undefined
    const closed = new Promise<void>((resolve) => {
      this.stopped = resolve
      timer = setTimeout(resolve, 2000)
    })
    this.worker.postMessage({ stop: true })
    await closed
    clearTimeout(timer)
    this.worker.terminate()
    try {
      this.db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    } catch {
      // Closing checkpoints again; nothing committed depends on this one.
    }
  }
}
