import { describe, expect, test } from 'bun:test'
import { anonymousStamp } from '../../../domain/change-entries'
import { EmbeddedStore } from '../../../infrastructure/persistence/sqlite/embedded-store'
import { SqliteChangeLog } from '../../../infrastructure/persistence/sqlite/sqlite-change-log'
import { INDEX_EVERY, INDEX_IN_ORDER } from '../../../infrastructure/persistence/sqlite/sqlite-change-log-by-document'
import { SqliteDataLakeStore } from '../../../infrastructure/persistence/sqlite/sqlite-data-lake-store'
import { openSqlite, type Sqlite } from '../../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteDocumentBatch } from '../../../infrastructure/persistence/sqlite/sqlite-document-batch'
import { lakeDatabase } from '../../support/lake-fixtures'
import { testStamp } from '../../support/test-stamp'

const oid = (n: number) => n.toString(16).padStart(24, '0')
const database = lakeDatabase
const keys = (db: Sqlite) => Number((db.prepare('SELECT COUNT(*) AS n FROM change_log_documents').get() as { n: number }).n)
const filler = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: oid(from + i), fields: { n: i } }))

describe("the change log's lookup by document, indexed in steps", () => {
  test('a history spans the indexed records and the unindexed tail, page by page, once deleted too', async () => {
    const db = openSqlite(':memory:')
    const embedded = new EmbeddedStore(db)
    const store = new SqliteDataLakeStore(embedded)
    const log = new SqliteChangeLog(embedded)
    await store.createDatabase(database('hist_a'), testStamp())
    await store.insertDocuments('hist_a', [{ id: oid(1), fields: { a: 0 } }], testStamp())
    for (let a = 1; a <= 2; a++) await store.patchField('hist_a', oid(1), 'a', a, { stamp: testStamp() })
    // A record of the first document between others: the cycle writes the keys sorted, not in sequence order.
    await store.insertDocuments('hist_a', filler(100, 100), testStamp())
    await store.patchField('hist_a', oid(1), 'a', 3, { stamp: testStamp() })
    await store.insertDocuments('hist_a', filler(200, INDEX_EVERY + 10), testStamp())
    await store.patchField('hist_a', oid(1), 'a', 4, { stamp: testStamp() })
    await embedded.changeLog.byDocument.idle()
    expect(keys(db)).toBeGreaterThan(INDEX_EVERY - 10)
    for (let a = 5; a <= 6; a++) await store.patchField('hist_a', oid(1), 'a', a, { stamp: testStamp() })
    await store.deleteDocument('hist_a', oid(1), { stamp: testStamp() })
    const history = await log.listForDocument('hist_a', oid(1), null, 100)
    expect(history.map((r) => [r.op, r.version])).toEqual([
      ['delete', 7],
      ['update', 7],
      ['update', 6],
      ['update', 5],
      ['update', 4],
      ['update', 3],
      ['update', 2],
      ['create', 1],
    ])
    const paged = []
    for (let before: string | null = null; ; ) {
      const page = await log.listForDocument('hist_a', oid(1), before, 3)
      paged.push(...page)
      if (page.length < 3) break
      before = page[page.length - 1]!.id
    }
    expect(paged).toEqual(history)
    expect(await log.listForDocument('hist_a', oid(2), null, 10)).toEqual([])
    expect((await log.listForDocument('hist_a', oid(100), null, 10)).map((r) => r.op)).toEqual(['create'])
  })

  test('records not indexed yet are found again after a restart, and a write that rolled back leaves none', async () => {
    const db = openSqlite(':memory:')
    const first = new EmbeddedStore(db)
    const store = new SqliteDataLakeStore(first)
    await store.createDatabase(database('hist_r'), testStamp())
    await store.insertDocuments('hist_r', [{ id: oid(1), fields: { a: 0 } }], testStamp())
    await store.patchField('hist_r', oid(1), 'a', 1, { stamp: testStamp() })
    await store.patchField('hist_r', oid(1), 'a', 2, { stamp: testStamp() })
    // A batch appends a record of the document, then fails and rolls back: the tail names a record that does not exist.
    const batch = new SqliteDocumentBatch(first, (name) => store.forgetPages(name))
    const update = { op: 'update', id: oid(1), change: () => ({ a: 9 }), ifVersion: null } as const
    const missing = { op: 'delete', id: oid(2), ifVersion: null } as const
    expect(await batch.apply('hist_r', [update, missing], testStamp())).toMatchObject({ ok: false, reason: 'not-found' })
    const expected: [string, number | null][] = [
      ['update', 3],
      ['update', 2],
      ['create', 1],
    ]
    expect(
      (await new SqliteChangeLog(first).listForDocument('hist_r', oid(1), null, 10)).map(
        (r) => [r.op, r.version] as [string, number | null],
      ),
    ).toEqual(expected)
    expect(keys(db)).toBe(0)
    // Another store object on the same file, as after a restart: the tail is read back from the log.
    const restarted = new SqliteChangeLog(new EmbeddedStore(db))
    expect((await restarted.listForDocument('hist_r', oid(1), null, 10)).map((r) => [r.op, r.version] as [string, number | null])).toEqual(
      expected,
    )
  })

  test('inserts in key order are indexed every chunk; writes spread over documents wait for a whole cycle', async () => {
    const db = openSqlite(':memory:')
    const embedded = new EmbeddedStore(db)
    const store = new SqliteDataLakeStore(embedded)
    await store.createDatabase(database('cycle_a'), testStamp())
    await store.insertDocuments('cycle_a', filler(1, INDEX_IN_ORDER + 10), testStamp())
    await store.insertDocuments('cycle_a', [{ id: oid(5000), fields: {} }], testStamp())
    await embedded.changeLog.byDocument.idle()
    const indexed = keys(db)
    expect(indexed).toBeGreaterThanOrEqual(INDEX_IN_ORDER - 1)
    for (let i = 0; i < INDEX_IN_ORDER + 10; i++) await store.patchField('cycle_a', oid(1 + (i % 2)), 'n', i, { stamp: testStamp() })
    await embedded.changeLog.byDocument.idle()
    expect(keys(db)).toBe(indexed)
    const log = new SqliteChangeLog(embedded)
    const last = 1 + Math.ceil((INDEX_IN_ORDER + 10) / 2)
    expect((await log.listForDocument('cycle_a', oid(1), null, 3)).map((r) => r.version)).toEqual([last, last - 1, last - 2])
  })

  test('a store written before the lookup table existed: its records are found and the old index is gone', async () => {
    const db = openSqlite(':memory:')
    db.exec(`
      CREATE TABLE change_log (seq INTEGER PRIMARY KEY, db TEXT NOT NULL, document_id TEXT, at INTEGER NOT NULL, record TEXT NOT NULL);
      CREATE INDEX change_log_document ON change_log (db, document_id, seq) WHERE document_id IS NOT NULL;
      INSERT INTO change_log VALUES (1, 'old_a', '${oid(1)}', 1700000000000, '["create","erp",1,"u","e@x","r",[["a",null,1]]]');
      INSERT INTO change_log VALUES (2, 'old_a', '${oid(1)}', 1700000000001, '["update","erp",2,"u","e@x","r",[["a",1,2]]]');
    `)
    const embedded = new EmbeddedStore(db)
    const history = await new SqliteChangeLog(embedded).listForDocument('old_a', oid(1), null, 10)
    expect(history.map((r) => [r.id, r.version])).toEqual([
      ['0000000000000002', 2],
      ['0000000000000001', 1],
    ])
    expect(keys(db)).toBe(2)
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'change_log_document'").get()).toBeUndefined()
  })

  test('retention forgets the keys of the records it removed, and keeps those of a record it kept', async () => {
    const db = openSqlite(':memory:')
    const embedded = new EmbeddedStore(db)
    const store = new SqliteDataLakeStore(embedded)
    const log = new SqliteChangeLog(embedded)
    const old = anonymousStamp('erp', new Date(Date.now() - 10 * 86_400_000).toISOString())
    await store.createDatabase(database('kept_a'), old)
    await store.insertDocuments('kept_a', [{ id: oid(1), fields: {} }], old)
    // A record newer than the cutoff between older ones (a clock stepped back): retention keeps it.
    await store.insertDocuments('kept_a', [{ id: oid(2), fields: {} }], testStamp())
    await store.insertDocuments('kept_a', filler(100, INDEX_EVERY + 10), old)
    await store.insertDocuments('kept_a', [{ id: oid(3), fields: {} }], old)
    await embedded.changeLog.byDocument.idle()
    expect(keys(db)).toBeGreaterThanOrEqual(INDEX_IN_ORDER - 1)
    expect(await log.removeOlderThan(new Date(Date.now() - 86_400_000))).toBeGreaterThan(INDEX_EVERY)
    expect(keys(db)).toBe(1)
    expect((await log.listForDocument('kept_a', oid(2), null, 10)).map((r) => r.documentId)).toEqual([oid(2)])
    expect(await log.listForDocument('kept_a', oid(1), null, 10)).toEqual([])
  })
})
