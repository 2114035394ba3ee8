import { beforeEach, describe, expect, test } from 'bun:test'
import type { ChangeLog, ChangeNotifier } from '../../application/ports/change-log'
import type { DataLakeStore } from '../../application/ports/data-lake-store'
import type { ChangeStamp } from '../../domain/change-entries'
import type { DataLakeDatabase } from '../../domain/database'
import { parseFilter } from '../../domain/query-filter'

/** A data lake store with the change log its writes append to, and the notifier they wake. */
export interface LoggedStore {
  readonly store: DataLakeStore
  readonly log: ChangeLog
  readonly notifier: ChangeNotifier
}

let seq = 0
const oid = (n: number) => n.toString(16).padStart(24, '0')
const stamp = (at = new Date().toISOString()): ChangeStamp => ({
  source: 'erp',
  actor: { userId: 'u'.repeat(24), email: 'ana@example.com' },
  requestId: 'req-1',
  at,
  // Tags every value it seals, so the suite sees that the log keeps what the stamp made of it.
  seal: (recordId, documentId, field, stored) => `sealed(${recordId.length},${documentId},${field},${JSON.stringify(stored)})`,
})
const sealed = (documentId: string, field: string, value: unknown) => `sealed(16,${documentId},${field},${JSON.stringify(value)})`

/**
 * The change log as every adapter keeps it: written by the data lake's own writes (one record per
 * change, in commit order), read through the ChangeLog port with values as the stamp sealed them.
 */
