import { createRequire } from 'node:module'
import type { Container } from 'inversify'
import type { Config } from '../config/config'
import { fieldKeyFingerprints } from '../crypto/field-key-fingerprints'
import { INFRA } from './infrastructure-tokens'

// The MongoDB driver and adapters (their resident size: docs/performance.md) load on first use, i.e. only when MONGODB_URI
// is set: a static import would load them on the embedded store too. require() keeps the
// container's bindings synchronous; it works in Bun and Deno alike.
const require = createRequire(import.meta.url)
const mongo = (): typeof import('./mongo-bindings') => require('./mongo-bindings.ts')

/**
 * Every repository in MongoDB (chosen when MONGODB_URI is set). Bindings stay synchronous: the
 * client connects on its first operation; `initializeStore` creates the indexes at start.
 */
export function mongoPersistenceModule(config: Config) {
  return mongo().mongoBindings(config)
}

/**
 * With MongoDB, creates the indexes and checks the remembered field-encryption keys (a start
 * without one the data is under stops); answers notes worth a warning line (e.g. TTL indexes
 * replaced by sweeps on FerretDB).
 */
export async function ensureMongoIndexesOf(container: Container): Promise<string[]> {
  const db = container.get(INFRA.MongoDb)
  const notes = await mongo().ensureMongoIndexes(db)
  await mongo().assertMongoFieldKeysKnown(db, fieldKeyFingerprints(container.get(INFRA.Config).fieldEncryptionKeys))
  return notes
}
