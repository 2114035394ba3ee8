import type { ServiceIdentifier } from 'inversify'
import type { Db, MongoClient } from 'mongodb'
import type { Config } from '../config/config'
import type { JsonLogger } from '../logging/json-logger'
import type { InProcessMetrics } from '../observability/in-process-metrics'
import type { Sqlite } from '../persistence/sqlite/sqlite-database'

const token = <T>(name: string) => Symbol.for(`infra/${name}`) as ServiceIdentifier<T>

/** Tokens only the infrastructure and the composition root know. */
export const INFRA = {
  Config: token<Config>('Config'),
  RootLogger: token<JsonLogger>('RootLogger'),
  Metrics: token<InProcessMetrics>('Metrics'),
  Sqlite: token<Sqlite>('Sqlite'),
  MongoClient: token<MongoClient>('MongoClient'),
  MongoDb: token<Db>('MongoDb'),
} as const
