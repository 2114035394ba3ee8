import { afterAll, beforeAll } from 'bun:test'
import { randomBytes } from 'node:crypto'
import { type Db, MongoClient } from 'mongodb'
import { ensureMongoIndexes } from '../../infrastructure/persistence/mongo/mongo-indexes'

/** The MongoDB-protocol server of this run (scripts/test-all.sh starts FerretDB), or null. */
export const TEST_MONGODB_URI = process.env.TEST_MONGODB_URI || null

/** True when the test server is FerretDB rather than MongoDB (suites mark FerretDB's known limits). */
export const TEST_MONGO_IS_FERRETDB = TEST_MONGODB_URI ? await isFerretDb(TEST_MONGODB_URI) : false

/**
 * Whether the test server applies concurrent updates of one document atomically. MongoDB does;
 * FerretDB v1 reads, modifies and writes back without a guard (its issues 2168 and 2612), so a
 * concurrent $inc or findAndModify can be lost there. Suites skip those few assertions then.
 */
export const MONGO_ATOMIC_UPDATES = !TEST_MONGO_IS_FERRETDB

async function isFerretDb(uri: string): Promise<boolean> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000, ignoreUndefined: true })
  try {
    const info = await client.db('admin').command({ buildInfo: 1 })
    return typeof info.ferretdbVersion === 'string'
  } finally {
    await client.close()
  }
}

/** False when test apps run on a store that may lose concurrent updates of one document (TEST_STORE=mongo on FerretDB). */
export const STORE_HAS_ATOMIC_UPDATES = process.env.TEST_STORE !== 'mongo' || MONGO_ATOMIC_UPDATES

/** A database name no other test uses; MONGODB_DB accepts it. */
export function freshMongoDbName(label: string): string {
  return `t_${label.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 24)}_${randomBytes(5).toString('hex')}`
}

/**
 * For a contract test file: null without TEST_MONGODB_URI, else a getter of one fresh database
 * with the service's indexes, created before the file's tests and dropped after them. Suites
 * share it, so contract suites use keys unique per test.
 */
export function mongoTestDb(label: string): (() => Db) | null {
  if (!TEST_MONGODB_URI) return null
  const uri = TEST_MONGODB_URI
  let client: MongoClient | null = null
  let db: Db | null = null
  beforeAll(async () => {
    client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000, ignoreUndefined: true })
    db = client.db(freshMongoDbName(label))
    await ensureMongoIndexes(db)
  })
  afterAll(async () => {
    await db?.dropDatabase().catch(() => undefined)
    await client?.close()
  })
  return () => {
    if (!db) throw new Error('mongoTestDb: used outside a test')
    return db
  }
}

/**
 * For suites that need an empty store per test: null without TEST_MONGODB_URI, else a factory
 * of fresh databases (with the service's indexes), all dropped after the file's tests.
 */
export function mongoFreshDbs(label: string): (() => Promise<Db>) | null {
  if (!TEST_MONGODB_URI) return null
  const uri = TEST_MONGODB_URI
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000, ignoreUndefined: true })
  const created: Db[] = []
  afterAll(async () => {
    for (const db of created) await db.dropDatabase().catch(() => undefined)
    await client.close()
  })
  return async () => {
    const db = client.db(freshMongoDbName(label))
    created.push(db)
    await ensureMongoIndexes(db)
    return db
  }
}

/**
 * The environment that puts a test app on MongoDB: with TEST_STORE=mongo, a fresh database of
 * TEST_MONGODB_URI per app; otherwise nothing (the app keeps its in-memory SQLite store).
 */
export function testStoreEnv(): Record<string, string> {
  if (process.env.TEST_STORE !== 'mongo') return {}
  if (!TEST_MONGODB_URI) throw new Error('TEST_STORE=mongo needs TEST_MONGODB_URI (scripts/test-all.sh starts FerretDB)')
  return { MONGODB_URI: TEST_MONGODB_URI, MONGODB_DB: freshMongoDbName('app') }
}
