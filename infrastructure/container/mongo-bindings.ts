import { ContainerModule, type ServiceIdentifier } from 'inversify'
import type { Db, MongoClient } from 'mongodb'
import type { DataLakeStore } from '../../application/ports/data-lake-store'
import { TOKENS } from '../../application/ports/tokens'
import type { Config } from '../config/config'
import { MongoApiKeyStore } from '../persistence/mongo/mongo-api-key-store'
import { MongoChangeLog } from '../persistence/mongo/mongo-change-log'
import { MongoChangeNotifier } from '../persistence/mongo/mongo-change-notifier'
import { MongoChatSessionStore } from '../persistence/mongo/mongo-chat-session-store'
import { callDeadlineMs, createMongoClient, guardStoreErrors, type MongoLimits, mongoLimits } from '../persistence/mongo/mongo-client'
import { MongoContactSubmissionStore } from '../persistence/mongo/mongo-contact-submission-store'
import { MongoDataLakeStore } from '../persistence/mongo/mongo-data-lake-store'
import { MongoDeskEventLog } from '../persistence/mongo/mongo-desk-event-log'
import { assertMongoFieldKeysKnown } from '../persistence/mongo/mongo-field-keys'
import { MongoFlowStore } from '../persistence/mongo/mongo-flow-store'
import { MongoIdempotencyStore } from '../persistence/mongo/mongo-idempotency-store'
import { ensureMongoIndexes } from '../persistence/mongo/mongo-indexes'
import { MongoInquiryMetrics } from '../persistence/mongo/mongo-inquiry-metrics'
import { MongoInquiryStore } from '../persistence/mongo/mongo-inquiry-store'
import { MongoLoginLinkStore } from '../persistence/mongo/mongo-login-link-store'
import { MongoRateLimitCounters } from '../persistence/mongo/mongo-rate-limit-counters'
import { MongoRefreshTokenStore } from '../persistence/mongo/mongo-refresh-token-store'
import { MongoStoreHealth } from '../persistence/mongo/mongo-store-health'
import { MongoTaskStore } from '../persistence/mongo/mongo-task-store'
import { MongoUserRepository } from '../persistence/mongo/mongo-user-repository'
import { MongoWebhookStore } from '../persistence/mongo/mongo-webhook-store'
import { MongoWorkspaceStore } from '../persistence/mongo/mongo-workspace-store'
import { SerializingDocumentPages } from '../persistence/serializing-document-pages'
import { INFRA } from './infrastructure-tokens'

/**
 * Loaded only when MONGODB_URI is set (see mongo-persistence-module.ts), so the embedded store never loads the driver.
 * Every repository in MongoDB (chosen when MONGODB_URI is set). Bindings stay synchronous: the
 * client connects on its first operation; `initializeStore` creates the indexes at start.
 * Each adapter is wrapped once so driver failures reach the core as DomainErrors.
 */
export function mongoBindings(config: Config) {
  const settings = config.mongo
  if (!settings) throw new Error('mongoPersistenceModule needs config.mongo')
  return new ContainerModule(({ bind }) => {
    bind(INFRA.MongoClient)
      .toDynamicValue(() => createMongoClient(settings))
      .inSingletonScope()
      .onDeactivation((client: MongoClient) => client.close())
    bind(INFRA.MongoDb)
      .toResolvedValue((client: MongoClient) => client.db(settings.db), [INFRA.MongoClient])
      .inSingletonScope()
    const limits = mongoLimits(settings)
    const deadline = callDeadlineMs(settings)
    const adapter = <T extends object>(token: ServiceIdentifier<T>, make: (db: Db, limits: MongoLimits) => T) =>
      bind(token)
        .toResolvedValue((db: Db) => guardStoreErrors(make(db, limits), deadline), [INFRA.MongoDb])
        .inSingletonScope()
    adapter(TOKENS.UserRepository, (db) => new MongoUserRepository(db, limits))
    adapter(TOKENS.LoginLinkStore, (db) => new MongoLoginLinkStore(db, limits))
    adapter(TOKENS.RateLimitCounters, (db) => new MongoRateLimitCounters(db, limits))
    adapter(TOKENS.StoreHealth, (db) => new MongoStoreHealth(db, limits))
    adapter(TOKENS.FlowStore, (db) => new MongoFlowStore(db, limits))
    // One notifier per instance: this instance's writes tell it at once, a tailing read brings the others'.
    bind(TOKENS.ChangeNotifier)
      .toResolvedValue((db: Db) => new MongoChangeNotifier(db, limits), [INFRA.MongoDb])
      .inSingletonScope()
    bind(TOKENS.DataLakeStore)
      .toResolvedValue(
        (db: Db, notifier: MongoChangeNotifier) => guardStoreErrors(new MongoDataLakeStore(db, limits, notifier), deadline),
        [INFRA.MongoDb, TOKENS.ChangeNotifier as ServiceIdentifier<MongoChangeNotifier>],
      )
      .inSingletonScope()
    const withNotifier = <T extends object>(token: ServiceIdentifier<T>, make: (db: Db, notifier: MongoChangeNotifier) => T) =>
      bind(token)
        .toResolvedValue(
          (db: Db, notifier: MongoChangeNotifier) => guardStoreErrors(make(db, notifier), deadline),
          [INFRA.MongoDb, TOKENS.ChangeNotifier as ServiceIdentifier<MongoChangeNotifier>],
        )
        .inSingletonScope()
    withNotifier(TOKENS.InquiryStore, (db, notifier) => new MongoInquiryStore(db, limits, notifier))
    withNotifier(TOKENS.DeskEventLog, (db, notifier) => new MongoDeskEventLog(db, limits, notifier))
    adapter(TOKENS.ChangeLog, (db) => new MongoChangeLog(db, limits))
    adapter(TOKENS.IdempotencyStore, (db) => new MongoIdempotencyStore(db, limits))
    bind(TOKENS.DocumentPages)
      .toResolvedValue((store: DataLakeStore) => new SerializingDocumentPages(store), [TOKENS.DataLakeStore])
      .inSingletonScope()
    adapter(TOKENS.ChatSessionStore, (db) => new MongoChatSessionStore(db, limits))
    adapter(TOKENS.ContactSubmissionStore, (db) => new MongoContactSubmissionStore(db, limits))
    adapter(TOKENS.WebhookStore, (db) => new MongoWebhookStore(db, limits))
    adapter(TOKENS.TaskStore, (db) => new MongoTaskStore(db, limits))
    adapter(TOKENS.InquiryMetrics, (db) => new MongoInquiryMetrics(db, limits))
    adapter(TOKENS.WorkspaceStore, (db) => new MongoWorkspaceStore(db, limits))
    adapter(TOKENS.ApiKeyStore, (db) => new MongoApiKeyStore(db, limits))
    adapter(TOKENS.RefreshTokenStore, (db) => new MongoRefreshTokenStore(db, limits))
    // MongoDB's failures become DomainErrors where they happen (guardStoreErrors): nothing left to classify.
    bind(TOKENS.StoreFaults).toConstantValue({ classify: () => null })
  })
}

export { assertMongoFieldKeysKnown, ensureMongoIndexes }
