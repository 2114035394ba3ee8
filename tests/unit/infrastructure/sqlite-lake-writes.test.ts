import { describe, expect, test } from 'bun:test'
import { parseFilter } from '../../../domain/query-filter'
import { EmbeddedStore } from '../../../infrastructure/persistence/sqlite/embedded-store'
import { SqliteDataLakeStore } from '../../../infrastructure/persistence/sqlite/sqlite-data-lake-store'
import { openSqlite } from '../../../infrastructure/persistence/sqlite/sqlite-database'
import { lakeDatabase, readAll } from '../../support/lake-fixtures'
import { testStamp } from '../../support/test-stamp'

const all = readAll
const database = lakeDatabase

describe('SqliteDataLakeStore: a write whose change record fails leaves nothing, beside writes of the same group commit', () => {
  test('PATCH and insert are undone by hand (no savepoint), the others commit', async () => {
    const db = openSqlite(':memory:')
    const store = new SqliteDataLakeStore(new EmbeddedStore(db))
    await store.createDatabase(database('undo_abc123'), testStamp())
    const [a, b, c] = ['a'.repeat(24), 'b'.repeat(24), 'c'.repeat(24)]
    await store.insertDocuments('undo_abc123', [{ id: a, fields: { n: 1, s: null } }], testStamp())
    await store.insertDocuments('undo_abc123', [{ id: b, fields: { n: 1 } }], testStamp())
    db.exec(`CREATE TRIGGER refuse BEFORE INSERT ON change_log WHEN NEW.document_id = '${a}' OR NEW.document_id = '${c}'
      BEGIN SELECT RAISE(ABORT, 'refused'); END`)
    const outcomes = await Promise.allSettled([
      store.patchField('undo_abc123', a, 'n', 2, { stamp: testStamp() }),
      store.patchField('undo_abc123', a, 'added', 'x', { stamp: testStamp() }),
      store.patchField('undo_abc123', a, 's', 'x', { stamp: testStamp() }),
      store.patchField('undo_abc123', b, 'n', 2, { stamp: testStamp() }),
      store.insertDocuments('undo_abc123', [{ id: c, fields: { n: 3 } }], testStamp()),
    ])
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected', 'fulfilled', 'rejected'])
    expect((await store.find('undo_abc123', all)).map((d) => [d.id, d.fields])).toEqual([
      [a, { n: 1, s: null }],
      [b, { n: 2 }],
    ])
    expect(
      db
        .prepare('SELECT id, version FROM "dl_undo_abc123" ORDER BY id')
        .all()
        .map((r) => [r.id, r.version]),
    ).toEqual([
      [a, 1],
      [b, 2],
    ])
  })
})

describe('SqliteDataLakeStore: one document read again and again (kept in the page cache)', () => {
  test('every write to its table is seen by the next read: PATCH, update by filter, delete', async () => {
    const store = new SqliteDataLakeStore(new EmbeddedStore(openSqlite(':memory:')))
    await store.createDatabase(database('kept_abc123'), testStamp())
    await store.createDatabase(database('other_abc123'), testStamp())
    const id = 'd'.repeat(24)
    await store.insertDocuments('kept_abc123', [{ id, fields: { n: 1 } }], testStamp())
    const read = () => store.findDocument('kept_abc123', id)
    for (let i = 0; i < 3; i++) expect(await read()).toEqual({ id, fields: { n: 1 }, version: 1 })
    const cached = await read()
    cached!.fields.n = 99
    expect(await read()).toEqual({ id, fields: { n: 1 }, version: 1 })
    await store.insertDocuments('other_abc123', [{ id, fields: { n: 5 } }], testStamp())
    expect(await read()).toEqual({ id, fields: { n: 1 }, version: 1 })
    await store.patchField('kept_abc123', id, 'n', 2, { stamp: testStamp() })
    expect(await read()).toEqual({ id, fields: { n: 2 }, version: 2 })
    expect(await read()).toEqual({ id, fields: { n: 2 }, version: 2 })
    await store.updateMany('kept_abc123', parseFilter({ n: 2 }), () => ({ n: 3 }), 10, testStamp())
    expect(await read()).toEqual({ id, fields: { n: 3 }, version: 3 })
    expect(await read()).toEqual({ id, fields: { n: 3 }, version: 3 })
    await store.deleteDocument('kept_abc123', id, { stamp: testStamp() })
    expect(await read()).toBeNull()
  })
})
