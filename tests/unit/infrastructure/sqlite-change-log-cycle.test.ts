import { describe, expect, test } from 'bun:test'
import { EmbeddedStore } from '../../../infrastructure/persistence/sqlite/embedded-store'
import { INDEX_EVERY, SqliteChangeLogByDocument } from '../../../infrastructure/persistence/sqlite/sqlite-change-log-by-document'
import { openSqlite, type Sqlite } from '../../../infrastructure/persistence/sqlite/sqlite-database'

/** Keys one group commit of a cycle may write: about half a millisecond of B-tree inserts (docs/performance.md). */
const KEYS_PER_COMMIT = 256
const DOCUMENTS = ['d3', 'd1', 'd2', 'd10']

/** A lookup whose group commits the test runs one at a time (`step`), on a store with the change log's tables. */
function lookupInSteps(failAt = 0) {
  const db = openSqlite(':memory:')
  new EmbeddedStore(db)
  const queued: (() => void)[] = []
  let calls = 0
  const lookup = new SqliteChangeLogByDocument(db, (work) => {
    calls++
    if (calls === failAt) return Promise.reject(new Error('the commit failed'))
    return new Promise<void>((resolve) => queued.push(() => resolve(work())))
  })
  const insert = db.prepare("INSERT INTO change_log (seq, db, document_id, at, record) VALUES (?, ?, ?, 0, '')")
  const written: Record<string, number[]> = {}
  let seq = 0
  /** Appends `count` records spread over the documents out of key order, one database record among them. */
  const append = (count: number) => {
    for (let i = 0; i < count; i++) {
      const document = i === 7 ? null : DOCUMENTS[seq % DOCUMENTS.length]!
      insert.run(++seq, 'cyc_a', document)
      if (document) (written[document] ??= []).push(seq)
      lookup.appended('cyc_a', document, seq)
    }
  }
  /** Runs the next queued commit and lets the cycle queue its next one; how many keys it wrote. */
  const step = async () => {
    const before = keys(db)
    queued.shift()?.()
    await settle()
    return keys(db) - before
  }
  return { db, lookup, append, step, written, queued }
}

/** A few event-loop turns: a cycle sorts in turns of its own before it queues a commit. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve))
}
const keys = (db: Sqlite) => Number((db.prepare('SELECT COUNT(*) AS n FROM change_log_documents').get() as { n: number }).n)

/** Every document's history, newest first, read whole and page by page (pages of 5 across the tail, the cycle's part and the table). */
function expectHistories(lookup: SqliteChangeLogByDocument, written: Record<string, number[]>): void {
  for (const document of DOCUMENTS) {
    const expected = [...(written[document] ?? [])].reverse()
    expect(lookup.listForDocument('cyc_a', document, Number.MAX_SAFE_INTEGER, 1_000_000).map((r) => Number(r.seq))).toEqual(expected)
    const paged: number[] = []
    for (let before = Number.MAX_SAFE_INTEGER; ; ) {
      const page = lookup.listForDocument('cyc_a', document, before, 5).map((r) => Number(r.seq))
      paged.push(...page)
      if (page.length < 5) break
      before = page[page.length - 1]!
    }
    expect(paged.slice(0, 40)).toEqual(expected.slice(0, 40))
    expect(paged.length).toBe(expected.length)
  }
  expect(lookup.listForDocument('cyc_a', 'd4', Number.MAX_SAFE_INTEGER, 10)).toEqual([])
}

describe("the change log's indexing cycle, spread over group commits", () => {
  test('no commit of a cycle writes more than a few hundred keys, and every read between two of them is whole', async () => {
    const { db, lookup, append, step, written, queued } = lookupInSteps()
    append(INDEX_EVERY)
    // The cycle took its part; records appended while it runs go to a new tail.
    append(300)
    await settle()
    const perCommit: number[] = [await step()]
    // Written in key order: the first commit holds keys of the smallest document only.
    expect(db.prepare('SELECT DISTINCT document_id FROM change_log_documents').all()).toEqual([{ document_id: 'd1' }])
    while (queued.length > 0) {
      perCommit.push(await step())
      if (perCommit.length % 16 === 1) {
        expectHistories(lookup, written)
        // A process killed here leaves some chunks written and `through` behind them: a restart reads the same.
        expectHistories(new SqliteChangeLogByDocument(db, () => Promise.resolve()), written)
      }
      append(3)
    }
    await lookup.idle()
    expect(Math.max(...perCommit)).toBeLessThanOrEqual(KEYS_PER_COMMIT)
    expect(perCommit.length).toBeGreaterThanOrEqual(Math.ceil((INDEX_EVERY - 1) / KEYS_PER_COMMIT))
    // The whole part is in the table: the records of the first INDEX_EVERY that name a document.
    expect(keys(db)).toBe(INDEX_EVERY - 1)
    expectHistories(lookup, written)
  })

  test('a cycle over more documents than one sort step orders them all before it writes', async () => {
    const db = openSqlite(':memory:')
    new EmbeddedStore(db)
    const queued: (() => void)[] = []
    const lookup = new SqliteChangeLogByDocument(db, (work) => new Promise<void>((resolve) => queued.push(() => resolve(work()))))
    const insert = db.prepare("INSERT INTO change_log (seq, db, document_id, at, record) VALUES (?, ?, ?, 0, '')")
    // Every record its own document, in descending order: the cycle sorts 16 384 distinct ids in steps.
    const id = (seq: number) => (1_000_000 - seq).toString(16).padStart(24, '0')
    for (let seq = 1; seq <= INDEX_EVERY; seq++) {
      insert.run(seq, 'cyc_b', id(seq))
      lookup.appended('cyc_b', id(seq), seq)
    }
    let turns = 0
    while (queued.length === 0 && turns++ < 1000) await settle()
    expect(turns).toBeGreaterThan(1)
    queued.shift()!()
    await settle()
    const firstCommit = db.prepare('SELECT seq FROM change_log_documents ORDER BY seq').all() as { seq: number }[]
    expect(firstCommit.map((r) => Number(r.seq))).toEqual(
      Array.from({ length: KEYS_PER_COMMIT }, (_, i) => INDEX_EVERY - KEYS_PER_COMMIT + 1 + i),
    )
    while (queued.length > 0) {
      queued.shift()!()
      await settle()
    }
    await lookup.idle()
    expect(keys(db)).toBe(INDEX_EVERY)
    expect(lookup.listForDocument('cyc_b', id(5), Number.MAX_SAFE_INTEGER, 10).map((r) => Number(r.seq))).toEqual([5])
  })

  test('a cycle that fails gives its records back: reads stay whole and the next cycle writes them all', async () => {
    const { db, lookup, append, step, written, queued } = lookupInSteps(3)
    append(INDEX_EVERY)
    await settle()
    await step()
    append(3)
    await step()
    // The third commit failed: the cycle ended with its first two chunks written.
    await lookup.idle()
    expect(queued).toEqual([])
    expect(keys(db)).toBe(2 * KEYS_PER_COMMIT)
    expectHistories(lookup, written)
    // The next append starts the cycle again, over the old part, the three appended during the failed one and itself.
    append(5)
    await settle()
    while (queued.length > 0) await step()
    await lookup.idle()
    expect(keys(db)).toBe(INDEX_EVERY + 3)
    expectHistories(lookup, written)
    const restarted = new SqliteChangeLogByDocument(db, () => Promise.resolve())
    expectHistories(restarted, written)
  })
})
