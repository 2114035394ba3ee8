import type { ServiceIdentifier } from 'inversify'
import type { Db, MongoClient } from 'mongodb'
import type { Config } from '../config/config'
import type { JsonLogger } from '../logging/json-logger'
import type { InProcessMetrics } from '../observability/in-process-metrics'
import type { EmbeddedStore } from '../persistence/sqlite/embedded-store'
import type { SqliteDataLakeStore } from '../persistence/sqlite/sqlite-data-lake-store'
import type { Sqlite } from '../persistence/sqlite/sqlite-database'

const token = <T>(name: string) => Symbol.for(`infra/${name}`) as ServiceIdentifier<T>

/** Tokens only the infrastructure and the composition root know. */
export const INFRA = {
  Config: token<Config>('Config'),
  RootLogger: token<JsonLogger>('RootLogger'),
  Metrics: token<InProcessMetrics>('Metrics'),
  /** The embedded store: its handle and the collaborators its adapters share (one of each). */
  EmbeddedStore: token<EmbeddedStore>('EmbeddedStore'),
  /** Its handle, for adapters that need nothing else of it. */
  Sqlite: token<Sqlite>('Sqlite'),
  /** The embedded data lake, bound as both DataLakeStore and DocumentPages (one page cache). */
  SqliteDataLake: token<SqliteDataLakeStore>('SqliteDataLake'),
  MongoClient: token<MongoClient>('MongoClient'),
  MongoDb: token<Db>('MongoDb'),
} as const
