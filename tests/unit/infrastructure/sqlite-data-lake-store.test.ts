import { describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseFilter } from '../../../domain/query-filter'
import { EmbeddedStore } from '../../../infrastructure/persistence/sqlite/embedded-store'
import { SqliteDataLakeStore } from '../../../infrastructure/persistence/sqlite/sqlite-data-lake-store'
import { openSqlite } from '../../../infrastructure/persistence/sqlite/sqlite-database'
import { lakeDatabase, readAll } from '../../support/lake-fixtures'
import { testStamp } from '../../support/test-stamp'

const all = readAll
const database = lakeDatabase

describe('SqliteDataLakeStore specifics', () => {
  test('keys holding " and \\ reach SQL only as bound JSON paths', async () => {
    const store = new SqliteDataLakeStore(new EmbeddedStore(openSqlite(':memory:')))
    await store.createDatabase(database('odd_abc123'), testStamp())
    const keys = ['a"b', 'c\\d', '"]', '\\"', 'x" OR 1=1 --']
    await store.insertDocuments('odd_abc123', [{ id: 'a'.repeat(24), fields: Object.fromEntries(keys.map((k, i) => [k, i])) }], testStamp())
    const result = await store.changeVariables(
      'odd_abc123',
      {
        add: [{ id: 'n', name: 'new"\\' }],
        renames: keys.slice(0, 3).map((from) => ({ from, to: `${from}!` })),
        sensitiveVariables: [],
      },
      testStamp(),
    )
    expect(result).toEqual({ matched: 1, modified: 1 })
    const [doc] = await store.find('odd_abc123', all)
    expect(doc!.fields).toEqual({ 'a"b!': 0, 'c\\d!': 1, '"]!': 2, '\\"': 3, 'x" OR 1=1 --': 4, 'new"\\': null })
    expect(await store.patchField('odd_abc123', 'a'.repeat(24), 'x" OR 1=1 --', 'safe', { stamp: testStamp() })).toEqual({
      previous: 4,
      version: 3,
    })
    expect((await store.find('odd_abc123', { ...all, filter: parseFilter({ 'a"b!': 0 }) })).length).toBe(1)
  })

  test('readPage answers what find answers, as one JSON array text with _id first, for every sort, skip and limit', async () => {
    const store = new SqliteDataLakeStore(new EmbeddedStore(openSqlite(':memory:')))
    await store.createDatabase(database('page_abc123'), testStamp())
    const docs = Array.from({ length: 7 }, (_, i) => ({
      id: `${i}`.padStart(24, 'f'),
      fields: i === 3 ? {} : { n: (i * 5) % 7, tag: i % 2 ? 'odd' : 'even', text: `a "quoted" \\ ${i}` },
    }))
    await store.insertDocuments('page_abc123', docs, testStamp())
    const sorts: [string, 1 | -1][][] = [
      [],
      [['n', 1]],
      [['n', -1]],
      [
        ['tag', 1],
        ['n', -1],
      ],
    ]
    for (const sort of sorts) {
      for (const [skip, limit] of [
        [0, 100],
        [0, 3],
        [2, 3],
        [4, 3],
        [6, 1],
        [7, 5],
        [0, 7],
        [0, 6],
      ] as const) {
        for (const filter of [{}, { tag: 'odd' }]) {
          const query = { filter: parseFilter(filter), sort, skip, limit }
          const found = await store.find('page_abc123', { ...query, limit: limit + 1, fields: null })
          const page = await store.readPage('page_abc123', query)
          const label = JSON.stringify({ sort, skip, limit, filter })
          expect(JSON.parse(page.json), label).toEqual(found.slice(0, limit).map((d) => ({ _id: d.id, ...d.fields })))
          expect(page.json.startsWith('[{"_id":') || page.json === '[]', label).toBe(true)
          expect({ count: page.count, hasMore: page.hasMore }, label).toEqual({
            count: Math.min(found.length, limit),
            hasMore: found.length > limit,
          })
        }
      }
    }
  })

  test('a page read again after any write to its table, through any path, shows the write', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pages-'))
    const store = new SqliteDataLakeStore(new EmbeddedStore(openSqlite(join(dir, 'store.db'))))
    await store.createDatabase(database('cache_abc123'), testStamp())
    const page = { filter: {}, sort: [] as [string, 1 | -1][], skip: 0, limit: 10 }
    // Read twice, so the page is in the cache when the next write comes (a page is kept from its second read).
    const read = async () => {
      const first = (await store.readPage('cache_abc123', page)).json
      expect((await store.readPage('cache_abc123', page)).json).toBe(first)
      return JSON.parse(first) as Record<string, unknown>[]
    }
    await store.insertDocuments('cache_abc123', [{ id: 'a'.repeat(24), fields: { n: 1 } }], testStamp())
    expect(await read()).toEqual([{ _id: 'a'.repeat(24), n: 1 }])
    await store.insertDocuments('cache_abc123', [{ id: 'b'.repeat(24), fields: { n: 2 } }], testStamp())
    expect((await read()).length).toBe(2)
    await store.patchField('cache_abc123', 'a'.repeat(24), 'n', 10, { stamp: testStamp() })
    expect((await read())[0]!.n).toBe(10)
    await store.updateMany('cache_abc123', parseFilter({ n: 2 }), () => ({ n: 20 }), 10, testStamp())
    expect((await read())[1]!.n).toBe(20)
    await store.changeVariables('cache_abc123', { add: [], renames: [{ from: 'n', to: 'm' }], sensitiveVariables: [] }, testStamp())
    expect((await read())[1]).toEqual({ _id: 'b'.repeat(24), m: 20 })
    await store.deleteMany('cache_abc123', parseFilter({ m: 20 }), testStamp())
    expect((await read()).length).toBe(1)
    await store.deleteDatabase('cache_abc123', testStamp())
    // The name keeps its change log, so it is never given to a new database.
    expect(await store.createDatabase(database('cache_abc123'), testStamp())).toBe('name-taken')
    await expect(store.readPage('cache_abc123', page)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    rmSync(dir, { recursive: true, force: true })
  })

  test('a page is kept from its second read on, so a one-off read leaves the cache alone', async () => {
    const store = new SqliteDataLakeStore(new EmbeddedStore(openSqlite(':memory:')))
    await store.createDatabase(database('once_abc123'), testStamp())
    await store.insertDocuments('once_abc123', [{ id: 'a'.repeat(24), fields: { n: 1 } }], testStamp())
    const page = { filter: {}, sort: [] as [string, 1 | -1][], skip: 0, limit: 10 }
    const first = await store.readPage('once_abc123', page)
    const second = await store.readPage('once_abc123', page)
    const third = await store.readPage('once_abc123', page)
    expect(second).not.toBe(first)
    expect(third).toBe(second)
  })

  test('only internal names ever become table names', async () => {
    const store = new SqliteDataLakeStore(new EmbeddedStore(openSqlite(':memory:')))
    await expect(store.createDatabase(database('x"; DROP TABLE users; --'), testStamp())).rejects.toThrow('not an internal database name')
    await expect(store.countDocuments('Robert"')).rejects.toThrow('not an internal database name')
  })

  test('metadata is served from memory and refreshed on change', async () => {
    const sqlite = openSqlite(':memory:')
    const store = new SqliteDataLakeStore(new EmbeddedStore(sqlite))
    await store.createDatabase(database('meta_abc123'), testStamp())
    const first = await store.findDatabase('meta_abc123')
    expect(await store.findDatabase('meta_abc123')).toBe(first) // the same cached object
    await store.declareVariables('meta_abc123', [{ id: 'v1', name: 'a' }])
    expect((await store.findDatabase('meta_abc123'))?.variables).toEqual([{ id: 'v1', name: 'a' }])
    await store.deleteDatabase('meta_abc123', testStamp())
    expect(await store.findDatabase('meta_abc123')).toBeNull()
  })

  test('a write to a database deleted meanwhile is NOT_FOUND, not an internal error', async () => {
    const store = new SqliteDataLakeStore(new EmbeddedStore(openSqlite(':memory:')))
    await store.createDatabase(database('gone_abc123'), testStamp())
    await store.insertDocuments('gone_abc123', [{ id: 'b'.repeat(24), fields: { a: 1 } }], testStamp())
    const pending = store.patchField('gone_abc123', 'b'.repeat(24), 'a', 2, { stamp: testStamp() })
    await store.deleteDatabase('gone_abc123', testStamp())
    await expect(pending).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(store.insertDocuments('gone_abc123', [{ id: 'c'.repeat(24), fields: {} }], testStamp())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })

  test('concurrent single-document writes commit together and each answers its own previous value', async () => {
    const store = new SqliteDataLakeStore(new EmbeddedStore(openSqlite(':memory:')))
    await store.createDatabase(database('group_abc123'), testStamp())
    await store.insertDocuments('group_abc123', [{ id: 'd'.repeat(24), fields: { n: 0 } }], testStamp())
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => store.patchField('group_abc123', 'd'.repeat(24), 'n', i + 1, { stamp: testStamp() })),
    )
    expect(answers.map((a) => (a && 'previous' in a ? a.previous : undefined))).toEqual(Array.from({ length: 50 }, (_, i) => i))
  })
})
