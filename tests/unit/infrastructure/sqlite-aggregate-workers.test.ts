import { describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { setImmediate } from 'node:timers'
import { sql } from '../../../infrastructure/persistence/sqlite/sql-fragment'
import { SqliteAggregateWorkers } from '../../../infrastructure/persistence/sqlite/sqlite-aggregate-workers'
import { aggregateFileStore, failure } from '../../support/aggregate-file-store'

/** The snapshot rule of the worker pool, with the writer's side faked: holds recorded, its change count scripted. */
describe('SqliteAggregateWorkers', () => {
  test('the parts run only in read transactions opened while nothing was written; otherwise null after a few tries', async () => {
    const made = await aggregateFileStore([])
    const holds: Promise<void>[] = []
    let changes = 0
    let writing = true
    const workers = new SqliteAggregateWorkers(made.store.path!, {
      holdUntil: (until) => holds.push(until),
      changes: () => (writing ? changes++ : changes),
    })
    try {
      const parts = [sql`SELECT 1 AS a`, sql`SELECT 2 AS a`]
      expect(await workers.run(parts)).toBeNull()
      expect(holds).toHaveLength(5)
      // One statement needs no common snapshot.
      expect(await workers.run([parts[0]!])).toEqual([[{ a: 1 }]])
      writing = false
      expect(await workers.run(parts)).toEqual([[{ a: 1 }], [{ a: 2 }]])
      expect(holds).toHaveLength(7)
      await Promise.all(holds)
      // A failing statement fails its caller and leaves the workers usable.
      expect(String(await failure(workers.run([sql`SELECT * FROM missing_table`])))).toContain('no such table')
      expect(await workers.run(parts)).toEqual([[{ a: 1 }], [{ a: 2 }]])
      // A thread that ended answers nothing more: the next aggregate starts both anew instead of waiting forever.
      const threads = (workers as unknown as { workers: { worker: Worker }[] }).workers
      const ended = new Promise((resolve) => threads[0]!.worker.addEventListener('close', resolve))
      threads[0]!.worker.terminate()
      await ended
      expect(await workers.run(parts)).toEqual([[{ a: 1 }], [{ a: 2 }]])
    } finally {
      await workers.close()
      await made.close()
    }
  })

  test('a worker that cannot open its snapshot holds the writer for at most 1 s', async () => {
    // A file in rollback-journal mode, locked exclusively: the workers' first read waits on the lock.
    const dir = mkdtempSync(join(tmpdir(), 'aggregate-hold-'))
    const path = join(dir, 'locked.db')
    const locker = new DatabaseSync(path)
    locker.exec('CREATE TABLE t (a); BEGIN EXCLUSIVE; INSERT INTO t VALUES (1)')
    const holds: Promise<void>[] = []
    const workers = new SqliteAggregateWorkers(path, { holdUntil: (until) => holds.push(until), changes: () => 0 })
    try {
      let answered = false
      const answer = workers.run([sql`SELECT count(*) AS n FROM t`, sql`SELECT count(*) AS n FROM t`]).then((rows) => {
        answered = true
        return rows
      })
      while (holds.length === 0) await new Promise((resolve) => setImmediate(resolve))
      await holds[0]
      expect(answered).toBe(false)
      locker.exec('COMMIT')
      expect(await answer).toEqual([[{ n: 1 }], [{ n: 1 }]])
    } finally {
      await workers.close()
      locker.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
