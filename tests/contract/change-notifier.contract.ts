import { beforeEach, describe, expect, test } from 'bun:test'
import type { ChangeNotifier } from '../../application/ports/change-log'
import type { DataLakeStore } from '../../application/ports/data-lake-store'
import type { DataLakeDatabase } from '../../domain/database'
import { parseFilter } from '../../domain/query-filter'
import { testStamp } from '../support/test-stamp'

/** A data lake store and the notifier its writes wake. */
export interface NotifyingStore {
  readonly store: DataLakeStore
  readonly notifier: ChangeNotifier
}

let seq = 0
const oid = (n: number) => n.toString(16).padStart(24, '0')

/**
 * What streams and webhooks rely on, on every adapter: by the time a write that appended change
 * records has answered, every listener on this instance has heard the database's name; a write
 * that changed nothing is not announced; an unsubscribed listener hears nothing more; and a
 * listener that throws neither fails the write nor silences the others.
 */
export function describeChangeNotifier(name: string, make: () => Promise<NotifyingStore> | NotifyingStore) {
  describe(`ChangeNotifier contract: ${name}`, () => {
    let store: DataLakeStore
    let notifier: ChangeNotifier
    let db: DataLakeDatabase
    beforeEach(async () => {
      ;({ store, notifier } = await make())
      seq++
      db = {
        name: `notify_${seq}_${Date.now().toString(36).slice(-6)}`,
        userFriendlyName: `Notify ${seq}`,
        source: 'erp',
        workspaceId: 'w',
        variables: [],
        sensitiveVariables: [],
        createdAt: new Date(),
      }
    })

    /** How many times `listener` heard this test's database during `write`. */
    async function heardDuring(write: () => Promise<unknown>): Promise<number> {
      const heard: string[] = []
      const stop = notifier.subscribe((name) => heard.push(name))
      try {
        await write()
        return heard.filter((name) => name === db.name).length
      } finally {
        stop()
      }
    }

    test('every kind of write is heard by the time it answers', async () => {
      expect(await heardDuring(() => store.createDatabase(db, testStamp()))).toBeGreaterThanOrEqual(1)
      expect(
        await heardDuring(() => store.insertDocuments(db.name, [{ id: oid(1), fields: { a: 1 } }], testStamp())),
      ).toBeGreaterThanOrEqual(1)
      expect(await heardDuring(() => store.patchField(db.name, oid(1), 'a', 2, { stamp: testStamp() }))).toBeGreaterThanOrEqual(1)
      expect(
        await heardDuring(() => store.updateMany(db.name, parseFilter({ a: 2 }), () => ({ a: 3 }), 10, testStamp())),
      ).toBeGreaterThanOrEqual(1)
      const change = { add: [{ id: 'v-b', name: 'b' }], renames: [], sensitiveVariables: [] }
      expect(await heardDuring(() => store.changeVariables(db.name, change, testStamp()))).toBeGreaterThanOrEqual(1)
      await store.insertDocuments(db.name, [{ id: oid(2), fields: { a: 9 } }], testStamp())
      expect(await heardDuring(() => store.deleteDocument(db.name, oid(1), { stamp: testStamp() }))).toBeGreaterThanOrEqual(1)
      expect(await heardDuring(() => store.deleteMany(db.name, parseFilter({ a: 9 }), testStamp()))).toBeGreaterThanOrEqual(1)
      expect(await heardDuring(() => store.deleteDatabase(db.name, testStamp()))).toBeGreaterThanOrEqual(1)
    })

    test('a write that changed nothing is not announced', async () => {
      await store.createDatabase(db, testStamp())
      await store.insertDocuments(db.name, [{ id: oid(1), fields: { a: 1 } }], testStamp())
      expect(await heardDuring(() => store.patchField(db.name, oid(1), 'a', 2, { ifVersion: 7, stamp: testStamp() }))).toBe(0)
      expect(await heardDuring(() => store.deleteDocument(db.name, oid(9), { stamp: testStamp() }))).toBe(0)
      expect(await heardDuring(() => store.updateMany(db.name, parseFilter({ a: 5 }), () => ({ a: 6 }), 10, testStamp()))).toBe(0)
      expect(await heardDuring(() => store.deleteMany(db.name, parseFilter({ a: 5 }), testStamp()))).toBe(0)
    })

    test('an unsubscribed listener hears nothing more; a throwing one fails no write and silences no other', async () => {
      await store.createDatabase(db, testStamp())
      const gone: string[] = []
      notifier.subscribe((name) => gone.push(name))()
      const stopThrowing = notifier.subscribe(() => {
        throw new Error('a broken listener')
      })
      try {
        expect(await heardDuring(() => store.insertDocuments(db.name, [{ id: oid(1), fields: {} }], testStamp()))).toBeGreaterThanOrEqual(1)
        expect(await store.findDocument(db.name, oid(1))).toMatchObject({ id: oid(1) })
      } finally {
        stopThrowing()
      }
      expect(gone).toEqual([])
    })
  })
}
