import { MongoIdempotencyStore } from '../../infrastructure/persistence/mongo/mongo-idempotency-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteIdempotencyStore } from '../../infrastructure/persistence/sqlite/sqlite-idempotency-store'
import { InMemoryIdempotencyStore } from '../fakes/in-memory-idempotency-store'
import { mongoTestDb } from '../support/mongo-test-db'
import { describeIdempotencyStore } from './idempotency-store.contract'

describeIdempotencyStore('in memory', () => new InMemoryIdempotencyStore())
describeIdempotencyStore('sqlite', () => new SqliteIdempotencyStore(openSqlite(':memory:')))
const mongo = mongoTestDb('idempotency')
if (mongo) describeIdempotencyStore('mongo', () => new MongoIdempotencyStore(mongo(), { maxTimeMS: 5000 }))
