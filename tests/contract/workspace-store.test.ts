import { MongoWorkspaceStore } from '../../infrastructure/persistence/mongo/mongo-workspace-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteWorkspaceStore } from '../../infrastructure/persistence/sqlite/sqlite-workspace-store'
import { InMemoryWorkspaceStore } from '../fakes/in-memory-workspace-store'
import { mongoTestDb } from '../support/mongo-test-db'
import { describeWorkspaceStore } from './workspace-store.contract'

describeWorkspaceStore('InMemoryWorkspaceStore', () => new InMemoryWorkspaceStore())
describeWorkspaceStore('SqliteWorkspaceStore', () => new SqliteWorkspaceStore(openSqlite(':memory:')))
const mongo = mongoTestDb('workspace-store')
if (mongo) describeWorkspaceStore('MongoWorkspaceStore', () => new MongoWorkspaceStore(mongo()))
