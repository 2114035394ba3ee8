import { MongoWebhookStore } from '../../infrastructure/persistence/mongo/mongo-webhook-store'
import { EmbeddedStore } from '../../infrastructure/persistence/sqlite/embedded-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteWebhookStore } from '../../infrastructure/persistence/sqlite/sqlite-webhook-store'
import { InMemoryWebhookStore } from '../fakes/in-memory-webhook-store'
import { mongoTestDb } from '../support/mongo-test-db'
import { describeWebhookStore } from './webhook-store.contract'

describeWebhookStore('InMemoryWebhookStore', () => new InMemoryWebhookStore())
describeWebhookStore('SqliteWebhookStore', () => new SqliteWebhookStore(new EmbeddedStore(openSqlite(':memory:'))))
const mongo = mongoTestDb('webhooks')
if (mongo) describeWebhookStore('MongoWebhookStore', () => new MongoWebhookStore(mongo()))
