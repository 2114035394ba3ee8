import { describe, expect, test } from 'bun:test'
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
})
