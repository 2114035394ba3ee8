import { describe, expect, test } from 'bun:test'
import type { Collection, Db } from 'mongodb'
import { anonymousStamp } from '../../domain/change-entries'
import { MongoChangeLog } from '../../infrastructure/persistence/mongo/mongo-change-log'
import { MongoChangeLogAppender } from '../../infrastructure/persistence/mongo/mongo-change-log-appender'
import { MongoChangeRecorder } from '../../infrastructure/persistence/mongo/mongo-change-recorder'
import { MongoFilterWrites } from '../../infrastructure/persistence/mongo/mongo-filter-writes'
import { type LakeDocument, MongoLakeCollections } from '../../infrastructure/persistence/mongo/mongo-lake-collections'
import { MongoTransactions } from '../../infrastructure/persistence/mongo/mongo-transactions'
import { mongoFreshDbs } from '../support/mongo-test-db'

const LIMITS = { maxTimeMS: 10_000 }
const stamp = anonymousStamp('erp', '2026-11-28T00:00:00.000Z')

/**
 * Collections whose first read of the matches is followed, before it answers, by another
 * request's write (`meanwhile`, outside any transaction): the race a READ COMMITTED server
 * (DocumentDB) or a server without transactions (FerretDB) lets happen between the read and the write.
 */
class WrittenMeanwhile extends MongoLakeCollections {
  constructor(
    db: Db,
    private meanwhile: ((documents: Collection<LakeDocument>) => Promise<unknown>) | null,
  ) {
    super(db, LIMITS)
  }

  override documents(name: string): Collection<LakeDocument> {
    const collection = super.documents(name)
    const find = collection.find.bind(collection)
    const patched = Object.create(collection) as Collection<LakeDocument>
    patched.find = ((filter: never, options: never) => {
      const cursor = find(filter, options)
      const toArray = cursor.toArray.bind(cursor)
      cursor.toArray = async () => {
        const docs = await toArray()
        const write = this.meanwhile
        this.meanwhile = null
        if (write) await write(collection)
        return docs
      }
      return cursor
    }) as never
    return patched
  }
}

const fresh = mongoFreshDbs('filterrace')

/** A collection `lake` with one document {ref: 'A', kg: 0} at version 1, and the writes by filter whose read is followed by `meanwhile`. */
async function setUp(meanwhile: (documents: Collection<LakeDocument>) => Promise<unknown>) {
  const db = await fresh!()
  await db.collection<LakeDocument>('lake').insertOne({ _id: 'a1', ref: 'A', kg: 0, constructor: 1 })
  const recorder = new MongoChangeRecorder(new MongoChangeLogAppender(db, LIMITS))
  const writes = new MongoFilterWrites(new WrittenMeanwhile(db, meanwhile), recorder, new MongoTransactions(db))
  const log = new MongoChangeLog(db, LIMITS)
  return { db, writes, records: () => log.listAfter('lake', null, 100) }
}
const patchKg = (kg: number) => (c: Collection<LakeDocument>) => c.updateOne({ _id: 'a1' }, { $set: { kg }, $inc: { constructor: 1 } })
/** Adds 1 to kg, as an operations update with $inc does (the change is computed from the document read). */
const addOne = (doc: { fields: Record<string, unknown> }) => ({ kg: (doc.fields.kg as number) + 1 })

// Without TEST_MONGODB_URI nothing registers: tests/setup.ts prints the one line saying so.
if (fresh)
  describe('MongoDB update and delete by filter when the document changes between the read and the write', () => {
    test('update: the change applies to the newer document, with the next version, and its record names the newer "before"', async () => {
      const { db, writes, records } = await setUp(patchKg(10))
      const result = await writes.updateMany('lake', { ref: 'A' }, addOne, 10, stamp)
      expect(result).toEqual({ matched: 1, modified: 1, documents: [{ id: 'a1', fields: { ref: 'A', kg: 11 }, version: 3 }] })
      expect(await db.collection<LakeDocument>('lake').findOne({ _id: 'a1' })).toEqual({ _id: 'a1', ref: 'A', kg: 11, constructor: 3 })
      const recorded = (await records()).map((r) => ({ op: r.op, version: r.version, changes: r.changes }))
      expect(recorded).toEqual([{ op: 'update', version: 3, changes: [{ field: 'kg', from: 10, to: 11 }] }])
    })

    test('update: a document that no longer matches is left alone and not counted', async () => {
      const { db, writes, records } = await setUp((c) => c.updateOne({ _id: 'a1' }, { $set: { ref: 'B' }, $inc: { constructor: 1 } }))
      expect(await writes.updateMany('lake', { ref: 'A' }, addOne, 10, stamp)).toEqual({ matched: 0, modified: 0, documents: [] })
      expect(await db.collection<LakeDocument>('lake').findOne({ _id: 'a1' })).toEqual({ _id: 'a1', ref: 'B', kg: 0, constructor: 2 })
      expect(await records()).toEqual([])
    })

    test('delete: the record holds the content deleted, not the content read', async () => {
      const { db, writes, records } = await setUp(patchKg(10))
      expect(await writes.deleteMany('lake', { ref: 'A' }, stamp)).toBe(1)
      expect(await db.collection('lake').countDocuments()).toBe(0)
      const recorded = (await records()).map((r) => ({ op: r.op, version: r.version, changes: r.changes }))
      expect(recorded).toEqual([
        {
          op: 'delete',
          version: 2,
          changes: [
            { field: 'ref', from: 'A', to: null },
            { field: 'kg', from: 10, to: null },
          ],
        },
      ])
    })

    test('delete: a document that no longer matches is not deleted', async () => {
      const { db, writes, records } = await setUp((c) => c.updateOne({ _id: 'a1' }, { $set: { ref: 'B' }, $inc: { constructor: 1 } }))
      expect(await writes.deleteMany('lake', { ref: 'A' }, stamp)).toBe(0)
      expect(await db.collection('lake').countDocuments()).toBe(1)
      expect(await records()).toEqual([])
    })

    test("delete: a document another request deleted meanwhile is that request's change, not recorded here", async () => {
      const { writes, records } = await setUp((c) => c.deleteOne({ _id: 'a1' }))
      expect(await writes.deleteMany('lake', { ref: 'A' }, stamp)).toBe(0)
      expect(await records()).toEqual([])
    })
  })
