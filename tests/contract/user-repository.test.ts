import { MongoUserRepository } from '../../infrastructure/persistence/mongo/mongo-user-repository'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteUserRepository } from '../../infrastructure/persistence/sqlite/sqlite-user-repository'
import { InMemoryUserRepository } from '../fakes/in-memory-user-repository'
import { MONGO_ATOMIC_UPDATES, mongoTestDb } from '../support/mongo-test-db'
import { describeUserRepository } from './user-repository.contract'

describeUserRepository('InMemoryUserRepository', () => new InMemoryUserRepository())
describeUserRepository('SqliteUserRepository', () => new SqliteUserRepository(openSqlite(':memory:')))
const mongo = mongoTestDb('users')
if (mongo) describeUserRepository('MongoUserRepository', () => new MongoUserRepository(mongo()), { atomicUpdates: MONGO_ATOMIC_UPDATES })
