import { join } from 'node:path'
import { ContainerModule } from 'inversify'
import type { DataLakeStore } from '../../application/ports/data-lake-store'
import { TOKENS } from '../../application/ports/tokens'
import type { Config } from '../config/config'
import { fieldKeyFingerprints } from '../crypto/field-key-fingerprints'
import { DataDirLock } from '../persistence/sqlite/data-dir-lock'
import { SqliteChangeLog } from '../persistence/sqlite/sqlite-change-log'
import { changeLogTableOf } from '../persistence/sqlite/sqlite-change-log-table'
import { changeNotifierOf } from '../persistence/sqlite/sqlite-change-notifier'
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
import { assertFieldKeysKnown, assertStoreIntact } from '../persistence/sqlite/sqlite-store-checks'
import { storeFaultsOf } from '../persistence/sqlite/sqlite-store-faults'
import { SqliteStoreHealth } from '../persistence/sqlite/sqlite-store-health'
import { SqliteTaskStore } from '../persistence/sqlite/sqlite-task-store'
import { SqliteUserRepository } from '../persistence/sqlite/sqlite-user-repository'
import { SqliteWebhookStore } from '../persistence/sqlite/sqlite-webhook-store'
import { WalCheckpoints } from '../persistence/sqlite/wal-checkpoints'
import { INFRA } from './infrastructure-tokens'

/** The embedded store: one SQLite file in DATA_DIR (`:memory:` when DATA_DIR is `:memory:`), held by this process alone (DataDirLock). */
export function sqlitePersistenceModule(config: Config) {
  return new ContainerModule(({ bind }) => {
    const path = config.dataDir === ':memory:' ? ':memory:' : join(config.dataDir, 'service.db')
    const resources = new WeakMap<Sqlite, { lock: DataDirLock; checkpoints: WalCheckpoints }>()
    bind(INFRA.Sqlite)
      .toDynamicValue((context) => {
        if (path === ':memory:') return openSqlite(path)
        const lock = DataDirLock.acquire(config.dataDir)
        let db: Sqlite | undefined
        try {
          db = openSqlite(path)
          assertStoreIntact(db, path)
          assertFieldKeysKnown(db, path, fieldKeyFingerprints(config.fieldEncryptionKeys))
          resources.set(db, {
            lock,
            checkpoints: WalCheckpoints.start(db, path, context.get(INFRA.RootLogger), { maxBytes: config.walMaxBytes }),
          })
          return db
        } catch (error) {
          db?.close()
          lock.release()
          throw damaged(error, path)
        }
      })
      .inSingletonScope()
      .onDeactivation(async (db: Sqlite) => {
        const held = resources.get(db)
        await held?.checkpoints.stop()
        db.close()
        held?.lock.release()
      })
    bind(TOKENS.UserRepository)
      .toResolvedValue((db: Sqlite) => new SqliteUserRepository(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.LoginLinkStore)
      .toResolvedValue((db: Sqlite) => new SqliteLoginLinkStore(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.RateLimitCounters)
      .toResolvedValue((db: Sqlite) => new SqliteRateLimitCounters(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.StoreFaults)
      .toResolvedValue((db: Sqlite) => storeFaultsOf(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.StoreHealth)
      .toResolvedValue((db: Sqlite) => new SqliteStoreHealth(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.DataLakeStore)
      .toResolvedValue((db: Sqlite) => new SqliteDataLakeStore(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.ChangeLog)
      .toResolvedValue((db: Sqlite) => new SqliteChangeLog(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.ChangeNotifier)
      .toResolvedValue((db: Sqlite) => changeNotifierOf(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.IdempotencyStore)
      .toResolvedValue((db: Sqlite) => new SqliteIdempotencyStore(db), [INFRA.Sqlite])
      .inSingletonScope()
    // The embedded store keeps documents as JSON text and reads whole pages without parsing them.
    bind(TOKENS.DocumentPages)
      .toResolvedValue((store: DataLakeStore) => store as SqliteDataLakeStore, [TOKENS.DataLakeStore])
      .inSingletonScope()
    bind(TOKENS.FlowStore)
      .toResolvedValue((db: Sqlite) => new SqliteFlowStore(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.ChatSessionStore)
      .toResolvedValue((db: Sqlite) => new SqliteChatSessionStore(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.ContactSubmissionStore)
      .toResolvedValue((db: Sqlite) => new SqliteContactSubmissionStore(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.WebhookStore)
      .toResolvedValue((db: Sqlite) => new SqliteWebhookStore(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.TaskStore)
      .toResolvedValue((db: Sqlite) => new SqliteTaskStore(db), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.InquiryStore)
      .toResolvedValue((db: Sqlite) => new SqliteInquiryStore(db, changeLogTableOf(db), changeNotifierOf(db)), [INFRA.Sqlite])
      .inSingletonScope()
    bind(TOKENS.DeskEventLog)
      .toResolvedValue((db: Sqlite) => new SqliteDeskEventLog(db, changeLogTableOf(db), changeNotifierOf(db)), [INFRA.Sqlite])
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
