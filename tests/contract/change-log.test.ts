import { MongoChangeLog } from '../../infrastructure/persistence/mongo/mongo-change-log'
import { MongoChangeNotifier } from '../../infrastructure/persistence/mongo/mongo-change-notifier'
import { MongoDataLakeStore } from '../../infrastructure/persistence/mongo/mongo-data-lake-store'
import { EmbeddedStore } from '../../infrastructure/persistence/sqlite/embedded-store'
import { SqliteChangeLog } from '../../infrastructure/persistence/sqlite/sqlite-change-log'
import { SqliteDataLakeStore } from '../../infrastructure/persistence/sqlite/sqlite-data-lake-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { InMemoryChangeLog } from '../fakes/in-memory-change-log'
import { InMemoryDataLakeStore } from '../fakes/in-memory-data-lake-store'
import { mongoTestDb } from '../support/mongo-test-db'
import { describeChangeLog } from './change-log.contract'

describeChangeLog('in memory', () => {
  const log = new InMemoryChangeLog()
  return { store: new InMemoryDataLakeStore(log), log, notifier: log }
})
describeChangeLog('sqlite', () => {
  const db = openSqlite(':memory:')
  const embedded = new EmbeddedStore(db)
  return { store: new SqliteDataLakeStore(embedded), log: new SqliteChangeLog(embedded), notifier: embedded.notifier }
})
const mongo = mongoTestDb('changelog')
if (mongo) {
  describeChangeLog('mongo', () => {
    const notifier = new MongoChangeNotifier(mongo(), { maxTimeMS: 5000 })
    return {
      store: new MongoDataLakeStore(mongo(), { maxTimeMS: 5000 }, notifier),
      log: new MongoChangeLog(mongo(), { maxTimeMS: 5000 }),
      notifier,
    }
  })
}