export function describeChangeLog(name: string, make: () => Promise<LoggedStore> | LoggedStore) {
  describe(`ChangeLog contract: ${name}`, () => {
    let store: DataLakeStore
    let log: ChangeLog
    let notifier: ChangeNotifier
    let db: DataLakeDatabase
    beforeEach(async () => {
      ;({ store, log, notifier } = await make())
      seq++
      db = {
        name: `log_${seq}_${Date.now().toString(36).slice(-6)}`,
        userFriendlyName: `Log ${seq}`,
        source: 'erp',
        workspaceId: 'w',
        variables: [],
        sensitiveVariables: [],
        createdAt: new Date(),
      }
      expect(await store.createDatabase(db, stamp())).toBe('created')
    })

    test('every write appends its records, oldest first, ids sorting as strings in commit order', async () => {
      await store.insertDocuments(
        db.name,
        [
          { id: oid(1), fields: { a: 1, b: null } },
          { id: oid(2), fields: { a: 2 } },
        ],
        stamp(),
      )
      await store.patchField(db.name, oid(1), 'a', 5, { stamp: stamp() })
      await store.updateMany(db.name, parseFilter({ a: 2 }), () => ({ a: 3 }), 10, stamp())
      await store.changeVariables(db.name, { add: [{ id: 'v-c', name: 'c' }], renames: [], sensitiveVariables: [] }, stamp())
      await store.deleteDocument(db.name, oid(1), { stamp: stamp() })
      await store.deleteMany(db.name, parseFilter({ a: 3 }), stamp())
      const records = await log.listAfter(db.name, null, 100)
      expect(records.map((r) => [r.op, r.documentId, r.version])).toEqual([
        ['database.create', null, null],
        ['create', oid(1), 1],
        ['create', oid(2), 1],
        ['update', oid(1), 2],
        ['update', oid(2), 2],
        ['variables', null, null],
        ['delete', oid(1), 3],
        ['delete', oid(2), 3],
      ])
      expect([...records.map((r) => r.id)].sort()).toEqual(records.map((r) => r.id))
      expect(new Set(records.map((r) => r.id)).size).toBe(records.length)
      expect(records[1]).toMatchObject({
        db: db.name,
        source: 'erp',
        actor: { userId: 'u'.repeat(24), email: 'ana@example.com' },
        requestId: 'req-1',
        changes: [{ field: 'a', from: null, to: sealed(oid(1), 'a', 1) }],
      })
      expect(records[3]!.changes).toEqual([{ field: 'a', from: sealed(oid(1), 'a', 1), to: sealed(oid(1), 'a', 5) }])
      expect(records[5]!.changes).toEqual({ added: ['c'], renamed: [], matched: 2, modified: 2 })
      expect(records[6]!.changes).toEqual([{ field: 'a', from: sealed(oid(1), 'a', 5), to: null }])
      expect(await log.lastId(db.name)).toBe(records[7]!.id)
    })

    test('listAfter is exclusive and limited; other databases stay apart', async () => {
      await store.insertDocuments(
        db.name,
        [1, 2, 3].map((n) => ({ id: oid(n), fields: { n } })),
        stamp(),
      )
      const all = await log.listAfter(db.name, null, 100)
      expect(await log.listAfter(db.name, all[1]!.id, 2)).toEqual(all.slice(2, 4))
      expect(await log.listAfter(db.name, all[3]!.id, 10)).toEqual([])
      const other = { ...db, name: `${db.name}_x`, userFriendlyName: 'Other' }
      await store.createDatabase(other, stamp())
      expect((await log.listAfter(other.name, null, 10)).map((r) => r.op)).toEqual(['database.create'])
      expect(await log.lastId(`${db.name}_none`)).toBeNull()
    })

    test('listForDocument answers one document newest first, before a cursor, even once it is deleted', async () => {
      await store.insertDocuments(
        db.name,
        [
          { id: oid(1), fields: { a: 0 } },
          { id: oid(2), fields: {} },
        ],
        stamp(),
      )
      for (const a of [1, 2, 3]) await store.patchField(db.name, oid(1), 'a', a, { stamp: stamp() })
      await store.deleteDocument(db.name, oid(1), { stamp: stamp() })
      const history = await log.listForDocument(db.name, oid(1), null, 10)
      expect(history.map((r) => [r.op, r.version])).toEqual([
        ['delete', 4],
        ['update', 4],
        ['update', 3],
        ['update', 2],
        ['create', 1],
      ])
      expect(await log.listForDocument(db.name, oid(1), history[1]!.id, 2)).toEqual(history.slice(2, 4))
      expect(await log.listForDocument(db.name, oid(9), null, 10)).toEqual([])
    })

    test('a null that was absent or null before is no change, for PATCH and update alike (the domain builds every record)', async () => {
      await store.insertDocuments(db.name, [{ id: oid(1), fields: { a: 1, n: null } }], stamp())
      await store.updateMany(db.name, parseFilter({ a: 1 }), () => ({ b: null, n: null }), 10, stamp())
      await store.updateMany(db.name, parseFilter({ a: 1 }), () => ({ b: null, a: 2 }), 10, stamp())
      await store.patchField(db.name, oid(1), 'c', null, { stamp: stamp() })
      await store.patchField(db.name, oid(1), 'a', 2, { stamp: stamp() })
      const records = (await log.listForDocument(db.name, oid(1), null, 10)).reverse()
      expect(records.map((r) => [r.op, r.version, r.changes])).toEqual([
        ['create', 1, [{ field: 'a', from: null, to: sealed(oid(1), 'a', 1) }]],
        ['update', 2, []],
        ['update', 3, [{ field: 'a', from: sealed(oid(1), 'a', 1), to: sealed(oid(1), 'a', 2) }]],
        ['update', 4, []],
        ['update', 5, []],
      ])
    })

    test('a conditional write that finds another version changes nothing and logs nothing', async () => {
      await store.insertDocuments(db.name, [{ id: oid(1), fields: { a: 0 } }], stamp())
      const before = await log.lastId(db.name)
      expect(await store.patchField(db.name, oid(1), 'a', 1, { ifVersion: 7, stamp: stamp() })).toMatchObject({
        conflict: { id: oid(1), fields: { a: 0 }, version: 1 },
      })
      expect(await store.deleteDocument(db.name, oid(1), { ifVersion: 2, stamp: stamp() })).toMatchObject({ conflict: { version: 1 } })
      expect(await log.lastId(db.name)).toBe(before)
      expect(await store.patchField(db.name, oid(1), 'a', 1, { ifVersion: 1, stamp: stamp() })).toEqual({ previous: 0, version: 2 })
    })

    test('the notifier tells listeners which database grew after each write', async () => {
      const heard: string[] = []
      const stop = notifier.subscribe((name) => heard.push(name))
      await store.insertDocuments(db.name, [{ id: oid(1), fields: {} }], stamp())
      await store.patchField(db.name, oid(1), 'x', 1, { stamp: stamp() })
      expect(heard.filter((n) => n === db.name).length).toBeGreaterThanOrEqual(2)
      stop()
      const count = heard.length
      // A listener still subscribed hears the next write; by then the one that left would have too.
      let stopLater = () => {}
      const heardLater = new Promise<void>((resolve) => {
        stopLater = notifier.subscribe((name) => name === db.name && resolve())
      })
      await store.patchField(db.name, oid(1), 'x', 2, { stamp: stamp() })
      await heardLater
      stopLater()
      expect(heard.length).toBe(count)
    })

    test('removeOlderThan removes only records committed before the cutoff', async () => {
      const old = stamp(new Date(Date.now() - 10 * 86_400_000).toISOString())
      const aged = { ...db, name: `${db.name}_old`, userFriendlyName: 'Aged' }
      await store.createDatabase(aged, old)
      await store.insertDocuments(aged.name, [{ id: oid(1), fields: {} }], old)
      await store.insertDocuments(aged.name, [{ id: oid(2), fields: {} }], stamp())
      expect(await log.removeOlderThan(new Date(Date.now() - 86_400_000))).toBeGreaterThanOrEqual(2)
      expect((await log.listAfter(aged.name, null, 10)).map((r) => r.documentId)).toEqual([oid(2)])
      expect((await log.listAfter(db.name, null, 10)).map((r) => r.op)).toEqual(['database.create'])
    })
  })
}
