import type { Fragment } from './sql-fragment'
import type { AggregateWorkerReply, AggregateWorkerRequest } from './sqlite-aggregate-worker'

type Row = Record<string, unknown>
type Request = AggregateWorkerRequest extends infer R ? (R extends AggregateWorkerRequest ? Omit<R, 'id'> : never) : never

/** How the pool reaches the store's writer: hold its group commits, and count every change its connection made. */
export interface StoreWrites {
  holdUntil(until: Promise<void>): void
  /** SQLite's total_changes() on the writer's connection: unchanged means nothing was written. */
  changes(): number
}

/** Tries to open the parts' read transactions at one state of the store before running the parts as one statement. */
const SNAPSHOT_ATTEMPTS = 5
/**
 * The longest the writer is held for the read transactions to open (they take about a millisecond):
 * a worker that never answers must not stop every write. Past it writes resume, and the change count
 * tells whether one landed before both snapshots were taken.
 */
const HOLD_MAX_MS = 1000
/** How long closing waits for a worker to close its connection (a statement under way runs to its end first). */
const STOP_WAIT_MS = 2000

/**
 * Two worker threads, each with a read-only connection to the store's file (WAL: readers never wait
 * for the writer), started at the first aggregate that needs them and stopped when the store closes.
 * One aggregate at a time: its statements run one per worker, in read transactions opened at the
 * same state of the store (see `run`), so the parts of a split table add up to one snapshot.
 */
export class SqliteAggregateWorkers {
  private workers: AggregateWorker[] | null = null
  private turn: Promise<unknown> = Promise.resolve()
  private closed = false

  constructor(
    private readonly path: string,
    private readonly writes: StoreWrites,
  ) {}

  /**
   * Each statement's rows, each run on its own worker; null when no common snapshot could be opened
   * (writes kept landing between the parts' BEGINs). The writer's group commits are held while the
   * read transactions open (each BEGIN and a first read: the snapshot is taken there), then released
   * before the statements run. Writes outside the group commit (an adapter's own transaction) are
   * not held: the writer's change count, unchanged across the opening, proves none landed.
   */
  run(statements: readonly Fragment[]): Promise<Row[][] | null> {
    const result = this.turn.then(() => this.runNow(statements))
    this.turn = result.catch(() => {})
    return result
  }

  /** Stops the workers (each closes its connection first); later aggregates fail. */
  async close(): Promise<void> {
    this.closed = true
    const workers = this.workers ?? []
    this.workers = null
    await Promise.all(workers.map((w) => w.stop()))
  }

  private async runNow(statements: readonly Fragment[]): Promise<Row[][] | null> {
    if (this.closed) throw new Error('The store is closed')
    if (this.workers?.some((w) => w.failed)) {
      // A thread that died (out of memory, a crash) answers nothing more: both are started anew.
      await Promise.all(this.workers.map((w) => w.stop()))
      this.workers = null
    }
    this.workers ??= [new AggregateWorker(this.path), new AggregateWorker(this.path)]
    const workers = this.workers.slice(0, statements.length)
    if (!(await this.beginTogether(workers))) return null
    return Promise.all(statements.map((s, i) => workers[i]!.request({ op: 'run', sql: s.sql, params: s.params }) as Promise<Row[]>))
  }

  private async beginTogether(workers: readonly AggregateWorker[]): Promise<boolean> {
    for (let attempt = 0; attempt < SNAPSHOT_ATTEMPTS; attempt++) {
      const before = this.writes.changes()
      const begun = Promise.all(workers.map((w) => w.request({ op: 'begin' })))
      this.writes.holdUntil(settledWithin(begun, HOLD_MAX_MS))
      try {
        await begun
      } catch (error) {
        await endAll(workers)
        throw error
      }
      if (workers.length === 1 || this.writes.changes() === before) return true
    }
    await endAll(workers)
    return false
  }
}

function noop(): void {}

/** Ends the workers' read transactions; a worker that cannot answer has none left to end. */
async function endAll(workers: readonly AggregateWorker[]): Promise<void> {
  await Promise.all(workers.map((w) => w.request({ op: 'end' }).catch(noop)))
}

/** Settles when `promise` does or after `ms`, whichever comes first; never rejects. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  return Promise.race([promise.then(noop, noop), late]).finally(() => clearTimeout(timer))
}

/** One worker thread and its connection; requests are answered in the order sent. */
class AggregateWorker {
  private readonly worker: Worker
  private readonly pending = new Map<number, { resolve: (rows: Row[] | undefined) => void; reject: (error: Error) => void }>()
  private readonly opened: Promise<unknown>
  private nextId = 1
  /** The thread died: every request sent after fails at once. */
  failed = false

  constructor(path: string) {
    this.worker = new Worker(new URL('./sqlite-aggregate-worker.ts', import.meta.url).href, { type: 'module' })
    this.keepAlive(false)
    this.worker.onmessage = ({ data }: MessageEvent<AggregateWorkerReply>) => {
      const pending = this.pending.get(data.id)
      this.pending.delete(data.id)
      if (this.pending.size === 0) this.keepAlive(false)
      if (data.error !== undefined) pending?.reject(new Error(data.error))
      else pending?.resolve(data.rows)
    }
    this.worker.onerror = (event: ErrorEvent) => {
      event.preventDefault()
      this.failed = true
      this.failAll(new Error(`The aggregate worker failed: ${event.message}`))
    }
    // Bun tells of a thread that ended (Deno's workers have no such event).
    this.worker.addEventListener('close', () => {
      this.failed = true
      this.failAll(new Error('The aggregate worker ended'))
    })
    this.opened = this.send({ op: 'open', path })
    this.opened.catch(noop)
  }

  /** Sends `request` once the connection is open (a failed open fails every request with its reason). */
  async request(request: Request): Promise<Row[] | undefined> {
    await this.opened
    return this.send(request)
  }

  /** Closes the connection (after a statement under way), then ends the thread. */
  async stop(): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, STOP_WAIT_MS)
    })
    await Promise.race([this.send({ op: 'stop' }).catch(noop), waited])
    clearTimeout(timer)
    this.worker.terminate()
    this.failAll(new Error('The store is closed'))
  }

  private send(request: Request): Promise<Row[] | undefined> {
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      if (this.failed) {
        reject(new Error('The aggregate worker failed'))
        return
      }
      this.pending.set(id, { resolve, reject })
      this.keepAlive(true)
      this.worker.postMessage({ ...request, id } as AggregateWorkerRequest)
    })
  }

  private failAll(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error)
    this.pending.clear()
    this.keepAlive(false)
  }

  /** An idle worker never keeps the process alive (Bun; Deno's workers have no ref/unref); one with a request under way does. */
  private keepAlive(on: boolean): void {
    const worker = this.worker as { ref?: () => void; unref?: () => void }
    if (on) worker.ref?.()
    else worker.unref?.()
  }
}
