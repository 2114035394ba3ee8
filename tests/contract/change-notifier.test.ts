import { MongoChangeNotifier } from '../../infrastructure/persistence/mongo/mongo-change-notifier'
import { MongoDataLakeStore } from '../../infrastructure/persistence/mongo/mongo-data-lake-store'
import { EmbeddedStore } from '../../infrastructure/persistence/sqlite/embedded-store'
import { SqliteDataLakeStore } from '../../infrastructure/persistence/sqlite/sqlite-data-lake-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { InMemoryChangeLog } from '../fakes/in-memory-change-log'
import { InMemoryDataLakeStore } from '../fakes/in-memory-data-lake-store'
import { mongoTestDb } from '../support/mongo-test-db'
import { describeChangeNotifier } from './change-notifier.contract'

describeChangeNotifier('InMemoryChangeLog', () => {
  const log = new InMemoryChangeLog()
  return { store: new InMemoryDataLakeStore(log), notifier: log }
})
describeChangeNotifier('SqliteChangeNotifier', () => {
  const embedded = new EmbeddedStore(openSqlite(':memory:'))
  return { store: new SqliteDataLakeStore(embedded), notifier: embedded.notifier }
})
const mongo = mongoTestDb('change_notifier')
if (mongo)
  describeChangeNotifier('MongoChangeNotifier', () => {
    // This instance's writes only: the tailing read of other instances' records waits a minute here.
    const notifier = new MongoChangeNotifier(mongo(), { maxTimeMS: 5000 }, 60_000)
    return { store: new MongoDataLakeStore(mongo(), { maxTimeMS: 5000 }, notifier), notifier }
  })
