import { describe, expect, test } from 'bun:test'
import { parseFilter } from '../../domain/query-filter'
import { SqliteDataLakeStore } from '../../infrastructure/persistence/sqlite/sqlite-data-lake-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'

const all = { filter: {}, sort: [] as [string, 1 | -1][], skip: 0, limit: 100, fields: null }
const database = (name: string) => ({ name, userFriendlyName: name, source: 'erp', workspaceId: 'w', variables: [], sensitiveVariables: [], createdAt: new Date() })

describe('SqliteDataLakeStore specifics', () => {
  test('keys holding " and \\ reach SQL only as bound JSON paths', async () => {
    const store = new SqliteDataLakeStore(openSqlite(':memory:'))
    await store.createDatabase(database('odd_abc123'))
    const keys = ['a"b', 'c\\d', '"]', '\\"', 'x" OR 1=1 --']
    await store.insertDocuments('odd_abc123', [{ id: 'a'.repeat(24), fields: Object.fromEntries(keys.map((k, i) => [k, i])) }])
    const result = await store.changeVariables('odd_abc123', {
      add: [{ id: 'n', name: 'new"\\' }],
      renames: keys.slice(0, 3).map((from) => ({ from, to: `${from}!` })),
      sensitiveVariables: [],
    })
    expect(result).toEqual({ matched: 1, modified: 1 })
    const [doc] = await store.find('odd_abc123', all)
    expect(doc!.fields).toEqual({ 'a"b!': 0, 'c\\d!': 1, '"]!': 2, '\\"': 3, 'x" OR 1=1 --': 4, 'new"\\': null })
    expect(await store.patchField('odd_abc123', 'a'.repeat(24), 'x" OR 1=1 --', 'safe')).toEqual({ previous: 4 })
    expect((await store.find('odd_abc123', { ...all, filter: parseFilter({ 'a"b!': 0 }) })).length).toBe(1)
  })

  test('only internal names ever become table names', async () => {
    const store = new SqliteDataLakeStore(openSqlite(':memory:'))
    await expect(store.createDatabase(database('x"; DROP TABLE users; --'))).rejects.toThrow('not an internal database name')
    await expect(store.countDocuments('Robert"')).rejects.toThrow('not an internal database name')
  })

  test('metadata is served from memory and refreshed on change', async () => {
    const sqlite = openSqlite(':memory:')
    const store = new SqliteDataLakeStore(sqlite)
    await store.createDatabase(database('meta_abc123'))
    const first = await store.findDatabase('meta_abc123')
    expect(await store.findDatabase('meta_abc123')).toBe(first) // the same cached object
    await store.declareVariables('meta_abc123', [{ id: 'v1', name: 'a' }])
    expect((await store.findDatabase('meta_abc123'))?.variables).toEqual([{ id: 'v1', name: 'a' }])
    await store.deleteDatabase('meta_abc123')
    expect(await store.findDatabase('meta_abc123')).toBeNull()
  })

  test('a write to a database deleted meanwhile is NOT_FOUND, not an internal error', async () => {
    const store = new SqliteDataLakeStore(openSqlite(':memory:'))
    await store.createDatabase(database('gone_abc123'))
    await store.insertDocuments('gone_abc123', [{ id: 'b'.repeat(24), fields: { a: 1 } }])
    const pending = store.patchField('gone_abc123', 'b'.repeat(24), 'a', 2)
    await store.deleteDatabase('gone_abc123')
    await expect(pending).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(store.insertDocuments('gone_abc123', [{ id: 'c'.repeat(24), fields: {} }])).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })

  test('concurrent single-document writes commit together and each answers its own previous value', async () => {
    const store = new SqliteDataLakeStore(openSqlite(':memory:'))
    await store.createDatabase(database('group_abc123'))
    await store.insertDocuments('group_abc123', [{ id: 'd'.repeat(24), fields: { n: 0 } }])
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => store.patchField('group_abc123', 'd'.repeat(24), 'n', i + 1)))
    expect(answers.map((a) => a?.previous)).toEqual(Array.from({ length: 50 }, (_, i) => i))
  })
})
