import { MongoChangeNotifier } from '../../infrastructure/persistence/mongo/mongo-change-notifier'
import { DEFAULT_LIMITS } from '../../infrastructure/persistence/mongo/mongo-client'
import { MongoInquiryMetrics } from '../../infrastructure/persistence/mongo/mongo-inquiry-metrics'
import { MongoInquiryStore } from '../../infrastructure/persistence/mongo/mongo-inquiry-store'
import { EmbeddedStore } from '../../infrastructure/persistence/sqlite/embedded-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteInquiryMetrics } from '../../infrastructure/persistence/sqlite/sqlite-inquiry-metrics'
import { SqliteInquiryStore } from '../../infrastructure/persistence/sqlite/sqlite-inquiry-store'
import { InMemoryInquiryMetrics } from '../fakes/in-memory-inquiry-metrics'
import { InMemoryInquiryStore } from '../fakes/in-memory-inquiry-store'
import { mongoFreshDbs } from '../support/mongo-test-db'
import { describeInquiryMetrics } from './inquiry-metrics.contract'

describeInquiryMetrics('InMemoryInquiryMetrics', async () => {
  const store = new InMemoryInquiryStore()
  return { store, metrics: new InMemoryInquiryMetrics(store) }
})
describeInquiryMetrics('SqliteInquiryMetrics', async () => {
  const embedded = new EmbeddedStore(openSqlite(':memory:'))
  const store = new SqliteInquiryStore(embedded)
  return { store, metrics: new SqliteInquiryMetrics(embedded.db) }
})
// A fresh database per test: the counts expect a store holding only their own inquiries.
const mongo = mongoFreshDbs('inquiry_metrics')
if (mongo)
  describeInquiryMetrics('MongoInquiryMetrics', async () => {
    const db = await mongo()
    const store = new MongoInquiryStore(db, DEFAULT_LIMITS, new MongoChangeNotifier(db, DEFAULT_LIMITS))
    return { store, metrics: new MongoInquiryMetrics(db, DEFAULT_LIMITS) }
  })
