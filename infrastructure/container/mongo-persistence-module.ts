import { createRequire } from 'node:module'
import type { Container } from 'inversify'
import type { Config } from '../config/config'
import { INFRA } from './infrastructure-tokens'

// The MongoDB driver and adapters (~19 MiB resident) load on first use, i.e. only when MONGODB_URI
// is set: a static import would load them on the embedded store too. require() keeps the
// container's bindings synchronous; it works in Bun and Deno alike.
const require = createRequire(import.meta.url)
const mongo = (): typeof import('./mongo-bindings') => require('./mongo-bindings.ts')

/**
 * Every repository in MongoDB (chosen when MONGODB_URI is set). Bindings stay synchronous: the
 * client connects on its first operation; `initializeStore` creates the indexes at start.
 */
export function mongoPersistenceModule(config: Config) {
  return mongo().mongoPersistenceModule(config)
}

/**
 * The start-up step the server entry (and the test app) awaits after building the container:
 * with MongoDB, creates the indexes; with SQLite, opens the store (its adapters create their tables).
 * Returns notes worth a warning line (e.g. TTL indexes replaced by sweeps on FerretDB).
 */
export async function initializeStore(container: Container): Promise<string[]> {
  // The embedded store opens (and takes its DATA_DIR lock) before the first request, not during it.
  if (container.isBound(INFRA.Sqlite)) container.get(INFRA.Sqlite)
  if (!container.isBound(INFRA.MongoDb)) return []
  return mongo().ensureMongoIndexes(container.get(INFRA.MongoDb))
}
