import { beforeEach, describe, expect, test } from 'bun:test'
import type { DataLakeStore, StoredDocument } from '../../application/ports/data-lake-store'
import type { DataLakeDatabase } from '../../domain/database'
import { parseFilter } from '../../domain/query-filter'
import { testStamp } from '../support/test-stamp'
import { describeFilterCases, type FilterCaseProfile } from './data-lake-filter-cases'

let seq = 0
function database(overrides: Partial<DataLakeDatabase> = {}): DataLakeDatabase {
  seq++
  return {
    name: `db_${seq}_abc123`,
    userFriendlyName: `Database ${seq}`,
    source: 'erp',
    workspaceId: 'w1',
    variables: [],
    sensitiveVariables: [],
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)),
    ...overrides,
  }
}
const oid = (n: number) => n.toString(16).padStart(24, '0')
const all = { filter: {}, sort: [] as [string, 1 | -1][], skip: 0, limit: 1000, fields: null }
const f = (raw: unknown) => parseFilter(raw)

/**
 * The behaviour every DataLakeStore adapter shares; run it against each with one line. Every
 * shared filter case runs too; `filterProfile` marks where a backend legitimately departs.
 */
export function describeDataLakeStore(
  name: string,
  makeStore: () => Promise<DataLakeStore> | DataLakeStore,
  filterProfile?: FilterCaseProfile,
) {
  describeFilterCases(name, makeStore, filterProfile)
  describe(`DataLakeStore contract: ${name}`, () => {
    let store: DataLakeStore
    let db: DataLakeDatabase
    beforeEach(async () => {
      store = await makeStore()
      db = database({
        variables: [
          { id: 'v-a', name: 'a' },
          { id: 'v-b', name: 'b' },
        ],
      })
      expect(await store.createDatabase(db, testStamp())).toBe('created')
    })

    const insert = (docs: Record<string, unknown>[]) =>
      store.insertDocuments(
        db.name,
        docs.map((fields, i) => ({ id: oid(i + 1), fields })),
        testStamp(),
      )
    const ids = (docs: StoredDocument[]) => docs.map((d) => d.id)

    test('creates, finds and refuses a taken name or friendly name', async () => {
      expect(await store.findDatabase(db.name)).toEqual(db)
      expect(await store.createDatabase({ ...db, userFriendlyName: 'Other' }, testStamp())).toBe('name-taken')
      expect(await store.createDatabase(db, testStamp())).toBe('friendly-name-taken')
      expect(await store.createDatabase(database({ userFriendlyName: db.userFriendlyName }), testStamp())).toBe('friendly-name-taken')
      expect(await store.createDatabase(database({ userFriendlyName: db.userFriendlyName, workspaceId: 'w2' }), testStamp())).toBe(
        'created',
      )
      expect(await store.createDatabase(database({ userFriendlyName: db.userFriendlyName, source: 'crm' }), testStamp())).toBe('created')
      expect(await store.findDatabase('absent_db')).toBeNull()
    })

    test('lists one source, oldest first, of one workspace or of all', async () => {
      const later = database({ workspaceId: 'w2' })
      const mine = database()
      await store.createDatabase(later, testStamp())
      await store.createDatabase(mine, testStamp())
      await store.createDatabase(database({ source: 'crm' }), testStamp())
      expect((await store.listDatabases({ source: 'erp', workspaceId: 'w1' })).map((d) => d.name)).toEqual([db.name, mine.name])
      expect((await store.listDatabases({ source: 'erp', workspaceId: null })).map((d) => d.name)).toEqual([db.name, later.name, mine.name])
    })

    test('lists the sources holding databases by name, with their counts, of one workspace or of all', async () => {
      await store.createDatabase(database({ source: 'crm' }), testStamp())
      await store.createDatabase(database({ source: 'crm' }), testStamp())
      await store.createDatabase(database({ source: 'ads', workspaceId: 'w2' }), testStamp())
      expect(await store.listSources({ workspaceId: 'w1', limit: 10 })).toEqual([
        { source: 'crm', databases: 2 },
        { source: 'erp', databases: 1 },
      ])
      expect(await store.listSources({ workspaceId: null, limit: 2 })).toEqual([
        { source: 'ads', databases: 1 },
        { source: 'crm', databases: 2 },
      ])
      expect(await store.listSources({ workspaceId: 'w3', limit: 10 })).toEqual([])
    })

    test('deletes a database with its documents', async () => {
      await insert([{ a: 1 }])
      expect(await store.deleteDatabase(db.name, testStamp())).toBe(true)
      expect(await store.findDatabase(db.name)).toBeNull()
      expect(await store.deleteDatabase(db.name, testStamp())).toBe(false)
      // A deleted database's name keeps its change log, so it is never given to a new database.
      expect(await store.createDatabase(db, testStamp())).toBe('name-taken')
    })

    test('declares only names not declared yet, keeping existing ids', async () => {
      const updated = await store.declareVariables(db.name, [
        { id: 'other', name: 'a' },
        { id: 'v-c', name: 'c' },
        { id: 'dup', name: 'c' },
      ])
      expect(updated?.variables).toEqual([
        { id: 'v-a', name: 'a' },
        { id: 'v-b', name: 'b' },
        { id: 'v-c', name: 'c' },
      ])
      expect((await store.findDatabase(db.name))?.variables).toEqual(updated!.variables)
      expect(await store.declareVariables('absent_db', [])).toBeNull()
    })

    test('adds and renames as one change, counting matched and modified documents', async () => {
      await insert([{ a: 1, b: { deep: [1, 2] } }, { a: null }, { b: 'x', c: 3 }, {}])
      const result = await store.changeVariables(
        db.name,
        {
          add: [{ id: 'v-c', name: 'c' }],
          renames: [{ from: 'b', to: 'bee' }],
          sensitiveVariables: ['bee'],
        },
        testStamp(),
      )
      // doc 1: renamed and c added; doc 2: c added; doc 3: renamed (c present); doc 4: c added.
      expect(result).toEqual({ matched: 4, modified: 4 })
      const docs = await store.find(db.name, all)
      expect(docs[0]!.fields).toEqual({ a: 1, bee: { deep: [1, 2] }, c: null })
      expect(docs[1]!.fields).toEqual({ a: null, c: null })
      expect(docs[2]!.fields).toEqual({ bee: 'x', c: 3 })
      expect(docs[3]!.fields).toEqual({ c: null })
      const meta = await store.findDatabase(db.name)
      expect(meta?.variables).toEqual([
        { id: 'v-a', name: 'a' },
        { id: 'v-b', name: 'bee' },
        { id: 'v-c', name: 'c' },
      ])
      expect(meta?.sensitiveVariables).toEqual(['bee'])
      expect(
        await store.changeVariables(db.name, { add: [{ id: 'v-d', name: 'a2' }], renames: [], sensitiveVariables: [] }, testStamp()),
      ).toEqual({
        matched: 4,
        modified: 4,
      })
      expect(await store.changeVariables(db.name, { add: [], renames: [], sensitiveVariables: [] }, testStamp())).toEqual({
        matched: 4,
        modified: 0,
      })
    })

    test('an add alone or a rename alone counts only the documents it changes', async () => {
      await insert([{ a: 1 }, { c: 2 }, { a: null, c: 3 }])
      // c is lacking only in the first document; a is held (null counts as held) by the first and the third.
      expect(
        await store.changeVariables(db.name, { add: [{ id: 'v-c', name: 'c' }], renames: [], sensitiveVariables: [] }, testStamp()),
      ).toEqual({
        matched: 3,
        modified: 1,
      })
      expect(
        await store.changeVariables(db.name, { add: [], renames: [{ from: 'a', to: 'alpha' }], sensitiveVariables: [] }, testStamp()),
      ).toEqual({
        matched: 3,
        modified: 2,
      })
      expect((await store.find(db.name, all)).map((d) => d.fields)).toEqual([{ alpha: 1, c: null }, { c: 2 }, { alpha: null, c: 3 }])
    })

    // `"` and `\` in keys: tests/unit/sqlite-data-lake-store.test.ts (FerretDB's SQLite backend cannot store them).
    test('names with quotes, brackets, spaces and non-ASCII letters are data, never syntax', async () => {
      const odd = ["it's", 'e[0]', 'f g', '*', 'ü→', 'x$y', "'; DROP TABLE x; --", 'k']
      await insert([Object.fromEntries(odd.map((k, i) => [k, i]))])
      const renames = odd.slice(0, 4).map((from) => ({ from, to: `${from} renamed` }))
      const added = odd.slice(4).map((k) => ({ id: `id-${k}`, name: `${k} added` }))
      await store.declareVariables(
        db.name,
        odd.map((k) => ({ id: `v-${k}`, name: k })),
      )
      expect(await store.changeVariables(db.name, { add: added, renames, sensitiveVariables: [] }, testStamp())).toEqual({
        matched: 1,
        modified: 1,
      })
      const [doc] = await store.find(db.name, all)
      expect(doc!.fields).toEqual({
        ...Object.fromEntries(odd.slice(0, 4).map((k, i) => [`${k} renamed`, i])),
        ...Object.fromEntries(odd.slice(4).map((k, i) => [k, i + 4])),
        ...Object.fromEntries(odd.slice(4).map((k) => [`${k} added`, null])),
      })
      expect(await store.patchField(db.name, oid(1), "it's renamed", 'x', { stamp: testStamp() })).toEqual({ previous: 0, version: 3 })
      expect(ids(await store.find(db.name, { ...all, filter: f({ "it's renamed": 'x', 'ü→': 4 }) }))).toEqual([oid(1)])
    })

    test('patches one field and answers the value it replaced', async () => {
      await insert([{ a: { nested: true } }])
      expect(await store.patchField(db.name, oid(1), 'a', 'text', { stamp: testStamp() })).toEqual({
        previous: { nested: true },
        version: 2,
      })
      expect(await store.patchField(db.name, oid(1), 'a', null, { stamp: testStamp() })).toEqual({ previous: 'text', version: 3 })
      expect(await store.patchField(db.name, oid(1), 'a', [1, { x: 'y' }], { stamp: testStamp() })).toEqual({ previous: null, version: 4 })
      expect(await store.patchField(db.name, oid(1), 'new field', 5, { stamp: testStamp() })).toEqual({ previous: null, version: 5 })
      expect(await store.patchField(db.name, oid(9), 'a', 1, { stamp: testStamp() })).toBeNull()
      expect((await store.find(db.name, all))[0]!.fields).toEqual({ a: [1, { x: 'y' }], 'new field': 5 })
    })

    test('finds with filters, sort, skip, limit and fields', async () => {
      await insert([
        { a: 1, b: 'x', tags: ['red', 'blue'], address: { city: 'Oslo' } },
        { a: 5, b: 'y', tags: ['green'] },
        { a: 3, b: 'Xavier', tags: [] },
        { a: null, b: 'z' },
      ])
      const find = async (filter: unknown, extra: Partial<typeof all> = {}) =>
        ids(await store.find(db.name, { ...all, filter: f(filter), ...extra }))
      expect(await find({})).toEqual([oid(1), oid(2), oid(3), oid(4)])
      expect(await find({ a: 5 })).toEqual([oid(2)])
      expect(await find({ a: { $gt: 1 } })).toEqual([oid(2), oid(3)])
      expect(await find({ a: { $in: [1, 3] } })).toEqual([oid(1), oid(3)])
      expect(await find({ a: null })).toEqual([oid(4)])
      expect(await find({ tags: 'red' })).toEqual([oid(1)])
      expect(await find({ tags: { $size: 0 } })).toEqual([oid(3)])
      expect(await find({ 'address.city': 'Oslo' })).toEqual([oid(1)])
      expect(await find({ b: { $regex: '^x', $options: 'i' } })).toEqual([oid(1), oid(3)])
      expect(await find({ $or: [{ a: 1 }, { b: 'z' }] })).toEqual([oid(1), oid(4)])
      expect(await find({ $and: [{ a: { $gte: 1 } }, { a: { $lte: 3 } }] })).toEqual([oid(1), oid(3)])
      expect(await find({ a: { $exists: true }, b: { $ne: 'x' } })).toEqual([oid(2), oid(3), oid(4)])
      expect(await find({ _id: oid(2) })).toEqual([oid(2)])
      expect(await find({ _id: { $in: [oid(3), oid(4)] } })).toEqual([oid(3), oid(4)])
      expect(await find({}, { sort: [['a', -1]], skip: 1, limit: 2 })).toEqual([oid(3), oid(1)])
      const projected = await store.find(db.name, { ...all, filter: f({ a: 1 }), fields: ['b'] })
      expect(projected).toEqual([{ id: oid(1), fields: { b: 'x' } }])
    })

    test('sorts by MongoDB type order (null and missing, numbers, strings, booleans), ties by _id', async () => {
      await insert([{ a: true }, { a: 'b' }, { a: 10 }, { a: null }, {}, { a: 'a' }, { a: 2 }, { a: false }, { a: 'B' }])
      const sorted = async (direction: 1 | -1) => ids(await store.find(db.name, { ...all, sort: [['a', direction]] }))
      expect(await sorted(1)).toEqual([4, 5, 7, 3, 9, 6, 2, 8, 1].map(oid))
      expect(await sorted(-1)).toEqual([1, 8, 2, 6, 9, 3, 7, 4, 5].map(oid))
    })

    test('updates every match atomically, counting only changed documents', async () => {
      await insert([{ a: 1, b: 'same' }, { a: 1, b: 'old' }, { a: 2 }])
      const result = await store.updateMany(
        db.name,
        f({ a: 1 }),
        (d) => (d.fields.b === 'same' ? null : { b: 'same', c: true }),
        10,
        testStamp(),
      )
      expect(result?.matched).toBe(2)
      expect(result?.modified).toBe(1)
      expect(result?.documents).toEqual([
        { id: oid(1), fields: { a: 1, b: 'same' }, version: 1 },
        { id: oid(2), fields: { a: 1, b: 'same', c: true }, version: 2 },
      ])
      expect(await store.updateMany(db.name, f({ a: { $gte: 1 } }), () => ({ b: 'all' }), 2, testStamp())).toBeNull()
      expect((await store.find(db.name, all)).map((d) => d.fields.b)).toEqual(['same', 'same', undefined])
    })

    test('deletes the matches and counts documents', async () => {
      await insert([{ a: 1 }, { a: 2 }, { a: 1 }])
      expect(await store.deleteMany(db.name, f({ a: 1 }), testStamp())).toBe(2)
      expect(await store.countDocuments(db.name)).toBe(1)
      expect(await store.deleteMany(db.name, f({ a: 9 }), testStamp())).toBe(0)
    })
  })
}
