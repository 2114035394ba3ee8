import { DESK_LOG } from '../../domain/inquiry-change'
import { MongoChangeLog } from '../../infrastructure/persistence/mongo/mongo-change-log'
import { MongoChangeNotifier } from '../../infrastructure/persistence/mongo/mongo-change-notifier'
import { DEFAULT_LIMITS } from '../../infrastructure/persistence/mongo/mongo-client'
import { MongoInquiryStore } from '../../infrastructure/persistence/mongo/mongo-inquiry-store'
import { EmbeddedStore } from '../../infrastructure/persistence/sqlite/embedded-store'
import { SqliteChangeLog } from '../../infrastructure/persistence/sqlite/sqlite-change-log'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteInquiryStore } from '../../infrastructure/persistence/sqlite/sqlite-inquiry-store'
import { InMemoryInquiryStore } from '../fakes/in-memory-inquiry-store'
import { mongoTestDb } from '../support/mongo-test-db'
import { describeInquiryStore } from './inquiry-store.contract'

describeInquiryStore('InMemoryInquiryStore', () => {
  const store = new InMemoryInquiryStore()
  return { store, history: (id) => store.log.listForDocument(DESK_LOG, id, null, 100) }
})
describeInquiryStore('SqliteInquiryStore', () => {
  const embedded = new EmbeddedStore(openSqlite(':memory:'))
  const store = new SqliteInquiryStore(embedded)
  const log = new SqliteChangeLog(embedded)
  return { store, history: (id) => log.listForDocument(DESK_LOG, id, null, 100) }
})
const mongo = mongoTestDb('inquiries')
if (mongo)
  describeInquiryStore('MongoInquiryStore', () => {
    const store = new MongoInquiryStore(mongo(), DEFAULT_LIMITS, new MongoChangeNotifier(mongo(), DEFAULT_LIMITS))
    const log = new MongoChangeLog(mongo(), DEFAULT_LIMITS)
    return { store, history: (id) => log.listForDocument(DESK_LOG, id, null, 100) }
  })
