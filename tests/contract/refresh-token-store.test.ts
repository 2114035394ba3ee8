import { MongoRefreshTokenStore } from '../../infrastructure/persistence/mongo/mongo-refresh-token-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteRefreshTokenStore } from '../../infrastructure/persistence/sqlite/sqlite-refresh-token-store'
import { InMemoryRefreshTokenStore } from '../fakes/in-memory-refresh-token-store'
import { mongoTestDb } from '../support/mongo-test-db'
import { describeRefreshTokenStore } from './refresh-token-store.contract'

describeRefreshTokenStore('InMemoryRefreshTokenStore', () => new InMemoryRefreshTokenStore())
describeRefreshTokenStore('SqliteRefreshTokenStore', () => new SqliteRefreshTokenStore(openSqlite(':memory:')))
const mongo = mongoTestDb('refresh-token-store')
if (mongo) describeRefreshTokenStore('MongoRefreshTokenStore', () => new MongoRefreshTokenStore(mongo()))
