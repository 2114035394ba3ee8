import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify'
import type { Db } from 'mongodb'
import { TOKENS } from '../../application/ports/tokens'
import type { Config } from '../config/config'
import type { MongoChangeNotifier } from '../persistence/mongo/mongo-change-notifier'
import { callDeadlineMs, guardStoreErrors, mongoLimits } from '../persistence/mongo/mongo-client'
import { MongoDocumentAggregates } from '../persistence/mongo/mongo-document-aggregates'
import { MongoDocumentBatch } from '../persistence/mongo/mongo-document-batch'
import { INFRA } from './infrastructure-tokens'

/** The bulk-data adapters on MongoDB, each wrapped like the other Mongo adapters (guardStoreErrors). */
export function bulkDataMongoBindings(config: Config, { bind }: ContainerModuleLoadOptions): void {
  const limits = mongoLimits(config.mongo!)
  const deadline = callDeadlineMs(config.mongo!)
  bind(TOKENS.DocumentAggregates)
    .toResolvedValue((db: Db) => guardStoreErrors(new MongoDocumentAggregates(db, limits), deadline), [INFRA.MongoDb])
    .inSingletonScope()
  bind(TOKENS.DocumentBatch)
    .toResolvedValue(
      (db: Db, notifier: MongoChangeNotifier) => guardStoreErrors(new MongoDocumentBatch(db, limits, notifier), deadline),
      [INFRA.MongoDb, TOKENS.ChangeNotifier as ServiceIdentifier<MongoChangeNotifier>],
    )
    .inSingletonScope()
}
