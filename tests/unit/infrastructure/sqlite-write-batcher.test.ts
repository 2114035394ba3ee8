import { describe, expect, test } from 'bun:test'
import { setImmediate } from 'node:timers'
import { EmbeddedStore } from '../../../infrastructure/persistence/sqlite/embedded-store'
import { openSqlite } from '../../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteStoreFaults } from '../../../infrastructure/persistence/sqlite/sqlite-store-faults'
import { SqliteWriteBatcher } from '../../../infrastructure/persistence/sqlite/sqlite-write-batcher'

function setup() {
  const db = openSqlite(':memory:')
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, value TEXT NOT NULL)')
  db.exec("INSERT INTO t VALUES (1, 'v0')")
  const batcher = new SqliteWriteBatcher(db, new SqliteStoreFaults())
  const insert = db.prepare('INSERT INTO t VALUES (?, ?)')
  const rows = () =>
    db
      .prepare('SELECT id, value FROM t ORDER BY id')
      .all()
      .map((r) => ({ ...r }))
  // A read-then-write: answers the value it replaced, like PATCH.
  const swap = (value: string) => () => {
    const previous = (db.prepare('SELECT value FROM t WHERE id = 1').get() as { value: string }).value
    db.prepare('UPDATE t SET value = ? WHERE id = 1').run(value)
    return previous
  }
  return { db, batcher, insert, rows, swap }
}

describe('SqliteWriteBatcher (group commit)', () => {
  test('writes queued together each get their own result, in queue order', async () => {
    const { batcher, swap } = setup()
    const answers = await Promise.all([batcher.run(swap('v1')), batcher.run(swap('v2')), batcher.run(swap('v3'))])
    expect(answers).toEqual(['v0', 'v1', 'v2'])
  })

  test('a failing atomic write (one statement, no savepoint) fails only its own caller; the others commit', async () => {
    const { batcher, insert, rows } = setup()
    const results = await Promise.allSettled([
      batcher.run(() => insert.run(2, 'a').changes, true),
      batcher.run(() => insert.run(1, 'duplicate key').changes, true),
      batcher.run(() => insert.run(3, 'b').changes, true),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(rows()).toEqual([
      { id: 1, value: 'v0' },
      { id: 2, value: 'a' },
      { id: 3, value: 'b' },
    ])
  })

  test('a failing write fails only its own caller and leaves none of its changes', async () => {
    const { batcher, insert, rows } = setup()
    const results = await Promise.allSettled([
      batcher.run(() => insert.run(2, 'a').changes),
      batcher.run(() => {
        insert.run(3, 'half done')
        insert.run(1, 'duplicate key') // fails: its whole write must vanish, including row 3
      }),
      batcher.run(() => insert.run(4, 'b').changes),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(rows()).toEqual([
      { id: 1, value: 'v0' },
      { id: 2, value: 'a' },
      { id: 4, value: 'b' },
    ])
  })

  test('a write alone in its batch that fails leaves nothing behind and does not poison the next batch', async () => {
    const { batcher, insert, rows } = setup()
    const failed = batcher.run(() => {
      insert.run(5, 'half done')
      throw new Error('refused')
    })
    await expect(failed).rejects.toThrow('refused')
    expect(await batcher.run(() => insert.run(6, 'next').changes)).toBe(1)
    expect(rows()).toEqual([
      { id: 1, value: 'v0' },
      { id: 6, value: 'next' },
    ])
  })

  test('callers are answered only after the commit: their writes are visible when the promise resolves', async () => {
    const { db, batcher, insert } = setup()
    const seen: boolean[] = []
    await Promise.all(
      [7, 8].map((id) =>
        batcher
          .run(() => insert.run(id, 'x'))
          .then(() => seen.push(!db.isTransaction && db.prepare('SELECT 1 FROM t WHERE id = ?').get(id) !== undefined)),
      ),
    )
    expect(seen).toEqual([true, true])
  })

  test('an asynchronous write is refused instead of escaping its transaction', async () => {
    const { batcher } = setup()
    await expect(batcher.run(() => Promise.resolve(1))).rejects.toThrow('synchronous')
  })

  test("the embedded store's batcher reports its commits to the store's fault record", async () => {
    const store = new EmbeddedStore(openSqlite(':memory:'))
    store.db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)')
    expect(store.faults.classify(Object.assign(new Error('database or disk is full'), { errcode: 13 }))?.code).toBe('STORAGE_FULL')
    expect(store.faults.fault()).toBe('full')
    await store.batcher.run(() => store.db.exec('INSERT INTO t VALUES (1)'))
    expect(store.faults.fault()).toBeNull()
  })

  test('more writes than one batch holds all commit, in order, across several batches', async () => {
    const { db, batcher, insert } = setup()
    const small = new SqliteWriteBatcher(db, new SqliteStoreFaults(), 3)
    const ids = Array.from({ length: 10 }, (_, i) => 100 + i)
    await Promise.all(ids.map((id) => small.run(() => insert.run(id, String(id)))))
    const stored = db
      .prepare('SELECT id FROM t WHERE id >= 100 ORDER BY rowid')
      .all()
      .map((r) => r.id)
    expect(stored).toEqual(ids)
    expect(await batcher.run(() => 'still usable')).toBe('still usable')
  })

  test('writes still queued when the store closes fail, without an uncaught error from the group commit', async () => {
    const { db, batcher, insert } = setup()
    const queued = batcher.run(() => insert.run(2, 'late'))
    db.close()
    expect(
      await queued.then(
        () => 'ran',
        (error: Error) => error.message,
      ),
    ).toBe('The store closed before this write ran')
  })

  test('holds add up: writes commit only once every hold has settled (a WAL truncation and an aggregate at once)', async () => {
    const { batcher, insert, rows } = setup()
    let endFirst = () => {}
    let endSecond = () => {}
    batcher.holdUntil(new Promise<void>((resolve) => (endFirst = resolve)))
    batcher.holdUntil(new Promise<void>((resolve) => (endSecond = resolve)))
    let committed = false
    const write = batcher
      .run(() => insert.run(2, 'held'))
      .then(() => {
        committed = true
      })
    endSecond()
    // Turns of the event loop in which an unheld batcher would have committed.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
    expect(committed).toBe(false)
    expect(rows()).toHaveLength(1)
    endFirst()
    await write
    expect(rows()).toHaveLength(2)
  })
})
