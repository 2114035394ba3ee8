import { MongoRateLimitCounters } from '../../infrastructure/persistence/mongo/mongo-rate-limit-counters'
import { EmbeddedStore } from '../../infrastructure/persistence/sqlite/embedded-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteRateLimitCounters } from '../../infrastructure/persistence/sqlite/sqlite-rate-limit-counters'
import { InMemoryRateLimitCounters } from '../fakes/in-memory-rate-limit-counters'
import { MONGO_ATOMIC_UPDATES, mongoTestDb } from '../support/mongo-test-db'
import { describeRateLimitCounters } from './rate-limit-counters.contract'

describeRateLimitCounters('InMemoryRateLimitCounters', () => new InMemoryRateLimitCounters())
describeRateLimitCounters('SqliteRateLimitCounters', () => new SqliteRateLimitCounters(new EmbeddedStore(openSqlite(':memory:'))))
const mongo = mongoTestDb('rate_limits')
if (mongo)
  describeRateLimitCounters('MongoRateLimitCounters', () => new MongoRateLimitCounters(mongo()), { atomicUpdates: MONGO_ATOMIC_UPDATES })
