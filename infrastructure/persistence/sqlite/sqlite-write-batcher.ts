import type { StatementSync } from 'node:sqlite'
import { setImmediate } from 'node:timers'
import { EmbeddedStoreEvents } from './embedded-store-events'
import type { Sqlite } from './sqlite-database'
import type { SqliteStoreFaults } from './sqlite-store-faults'

interface Pending {
  readonly work: () => unknown
  readonly atomic: boolean
  readonly resolve: (value: unknown) => void
  readonly reject: (error: unknown) => void
}

/**
 * Group commit for the embedded store. A commit costs far more than a write inside a transaction,
 * so writes queued in the same event-loop turn run together in one BEGIN IMMEDIATE … COMMIT on the
 * next setImmediate, each inside its own SAVEPOINT: a write that throws rolls back only its own
 * changes and rejects only its own caller. Every caller is answered only after its batch commits
 * (a failed COMMIT rejects the whole batch). Writes run in the order they were queued, each one
 * synchronously, so a read-then-write inside `work` sees every earlier write of the batch.
 * `work` must be synchronous and must not open its own transaction (nested SAVEPOINTs are fine).
 * `atomic` work makes at most one change that a failure must undo (one statement, which SQLite undoes
 * by itself when it fails; anything else it did may stay), so it runs without its own savepoint.
 */
export class SqliteWriteBatcher {
  private queue: Pending[] = []
  private scheduled = false
  private readonly begin: StatementSync
  private readonly commit: StatementSync
  private readonly rollback: StatementSync
  private readonly savepoint: StatementSync
  private readonly release: StatementSync
  private readonly rollbackTo: StatementSync
  private afterCommit: (() => void) | null = null
  private holds = 0
  /** When the oldest write of the queue was queued (ms, performance.now), for the commit-wait metric. */
  private oldestQueuedAt = 0

  /** `faults` hears of every commit and of every failure that ended a batch. */
  constructor(
    private readonly db: Sqlite,
    private readonly faults: SqliteStoreFaults,
    private readonly maxBatch = 512,
    private readonly events = new EmbeddedStoreEvents(),
  ) {
    this.begin = db.prepare('BEGIN IMMEDIATE')
    this.commit = db.prepare('COMMIT')
    this.rollback = db.prepare('ROLLBACK')
    this.savepoint = db.prepare('SAVEPOINT batched_write')
    this.release = db.prepare('RELEASE batched_write')
    this.rollbackTo = db.prepare('ROLLBACK TO batched_write')
  }

  /** Called after every successful group commit, outside any transaction (the WAL's bound is kept there). */
  onCommitted(listener: () => void): void {
    this.afterCommit = listener
  }

  /**
   * Starts no group commit until `until` settles (queued writes wait; callers are answered later).
   * Holds add up: commits resume once every hold has settled (a WAL truncation and an aggregate's
   * snapshot may hold at once).
   */
  holdUntil(until: Promise<void>): void {
    this.holds++
    const release = () => {
      this.holds--
      if (this.holds === 0 && this.queue.length > 0 && !this.scheduled) {
        this.scheduled = true
        setImmediate(() => this.flush())
      }
    }
    until.then(release, release)
  }

  /** Runs `work` in the next group transaction; resolves with its result once that transaction commits. */
  run<T>(work: () => T, atomic = false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.queue.length === 0 && this.events.groupCommitted) this.oldestQueuedAt = performance.now()
      this.queue.push({ work, atomic, resolve: resolve as (value: unknown) => void, reject })
      if (!this.scheduled) {
        this.scheduled = true
        setImmediate(() => this.flush())
      }
    })
  }

  private flush(): void {
    if (this.holds > 0) {
      // Resumed by holdUntil once the hold ends.
      this.scheduled = false
      return
    }
    if (!this.db.isOpen) {
      // Closed with writes still queued (the change log's indexing step): they fail, the process does not.
      const closed = this.queue
      this.queue = []
      this.scheduled = false
      for (const pending of closed) pending.reject(new Error('The store closed before this write ran'))
      return
    }
    const batch = this.queue.length > this.maxBatch ? this.queue.splice(0, this.maxBatch) : this.queue
    if (batch === this.queue) this.queue = []
    if (this.queue.length > 0) setImmediate(() => this.flush())
    else this.scheduled = false
    const outcomes: Outcome[] = []
    const observed = this.events.groupCommitted
    const startedAt = observed ? performance.now() : 0
    const queuedAt = this.oldestQueuedAt
    if (observed && this.queue.length > 0) this.oldestQueuedAt = startedAt
    try {
      this.begin.run()
      for (const pending of batch) outcomes.push(this.runOne(pending, batch.length > 1))
      this.commit.run()
      this.faults.committed()
    } catch (error) {
      // BEGIN or COMMIT failed, or SQLite abandoned the transaction (disk full, I/O error): nothing of the batch holds.
      this.faults.classify(error)
      if (this.db.isTransaction) this.rollback.run()
      for (const pending of batch) pending.reject(error)
      return
    }
    if (observed) {
      const now = performance.now()
      observed(batch.length, now - queuedAt, now - startedAt)
    }
    this.afterCommit?.()
    for (let i = 0; i < batch.length; i++) {
      const outcome = outcomes[i]!
      if (outcome.ok) batch[i]!.resolve(outcome.value)
      else batch[i]!.reject(outcome.error)
    }
  }

  /** Runs one write; its own failure is its outcome, a failure that ended the transaction is thrown. */
  private runOne(pending: Pending, shared: boolean): Outcome {
    const isolate = shared && !pending.atomic
    if (isolate) this.savepoint.run()
    try {
      const value = pending.work()
      if (value instanceof Promise) throw new TypeError('a batched write must be synchronous')
      if (isolate) this.release.run()
      return { ok: true, value }
    } catch (error) {
      if (!this.db.isTransaction) throw error
      if (isolate) {
        this.rollbackTo.run()
        this.release.run()
      } else if (shared) {
        // Atomic work: SQLite already undid the failing statement; the batch's other writes stand.
      } else {
        // Alone in its transaction: start over empty, so the COMMIT commits nothing.
        this.rollback.run()
        this.begin.run()
      }
      return { ok: false, error }
    }
  }
}

type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown }
