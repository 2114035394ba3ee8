import { join } from 'node:path'
import { ContainerModule } from 'inversify'
import { TOKENS } from '../../application/ports/tokens'
import type { Config } from '../config/config'
import { fieldKeyFingerprints } from '../crypto/field-key-fingerprints'
import { DataDirLock } from '../persistence/sqlite/data-dir-lock'
import { EmbeddedStore } from '../persistence/sqlite/embedded-store'
import { SqliteApiKeyStore } from '../persistence/sqlite/sqlite-api-key-store'
import { SqliteChangeLog } from '../persistence/sqlite/sqlite-change-log'
import { SqliteChatSessionStore } from '../persistence/sqlite/sqlite-chat-session-store'
import { SqliteContactSubmissionStore } from '../persistence/sqlite/sqlite-contact-submission-store'
import { SqliteDataLakeStore } from '../persistence/sqlite/sqlite-data-lake-store'
import { openSqlite, type Sqlite } from '../persistence/sqlite/sqlite-database'
import { SqliteDeskEventLog } from '../persistence/sqlite/sqlite-desk-event-log'
import { SqliteFlowStore } from '../persistence/sqlite/sqlite-flow-store'
import { SqliteIdempotencyStore } from '../persistence/sqlite/sqlite-idempotency-store'
import { SqliteInquiryMetrics } from '../persistence/sqlite/sqlite-inquiry-metrics'
import { SqliteInquiryStore } from '../persistence/sqlite/sqlite-inquiry-store'
import { SqliteLoginLinkStore } from '../persistence/sqlite/sqlite-login-link-store'
import { SqliteRateLimitCounters } from '../persistence/sqlite/sqlite-rate-limit-counters'
import { SqliteRefreshTokenStore } from '../persistence/sqlite/sqlite-refresh-token-store'
import { assertFieldKeysKnown, assertStoreIntact } from '../persistence/sqlite/sqlite-store-checks'
import { SqliteStoreHealth } from '../persistence/sqlite/sqlite-store-health'
import { SqliteTaskStore } from '../persistence/sqlite/sqlite-task-store'
import { SqliteUserRepository } from '../persistence/sqlite/sqlite-user-repository'
import { SqliteWebhookStore } from '../persistence/sqlite/sqlite-webhook-store'
import { SqliteWorkspaceStore } from '../persistence/sqlite/sqlite-workspace-store'
import { WalCheckpoints } from '../persistence/sqlite/wal-checkpoints'
import { INFRA } from './infrastructure-tokens'

