import { describe, expect, test } from 'bun:test'
import { setImmediate } from 'node:timers'
import type { StoredDocument } from '../../../application/ports/data-lake-store'
import { parseAggregate } from '../../../domain/aggregate-query'
import { SPLIT_ABOVE_ROWS } from '../../../infrastructure/persistence/sqlite/sqlite-document-aggregates'
import { aggregateFileStore, failure, idOf, STAMP } from '../../support/aggregate-file-store'

/**
 * A large table's aggregate on the embedded store runs on two worker threads, half of the rowids
 * each, merged in the adapter (the answers of every case: the contract suite's split run). Here:
 * the merge over groups that span both halves, the group cap, one snapshot under writes, the
 * event loop left free, a dropped database, and no worker left after close.
 */
const doc = (n: number, fields: Record<string, unknown>): StoredDocument => ({ id: idOf(n), fields })

// Rows 1-7 and 12-13 (8-11 deleted): the halves split at rowid 7, seven documents against two.
const UNEVEN = [
  doc(1, { dest: 'Oslo', kg: 10, shipped: '2026-01-05' }),
  doc(2, { dest: 'Oslo', kg: 20, shipped: '2026-01-06' }),
  doc(3, { dest: 'Oslo', kg: 'x', shipped: 'nope' }),
  doc(4, { dest: null, kg: 4, shipped: '2026-02-01' }),
  doc(5, { kg: 2.5, shipped: '2026-02-02' }),
  doc(6, { dest: '\uFF61', kg: 1 }),
  doc(7, { dest: 'Oslo', kg: 60, shipped: '2026-01-31' }),
  ...[8, 9, 10, 11].map((n) => doc(n, { dest: 'gone', kg: 1000 })),
  doc(12, { kg: 8, shipped: '2026-02-28' }),
  doc(13, { dest: '\u{1F600}', kg: 7 }),
]

async function unevenStore(path?: string) {
  const made = await aggregateFileStore(UNEVEN, { path })
  made.store.db.exec(`DELETE FROM ${made.table} WHERE rowid BETWEEN 8 AND 11`)
  return made
}

const metrics = { n: { count: true }, sum: { sum: 'kg' }, avg: { avg: 'kg' }, min: { min: 'kg' }, max: { max: 'kg' } }

