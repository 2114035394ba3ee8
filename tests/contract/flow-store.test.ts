import { MongoFlowStore } from '../../infrastructure/persistence/mongo/mongo-flow-store'
import { EmbeddedStore } from '../../infrastructure/persistence/sqlite/embedded-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteFlowStore } from '../../infrastructure/persistence/sqlite/sqlite-flow-store'
import { InMemoryFlowStore } from '../fakes/in-memory-flow-store'
import { mongoTestDb } from '../support/mongo-test-db'
import { describeFlowStore } from './flow-store.contract'

describeFlowStore('InMemoryFlowStore', () => new InMemoryFlowStore())
describeFlowStore('SqliteFlowStore', () => new SqliteFlowStore(new EmbeddedStore(openSqlite(':memory:'))))
const mongo = mongoTestDb('flows')
if (mongo) describeFlowStore('MongoFlowStore', () => new MongoFlowStore(mongo()))