/** The embedded store: one SQLite file in DATA_DIR (`:memory:` when DATA_DIR is `:memory:`), held by this process alone (DataDirLock). */
export function sqlitePersistenceModule(config: Config) {
  return new ContainerModule(({ bind }) => {
    const path = config.dataDir === ':memory:' ? ':memory:' : join(config.dataDir, 'service.db')
    bind(INFRA.EmbeddedStore)
      .toDynamicValue((context) => {
        if (path === ':memory:') return new EmbeddedStore(openSqlite(path))
        const lock = DataDirLock.acquire(config.dataDir)
        let db: Sqlite | undefined
        try {
          db = openSqlite(path)
          assertStoreIntact(db, path)
          assertFieldKeysKnown(db, path, fieldKeyFingerprints(config.fieldEncryptionKeys))
          const store = new EmbeddedStore(db, lock, { path })
          WalCheckpoints.start(store, path, context.get(INFRA.RootLogger), { maxBytes: config.walMaxBytes })
          return store
        } catch (error) {
          db?.close()
          lock.release()
          throw damaged(error, path)
        }
      })
      .inSingletonScope()
      .onDeactivation((store: EmbeddedStore) => store.close())
    bind(INFRA.Sqlite)
      .toResolvedValue((store: EmbeddedStore) => store.db, [INFRA.EmbeddedStore])
      .inSingletonScope()
    bind(INFRA.SqliteDataLake)
      .toResolvedValue((store: EmbeddedStore) => new SqliteDataLakeStore(store), [INFRA.EmbeddedStore])
      .inSingletonScope()
    bind(TOKENS.UserRepository)
      .toResolvedValue((db: Sqlite) => new SqliteUserRepository(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.LoginLinkStore)
      .toResolvedValue((db: Sqlite) => new SqliteLoginLinkStore(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.RateLimitCounters)
      .toResolvedValue((store: EmbeddedStore) => new SqliteRateLimitCounters(store), [INFRA.EmbeddedStore])
      .inSingletonScope()
    bind(TOKENS.StoreFaults)
      .toResolvedValue((store: EmbeddedStore) => store.faults, [INFRA.EmbeddedStore])
      .inSingletonScope()
    bind(TOKENS.StoreHealth)
      .toResolvedValue((store: EmbeddedStore) => new SqliteStoreHealth(store), [INFRA.EmbeddedStore])
      .inSingletonScope()
    bind(TOKENS.DataLakeStore)
      .toResolvedValue((lake: SqliteDataLakeStore) => lake, [INFRA.SqliteDataLake])
      .inSingletonScope()
    bind(TOKENS.ChangeLog)
      .toResolvedValue((store: EmbeddedStore) => new SqliteChangeLog(store), [INFRA.EmbeddedStore])
      .inSingletonScope()
    bind(TOKENS.ChangeNotifier)
      .toResolvedValue((store: EmbeddedStore) => store.notifier, [INFRA.EmbeddedStore])
      .inSingletonScope()
    bind(TOKENS.IdempotencyStore)
      .toResolvedValue((db: Sqlite) => new SqliteIdempotencyStore(db), [INFRA.Sqlite])
      .inSingletonScope()
    // The embedded store keeps documents as JSON text and reads whole pages without parsing them.
    bind(TOKENS.DocumentPages)
      .toResolvedValue((lake: SqliteDataLakeStore) => lake, [INFRA.SqliteDataLake])
      .inSingletonScope()
    bind(TOKENS.FlowStore)
      .toResolvedValue((store: EmbeddedStore) => new SqliteFlowStore(store), [INFRA.EmbeddedStore])
      .inSingletonScope()
    bind(TOKENS.ChatSessionStore)
      .toResolvedValue((db: Sqlite) => new SqliteChatSessionStore(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.ContactSubmissionStore)
      .toResolvedValue((db: Sqlite) => new SqliteContactSubmissionStore(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.WebhookStore)
      .toResolvedValue((store: EmbeddedStore) => new SqliteWebhookStore(store), [INFRA.EmbeddedStore])
      .inSingletonScope()
    bind(TOKENS.TaskStore)
      .toResolvedValue((store: EmbeddedStore) => new SqliteTaskStore(store), [INFRA.EmbeddedStore])
      .inSingletonScope()
    bind(TOKENS.WorkspaceStore)
      .toResolvedValue((db: Sqlite) => new SqliteWorkspaceStore(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.ApiKeyStore)
      .toResolvedValue((db: Sqlite) => new SqliteApiKeyStore(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.RefreshTokenStore)
      .toResolvedValue((db: Sqlite) => new SqliteRefreshTokenStore(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.InquiryStore)
      .toResolvedValue((store: EmbeddedStore) => new SqliteInquiryStore(store), [INFRA.EmbeddedStore])
      .inSingletonScope()
    bind(TOKENS.DeskEventLog)
      .toResolvedValue((store: EmbeddedStore) => new SqliteDeskEventLog(store), [INFRA.EmbeddedStore])
      .inSingletonScope()
    bind(TOKENS.InquiryMetrics)
      .toResolvedValue((db: Sqlite) => new SqliteInquiryMetrics(db), [INFRA.Sqlite])
      .inSingletonScope()
  })
}

/** SQLite's own words for a file that is not a store at all, turned into the one line a start prints. */
function damaged(error: unknown, path: string): unknown {
  const code = (error as { errcode?: number }).errcode
  // 11 SQLITE_CORRUPT, 26 SQLITE_NOTADB.
  if (code === 11 || code === 26)
    return new Error(`The store ${path} is damaged (${(error as Error).message}): restore it from a backup, or move it away to start empty`)
  return error
}
