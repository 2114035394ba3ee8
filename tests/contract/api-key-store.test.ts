import { MongoApiKeyStore } from '../../infrastructure/persistence/mongo/mongo-api-key-store'
import { SqliteApiKeyStore } from '../../infrastructure/persistence/sqlite/sqlite-api-key-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { InMemoryApiKeyStore } from '../fakes/in-memory-api-key-store'
import { mongoTestDb } from '../support/mongo-test-db'
import { describeApiKeyStore } from './api-key-store.contract'

describeApiKeyStore('InMemoryApiKeyStore', () => new InMemoryApiKeyStore())
describeApiKeyStore('SqliteApiKeyStore', () => new SqliteApiKeyStore(openSqlite(':memory:')))
const mongo = mongoTestDb('api-key-store')
if (mongo) describeApiKeyStore('MongoApiKeyStore', () => new MongoApiKeyStore(mongo()))