describe('SqliteDocumentAggregates split on two workers', () => {
  test('groups in both halves merge: counts and sums add, avg over uneven halves from SUM and COUNT, min and max compare', async () => {
    const split = await unevenStore()
    const whole = await unevenStore(':memory:')
    try {
      const query = parseAggregate({ groupBy: ['dest'], metrics })
      const answer = await split.aggregates.aggregate(split.name, query, 10)
      // In the order of one statement: NULL first, then by UTF-8 bytes (U+FF61 before U+1F600, unlike UTF-16).
      expect(answer).toEqual([
        { dest: null, n: 3, sum: 14.5, avg: 14.5 / 3, min: 2.5, max: 8 },
        { dest: 'Oslo', n: 4, sum: 90, avg: 30, min: 10, max: 60 },
        { dest: '\uFF61', n: 1, sum: 1, avg: 1, min: 1, max: 1 },
        { dest: '\u{1F600}', n: 1, sum: 7, avg: 7, min: 7, max: 7 },
      ])
      expect(answer).toEqual(await whole.aggregates.aggregate(whole.name, query, 10))
      const months = parseAggregate({ groupBy: [{ field: 'shipped', by: 'month' }, 'dest'], metrics })
      const byMonth = await split.aggregates.aggregate(split.name, months, 10)
      expect(byMonth).toEqual(await whole.aggregates.aggregate(whole.name, months, 10))
      expect(byMonth!.filter((r) => r.shipped === '2026-01')).toEqual([
        { shipped: '2026-01', dest: 'Oslo', n: 3, sum: 90, avg: 30, min: 10, max: 60 },
      ])
    } finally {
      await split.close()
      await whole.close()
    }
  })

  test('the group cap applies to the merged groups: halves under it may add up to more, or to the same groups', async () => {
    const made = await aggregateFileStore(['A', 'B', 'C', 'D'].map((c, i) => doc(i + 1, { spread: c, shared: i % 2 ? 'B' : 'A' })))
    try {
      const count = (field: string) => parseAggregate({ groupBy: [field], metrics: { n: { count: true } } })
      expect(await made.aggregates.aggregate(made.name, count('spread'), 3)).toBeNull()
      expect(await made.aggregates.aggregate(made.name, count('spread'), 4)).toHaveLength(4)
      expect(await made.aggregates.aggregate(made.name, count('shared'), 2)).toEqual([
        { shared: 'A', n: 2 },
        { shared: 'B', n: 2 },
      ])
    } finally {
      await made.close()
    }
  })

  test('a write queued as the aggregate starts waits until both halves have their snapshot', async () => {
    const made = await aggregateFileStore(Array.from({ length: 1000 }, (_, i) => doc(i + 1, { kg: 1 })))
    try {
      const query = parseAggregate({ metrics: { n: { count: true } } })
      const answer = made.aggregates.aggregate(made.name, query, 10)
      const write = made.lake.insertDocuments(made.name, [doc(5000, { kg: 1 })], STAMP)
      expect(await answer).toEqual([{ n: 1000 }])
      await write
      expect(await made.aggregates.aggregate(made.name, query, 10)).toEqual([{ n: 1001 }])
    } finally {
      await made.close()
    }
  })

  test('writes moving weight between the halves during aggregates never make the halves disagree', async () => {
    const made = await aggregateFileStore(Array.from({ length: 2000 }, (_, i) => doc(i + 1, { kg: 100 })))
    try {
      const move = made.store.db.prepare(
        `UPDATE ${made.table} SET doc = json_set(doc, '$.kg', json_extract(doc, '$.kg') + ?) WHERE rowid = ?`,
      )
      const query = parseAggregate({ metrics: { kg: { sum: 'kg' } } })
      for (let round = 0; round < 10; round++) {
        let done = false
        const answer = made.aggregates.aggregate(made.name, query, 10).finally(() => {
          done = true
        })
        let moves = 0
        while (!done) {
          const from = 1 + (moves % 1000)
          await made.store.batcher.run(() => {
            move.run(-1, from)
            move.run(1, from + 1000)
          })
          moves++
        }
        expect(await answer).toEqual([{ kg: 200_000 }])
      }
    } finally {
      await made.close()
    }
  })

  test('the event loop keeps answering reads while a large aggregate runs', async () => {
    const rows = SPLIT_ABOVE_ROWS + 10_000
    const made = await aggregateFileStore(
      Array.from({ length: rows }, (_, i) => doc(i + 1, { dest: ['Oslo', 'Rome', 'Lima'][i % 3], kg: i % 50 })),
      { splitAboveRows: SPLIT_ABOVE_ROWS },
    )
    try {
      let reads = 0
      let readsBeforeAnswer = -1
      const query = parseAggregate({ groupBy: ['dest'], metrics: { n: { count: true } } })
      const answer = made.aggregates.aggregate(made.name, query, 10).then((groups) => {
        readsBeforeAnswer = reads
        return groups
      })
      while (readsBeforeAnswer < 0) {
        // One read per turn of the event loop, as requests arrive (a loop of microtasks alone would starve every other event).
        await new Promise((resolve) => setImmediate(resolve))
        expect(await made.lake.findDocument(made.name, idOf(1 + (reads % rows)))).not.toBeNull()
        reads++
      }
      expect(readsBeforeAnswer).toBeGreaterThan(0)
      expect((await answer)!.map((g) => g.n)).toEqual([rows / 3, rows / 3, rows / 3])
    } finally {
      await made.close()
    }
  })

  test('a database dropped as the aggregate starts: not found, as on one connection', async () => {
    const made = await aggregateFileStore([doc(1, { kg: 1 }), doc(2, { kg: 2 })])
    try {
      const answer = made.aggregates.aggregate(made.name, parseAggregate({ metrics: { n: { count: true } } }), 10)
      expect(await made.lake.deleteDatabase(made.name, STAMP)).toBe(true)
      expect(await failure(answer)).toMatchObject({ code: 'NOT_FOUND' })
    } finally {
      await made.close()
    }
  })

  test('closing the store ends both workers; an aggregate after it fails', async () => {
    const Original = globalThis.Worker
    const alive = new Set<Worker>()
    let allClosed = () => {}
    globalThis.Worker = class extends Original {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args)
        alive.add(this)
        this.addEventListener('close', () => {
          alive.delete(this)
          if (alive.size === 0) allClosed()
        })
      }
    }
    try {
      const made = await aggregateFileStore([doc(1, { kg: 1 }), doc(2, { kg: 2 })])
      const query = parseAggregate({ metrics: { n: { count: true } } })
      expect(await made.aggregates.aggregate(made.name, query, 10)).toEqual([{ n: 2 }])
      expect(alive.size).toBe(2)
      const closed = new Promise<void>((resolve) => {
        allClosed = resolve
      })
      await made.close()
      await closed
      expect(alive.size).toBe(0)
      expect(await failure(made.aggregates.aggregate(made.name, query, 10))).toBeInstanceOf(Error)
    } finally {
      globalThis.Worker = Original
    }
  })
})
