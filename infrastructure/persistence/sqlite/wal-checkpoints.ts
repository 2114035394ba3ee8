import type { Logger } from '../../../application/ports/logger'
import type { Sqlite } from './sqlite-database'

/**
 * Checkpoints of the store's write-ahead log, off the event loop (docs/performance.md): a worker
 * thread with its own connection runs a PASSIVE checkpoint every `intervalMs`, and closing
 * checkpoints what is left and truncates the log.
 */
export class WalCheckpoints {
  private stopped: (() => void) | null = null

  private constructor(private readonly db: Sqlite, private readonly worker: Worker) {}

  static start(db: Sqlite, path: string, logger: Logger, intervalMs = 100): WalCheckpoints {
    const worker = new Worker(new URL('./wal-checkpoint-worker.ts', import.meta.url).href, { type: 'module' })
    // The worker must never keep the process alive on its own (Bun; Deno's workers have no unref).
    ;(worker as { unref?: () => void }).unref?.()
    const checkpoints = new WalCheckpoints(db, worker)
    worker.onmessage = ({ data }: MessageEvent<{ failed?: string; stopped?: true }>) => {
      if (data.failed) logger.warn('WAL checkpoint failed; the log grows until one succeeds', { reason: data.failed })
      if (data.stopped) checkpoints.stopped?.()
    }
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault()
      logger.warn('WAL checkpoint worker failed; the log grows until the service restarts', { reason: event.message })
    }
    worker.postMessage({ start: { path, intervalMs } })
    db.exec('PRAGMA wal_autocheckpoint = 0')
    return checkpoints
  }

  /** Stops the worker (its connection closed first), then checkpoints the rest here; call before closing `db`. */
  async stop(): Promise<void> {
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
