import { join } from 'node:path'
import { ContainerModule } from 'inversify'
import { TOKENS } from '../../application/ports/tokens'
import type { Config } from '../config/config'
import { openSqlite, type Sqlite } from '../persistence/sqlite/sqlite-database'
import { SqliteLoginLinkStore } from '../persistence/sqlite/sqlite-login-link-store'
import { SqliteRateLimitCounters } from '../persistence/sqlite/sqlite-rate-limit-counters'
import { SqliteStoreHealth } from '../persistence/sqlite/sqlite-store-health'
import { SqliteUserRepository } from '../persistence/sqlite/sqlite-user-repository'
import { INFRA } from './infrastructure-tokens'

/** The embedded store: one SQLite file in DATA_DIR (`:memory:` when DATA_DIR is `:memory:`). */
export function sqlitePersistenceModule(config: Config) {
  return new ContainerModule(({ bind }) => {
    const path = config.dataDir === ':memory:' ? ':memory:' : join(config.dataDir, 'service.db')
    bind(INFRA.Sqlite)
      .toDynamicValue(() => openSqlite(path))
      .inSingletonScope()
      .onDeactivation((db: Sqlite) => db.close())
    bind(TOKENS.UserRepository).toResolvedValue((db: Sqlite) => new SqliteUserRepository(db), [INFRA.Sqlite]).inSingletonScope()
    bind(TOKENS.LoginLinkStore).toResolvedValue((db: Sqlite) => new SqliteLoginLinkStore(db), [INFRA.Sqlite]).inSingletonScope()
    bind(TOKENS.RateLimitCounters).toResolvedValue((db: Sqlite) => new SqliteRateLimitCounters(db), [INFRA.Sqlite]).inSingletonScope()
    bind(TOKENS.StoreHealth).toResolvedValue((db: Sqlite) => new SqliteStoreHealth(db), [INFRA.Sqlite]).inSingletonScope()
  })
}
