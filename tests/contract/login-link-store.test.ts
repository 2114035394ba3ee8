import { MongoLoginLinkStore } from '../../infrastructure/persistence/mongo/mongo-login-link-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteLoginLinkStore } from '../../infrastructure/persistence/sqlite/sqlite-login-link-store'
import { InMemoryLoginLinkStore } from '../fakes/in-memory-login-link-store'
import { MONGO_ATOMIC_UPDATES, mongoTestDb } from '../support/mongo-test-db'
import { describeLoginLinkStore } from './login-link-store.contract'

describeLoginLinkStore('InMemoryLoginLinkStore', () => new InMemoryLoginLinkStore())
describeLoginLinkStore('SqliteLoginLinkStore', () => new SqliteLoginLinkStore(openSqlite(':memory:')))
const mongo = mongoTestDb('login_links')
if (mongo) describeLoginLinkStore('MongoLoginLinkStore', () => new MongoLoginLinkStore(mongo()), { atomicUpdates: MONGO_ATOMIC_UPDATES })
