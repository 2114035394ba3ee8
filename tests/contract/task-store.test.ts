import { MongoTaskStore } from '../../infrastructure/persistence/mongo/mongo-task-store'
import { EmbeddedStore } from '../../infrastructure/persistence/sqlite/embedded-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteTaskStore } from '../../infrastructure/persistence/sqlite/sqlite-task-store'
import { InMemoryTaskStore } from '../fakes/in-memory-task-store'
import { mongoFreshDbs } from '../support/mongo-test-db'
import { describeTaskStore } from './task-store.contract'

describeTaskStore('InMemoryTaskStore', () => new InMemoryTaskStore())
describeTaskStore('SqliteTaskStore', () => new SqliteTaskStore(new EmbeddedStore(openSqlite(':memory:'))))
// A fresh database per test: the listings expect a store holding only their own tasks.
const mongo = mongoFreshDbs('desk_tasks')
if (mongo) describeTaskStore('MongoTaskStore', async () => new MongoTaskStore(await mongo()))
