import { MongoDataLakeStore } from '../../infrastructure/persistence/mongo/mongo-data-lake-store'
import { EmbeddedStore } from '../../infrastructure/persistence/sqlite/embedded-store'
import { SqliteDataLakeStore } from '../../infrastructure/persistence/sqlite/sqlite-data-lake-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { InMemoryDataLakeStore } from '../fakes/in-memory-data-lake-store'
import { mongoFreshDbs, TEST_MONGO_IS_FERRETDB } from '../support/mongo-test-db'
import { FERRETDB_V1_SQLITE } from './data-lake-filter-cases'
import { describeDataLakeStore } from './data-lake-store.contract'

describeDataLakeStore('in memory', () => new InMemoryDataLakeStore())
describeDataLakeStore('sqlite', () => new SqliteDataLakeStore(new EmbeddedStore(openSqlite(':memory:'))))
// A fresh database per test: the suite expects an empty store from each makeStore().
const mongo = mongoFreshDbs('datalake')
if (mongo)
  describeDataLakeStore('mongo', async () => new MongoDataLakeStore(await mongo()), TEST_MONGO_IS_FERRETDB ? FERRETDB_V1_SQLITE : undefined)
