import { afterAll } from 'bun:test'
import { MongoClient } from 'mongodb'
import { MongoStoreHealth } from '../../infrastructure/persistence/mongo/mongo-store-health'
import { EmbeddedStore } from '../../infrastructure/persistence/sqlite/embedded-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteStoreHealth } from '../../infrastructure/persistence/sqlite/sqlite-store-health'
import { SwitchableStoreHealth } from '../fakes/switchable-store-health'
import { mongoTestDb } from '../support/mongo-test-db'
import { describeStoreHealth } from './store-health.contract'

describeStoreHealth(
  'SwitchableStoreHealth',
  () => new SwitchableStoreHealth(true),
  () => new SwitchableStoreHealth(false),
)
describeStoreHealth(
  'SqliteStoreHealth',
  () => new SqliteStoreHealth(new EmbeddedStore(openSqlite(':memory:'))),
  () => {
    const store = new EmbeddedStore(openSqlite(':memory:'))
    store.db.close()
    return new SqliteStoreHealth(store)
  },
)

const mongo = mongoTestDb('store_health')
if (mongo) {
  // Port 1 on loopback: nothing listens there, so server selection fails after its short timeout.
  const nowhere = new MongoClient('mongodb://127.0.0.1:1/', { serverSelectionTimeoutMS: 300 })
  afterAll(() => nowhere.close())
  describeStoreHealth(
    'MongoStoreHealth',
    () => new MongoStoreHealth(mongo()),
    () => new MongoStoreHealth(nowhere.db('none')),
  )
}
