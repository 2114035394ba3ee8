import { describe, expect, test } from 'bun:test'
import { MongoClient } from 'mongodb'
import { buildContainer } from '../../infrastructure/container/build-container'
import { initializeStore } from '../../infrastructure/container/initialize-store'
import { freshMongoDbName, TEST_MONGODB_URI } from '../support/mongo-test-db'
import { testConfig } from '../support/test-config'

const key = (byte: number) => Buffer.alloc(32, byte).toString('base64')

/** Runs the start-up step of a service on `db` with `keys`; answers the refusal's line, or null when it starts. */
async function start(db: string, keys: string): Promise<string | null> {
  const container = buildContainer(testConfig({ MONGODB_URI: TEST_MONGODB_URI!, MONGODB_DB: db, FIELD_ENCRYPTION_KEYS: keys }))
  try {
    await initializeStore(container)
    return null
  } catch (error) {
    return (error as Error).message
  } finally {
    await container.unbindAllAsync()
  }
}

// Without TEST_MONGODB_URI nothing registers: tests/setup.ts prints the one line saying so.
if (TEST_MONGODB_URI)
  describe('MongoDB remembers the field-encryption keys its data is under', () => {
    test('a start without one of them, or with another key under its id, stops naming the key id; a rotation keeping it starts', async () => {
      const db = freshMongoDbName('keys')
      try {
        expect(await start(db, `k1:${key(1)}`)).toBeNull()
        expect(await start(db, `k2:${key(2)}`)).toMatch(
          new RegExp(`^FIELD_ENCRYPTION_KEYS has no key "k1", under which MongoDB database ${db} holds encrypted values`),
        )
        expect(await start(db, `k1:${key(2)}`)).toMatch(/^FIELD_ENCRYPTION_KEYS key "k1" is not the key/)
        expect(await start(db, `k2:${key(2)},k1:${key(1)}`)).toBeNull()
        expect(await start(db, `k1:${key(1)}`)).toMatch(/^FIELD_ENCRYPTION_KEYS has no key "k2"/)
      } finally {
        const client = new MongoClient(TEST_MONGODB_URI!)
        await client
          .db(db)
          .dropDatabase()
          .catch(() => undefined)
        await client.close()
      }
    })
  })
