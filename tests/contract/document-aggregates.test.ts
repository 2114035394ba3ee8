import { afterAll } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_LIMITS } from '../../infrastructure/persistence/mongo/mongo-client'
import { MongoDataLakeStore } from '../../infrastructure/persistence/mongo/mongo-data-lake-store'
import { MongoDocumentAggregates } from '../../infrastructure/persistence/mongo/mongo-document-aggregates'
import { EmbeddedStore } from '../../infrastructure/persistence/sqlite/embedded-store'
import { SqliteDataLakeStore } from '../../infrastructure/persistence/sqlite/sqlite-data-lake-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteDocumentAggregates } from '../../infrastructure/persistence/sqlite/sqlite-document-aggregates'
import { InMemoryDataLakeStore } from '../fakes/in-memory-data-lake-store'
import { InMemoryDocumentAggregates } from '../fakes/in-memory-document-aggregates'
import { mongoFreshDbs, TEST_MONGO_IS_FERRETDB } from '../support/mongo-test-db'
import { describeDocumentAggregates } from './document-aggregates.contract'

const MISSING = 'FerretDB v1 implements no $ifNull, $cond, $avg, $min, $max, $addToSet or date operator: the adapter answers 501'
/** What FerretDB v1.24 cannot compute (MongoDB itself computes every case). */
const FERRETDB_V1_AGGREGATES = Object.fromEntries(
  [
    'sum, avg, min, max leave out values that are not numbers',
    'no number at all: sum 0, the others null',
    'countDistinct leaves out null',
    'a field grouped on and counted, two metrics of one field',
    'month buckets of a date string (not a date, a number, Feb 30: null)',
    'week buckets are named by their Monday',
    'day and year buckets',
    'day bucket of a date-time keeps the date as written',
    '_id by month: the creation time',
  ].map((name) => [name, MISSING]),
)

describeDocumentAggregates('in memory', async () => {
  const store = new InMemoryDataLakeStore()
  return { store, aggregates: new InMemoryDocumentAggregates(store) }
})
describeDocumentAggregates('sqlite', async () => {
  const store = new EmbeddedStore(openSqlite(':memory:'))
  return { store: new SqliteDataLakeStore(store), aggregates: new SqliteDocumentAggregates(store) }
})
// A store in a file, every table split in two and aggregated on the worker threads (the merge's path).
const stores: EmbeddedStore[] = []
const dirs: string[] = []
afterAll(async () => {
  for (const store of stores) await store.close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})
describeDocumentAggregates('sqlite in a file, split on two workers', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'aggregate-cases-'))
  dirs.push(dir)
  const path = join(dir, 'service.db')
  const store = new EmbeddedStore(openSqlite(path), null, { path })
  stores.push(store)
  return { store: new SqliteDataLakeStore(store), aggregates: new SqliteDocumentAggregates(store, { splitAboveRows: 0 }) }
})
const mongo = mongoFreshDbs('aggregates')
if (mongo)
  describeDocumentAggregates(
    'mongo',
    async () => {
      const db = await mongo()
      return { store: new MongoDataLakeStore(db), aggregates: new MongoDocumentAggregates(db, DEFAULT_LIMITS) }
    },
    TEST_MONGO_IS_FERRETDB ? FERRETDB_V1_AGGREGATES : {},
  )
