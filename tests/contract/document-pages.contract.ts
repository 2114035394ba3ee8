import { beforeEach, describe, expect, test } from 'bun:test'
import type { DataLakeStore } from '../../application/ports/data-lake-store'
import type { DocumentPages } from '../../application/ports/document-pages'
import type { DataLakeDatabase } from '../../domain/database'
import { parseFilter } from '../../domain/query-filter'
import { testStamp } from '../support/test-stamp'

/** A data lake store and the DocumentPages that read its documents as text. */
export interface PagedStore {
  readonly store: DataLakeStore
  readonly pages: DocumentPages
}

let seq = 0
const oid = (n: number) => n.toString(16).padStart(24, '0')
const everything = { filter: parseFilter({}), sort: [] as [string, 1 | -1][], skip: 0 }

/**
 * Pages of whole documents as stored JSON text, the same on every adapter: `_id` first, values
 * exactly as stored (a ciphertext too), the limit's cut told by `hasMore`, and a page read after
 * a write shows that write (the embedded store caches pages; a cached page must never be stale).
 */
export function describeDocumentPages(name: string, make: () => Promise<PagedStore> | PagedStore) {
  describe(`DocumentPages contract: ${name}`, () => {
    let store: DataLakeStore
    let pages: DocumentPages
    let db: DataLakeDatabase
    beforeEach(async () => {
      ;({ store, pages } = await make())
      seq++
      db = {
        name: `pages_${seq}_${Date.now().toString(36).slice(-6)}`,
        userFriendlyName: `Pages ${seq}`,
        source: 'erp',
        workspaceId: 'w',
        variables: [],
        sensitiveVariables: [],
        createdAt: new Date(),
      }
      expect(await store.createDatabase(db, testStamp())).toBe('created')
      await store.insertDocuments(
        db.name,
        [
          { id: oid(1), fields: { n: 1, city: 'Oslo', nested: { a: [1, 'x'] } } },
          { id: oid(2), fields: { n: 2, city: 'Bergen', secret: 'enc:v1:k1:AAAA' } },
          { id: oid(3), fields: { n: 3, city: 'Oslo', empty: null } },
        ],
        testStamp(),
      )
    })

    test('readPage answers whole documents as JSON text, _id first, values as stored, with count and hasMore', async () => {
      const page = await pages.readPage(db.name, { ...everything, sort: [['n', 1]], limit: 2 })
      expect(page.json.startsWith('[{"_id":')).toBe(true)
      expect(JSON.parse(page.json)).toEqual([
        { _id: oid(1), n: 1, city: 'Oslo', nested: { a: [1, 'x'] } },
        { _id: oid(2), n: 2, city: 'Bergen', secret: 'enc:v1:k1:AAAA' },
      ])
      expect([page.count, page.hasMore]).toEqual([2, true])
      const rest = await pages.readPage(db.name, { ...everything, sort: [['n', 1]], skip: 2, limit: 2 })
      expect(JSON.parse(rest.json)).toEqual([{ _id: oid(3), n: 3, city: 'Oslo', empty: null }])
      expect([rest.count, rest.hasMore]).toEqual([1, false])
    })

    test('readPage applies the filter and the sort as find does', async () => {
      const query = { filter: parseFilter({ city: 'Oslo' }), sort: [['n', -1]] as [string, 1 | -1][], skip: 0, limit: 10 }
      const page = await pages.readPage(db.name, query)
      const found = await store.find(db.name, { ...query, fields: null })
      expect(JSON.parse(page.json)).toEqual(found.map((d) => ({ _id: d.id, ...d.fields })))
      expect(JSON.parse(page.json).map((d: { n: number }) => d.n)).toEqual([3, 1])
      expect((await pages.readPage(db.name, { ...query, filter: parseFilter({ city: 'Nowhere' }) })).json).toBe('[]')
    })

    test('readKeysetPage pages by _id in either direction from a cursor, with the last id', async () => {
      const first = await pages.readKeysetPage(db.name, { filter: parseFilter({}), after: null, descending: false, limit: 2 })
      expect(JSON.parse(first.json).map((d: { _id: string }) => d._id)).toEqual([oid(1), oid(2)])
      expect([first.count, first.lastId]).toEqual([2, oid(2)])
      expect(first.versions).toBeUndefined()
      const versioned = await pages.readKeysetPage(db.name, {
        filter: parseFilter({}),
        after: null,
        descending: false,
        limit: 2,
        versions: true,
      })
      expect(versioned.versions).toEqual({ [oid(1)]: 1, [oid(2)]: 1 })
      const next = await pages.readKeysetPage(db.name, { filter: parseFilter({}), after: first.lastId, descending: false, limit: 2 })
      expect(JSON.parse(next.json)).toEqual([{ _id: oid(3), n: 3, city: 'Oslo', empty: null }])
      const back = await pages.readKeysetPage(db.name, { filter: parseFilter({ city: 'Oslo' }), after: oid(3), descending: true, limit: 5 })
      expect(JSON.parse(back.json).map((d: { _id: string }) => d._id)).toEqual([oid(1)])
      const none = await pages.readKeysetPage(db.name, { filter: parseFilter({}), after: oid(3), descending: false, limit: 5 })
      expect([none.json, none.count, none.lastId]).toEqual(['[]', 0, null])
    })

    test('readDocument answers one document as JSON text, _id first, values as stored, with its version; null when absent', async () => {
      for (let i = 0; i < 3; i++) {
        const one = await pages.readDocument(db.name, oid(2))
        expect(one?.json.startsWith(`{"_id":"${oid(2)}",`)).toBe(true)
        expect(JSON.parse(one!.json)).toEqual({ _id: oid(2), n: 2, city: 'Bergen', secret: 'enc:v1:k1:AAAA' })
        expect(one?.version).toBe(1)
      }
      expect(await pages.readDocument(db.name, oid(9))).toBeNull()
      expect(await store.findDocument(db.name, oid(3))).toEqual({ id: oid(3), fields: { n: 3, city: 'Oslo', empty: null }, version: 1 })
    })

    test('a document read again after any write to it shows the write', async () => {
      const read = async (n: number): Promise<Record<string, unknown> | null> => {
        const one = await pages.readDocument(db.name, oid(n))
        return one && { ...(JSON.parse(one.json) as object), version: one.version }
      }
      const found = async (n: number) => store.findDocument(db.name, oid(n))
      for (let i = 0; i < 3; i++) [await read(1), await found(1), await read(3)] // read more than once: cached where the adapter caches
      await store.patchField(db.name, oid(1), 'n', 10, { stamp: testStamp() })
      expect(await read(1)).toMatchObject({ n: 10, version: 2 })
      expect(await found(1)).toMatchObject({ fields: { n: 10 }, version: 2 })
      await store.updateMany(db.name, parseFilter({ n: 3 }), () => ({ n: 30 }), 10, testStamp())
      expect(await read(3)).toMatchObject({ n: 30, version: 2 })
      await store.deleteDocument(db.name, oid(3), { stamp: testStamp() })
      expect(await read(3)).toBeNull()
      expect(await found(3)).toBeNull()
      await store.insertDocuments(db.name, [{ id: oid(3), fields: { n: 33 } }], testStamp())
      expect(await read(3)).toEqual({ _id: oid(3), n: 33, version: 1 })
      await store.changeVariables(db.name, { add: [], renames: [{ from: 'n', to: 'm' }], sensitiveVariables: [] }, testStamp())
      expect(await read(1)).toMatchObject({ m: 10 })
      await store.deleteMany(db.name, parseFilter({}), testStamp())
      expect(await read(1)).toBeNull()
    })

    test('knownDocument, where an adapter has it, answers only what readDocument would answer now', async () => {
      if (!pages.knownDocument) return
      for (let i = 0; i < 3; i++) await pages.readDocument(db.name, oid(1))
      expect(pages.knownDocument(db.name, oid(1))).toEqual((await pages.readDocument(db.name, oid(1)))!)
      expect(pages.knownDocument(db.name, oid(9))).toBeUndefined()
      await store.patchField(db.name, oid(1), 'n', 11, { stamp: testStamp() })
      expect(pages.knownDocument(db.name, oid(1))).toBeUndefined()
      expect(JSON.parse((await pages.readDocument(db.name, oid(1)))!.json).n).toBe(11)
    })

    test('knownPage, where an adapter has it, answers only what readPage would answer now', async () => {
      if (!pages.knownPage) return
      const query = { ...everything, sort: [['n', 1]] as [string, 1 | -1][], limit: 2 }
      for (let i = 0; i < 3; i++) await pages.readPage(db.name, query)
      expect(pages.knownPage(db.name, query)).toEqual(await pages.readPage(db.name, query))
      expect(pages.knownPage(db.name, { ...query, limit: 3 })).toBeUndefined()
      await store.patchField(db.name, oid(1), 'n', 12, { stamp: testStamp() })
      expect(pages.knownPage(db.name, query)).toBeUndefined()
    })

    test('knownKeysetPage, where an adapter has it, answers only what readKeysetPage would answer now', async () => {
      if (!pages.knownKeysetPage) return
      const query = { filter: parseFilter({}), after: null, descending: false, limit: 2, versions: true }
      for (let i = 0; i < 3; i++) await pages.readKeysetPage(db.name, query)
      expect(pages.knownKeysetPage(db.name, query)).toEqual(await pages.readKeysetPage(db.name, query))
      expect(pages.knownKeysetPage(db.name, { ...query, versions: false })).toBeUndefined()
      await store.deleteDocument(db.name, oid(2), { stamp: testStamp() })
      expect(pages.knownKeysetPage(db.name, query)).toBeUndefined()
    })

    test('a page read again after any write shows the write', async () => {
      const query = { ...everything, sort: [['n', 1]] as [string, 1 | -1][], limit: 10 }
      const keyset = { filter: parseFilter({}), after: null, descending: false, limit: 10 }
      const ns = async () => JSON.parse((await pages.readPage(db.name, query)).json).map((d: { n: number }) => d.n)
      const ids = async () => JSON.parse((await pages.readKeysetPage(db.name, keyset)).json).map((d: { _id: string }) => d._id)
      for (let i = 0; i < 3; i++) [await ns(), await ids()] // read more than once: cached where the adapter caches
      await store.patchField(db.name, oid(1), 'n', 10, { stamp: testStamp() })
      expect(await ns()).toEqual([2, 3, 10])
      expect((await pages.readKeysetPage(db.name, { ...keyset, versions: true })).versions?.[oid(1)]).toBe(2)
      await store.updateMany(db.name, parseFilter({ n: 2 }), () => ({ n: 20 }), 10, testStamp())
      expect(await ns()).toEqual([3, 10, 20])
      await store.insertDocuments(db.name, [{ id: oid(4), fields: { n: 4 } }], testStamp())
      expect(await ids()).toEqual([oid(1), oid(2), oid(3), oid(4)])
      await store.deleteDocument(db.name, oid(2), { stamp: testStamp() })
      expect(await ids()).toEqual([oid(1), oid(3), oid(4)])
      await store.deleteMany(db.name, parseFilter({ n: 4 }), testStamp())
      expect(await ns()).toEqual([3, 10])
      await store.changeVariables(db.name, { add: [], renames: [{ from: 'n', to: 'm' }], sensitiveVariables: [] }, testStamp())
      expect(await ns()).toEqual([undefined, undefined])
    })
  })
}
