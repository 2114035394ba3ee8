import type { Container } from 'inversify'
import { INFRA } from './infrastructure-tokens'
import { ensureMongoIndexesOf } from './mongo-persistence-module'

/**
 * The start-up step the server entry (and the test app) awaits after building the container:
 * with SQLite, opens the store (taking its DATA_DIR lock before the first request); with
 * MongoDB, creates the indexes. Answers notes worth a warning line.
 */
export async function initializeStore(container: Container): Promise<string[]> {
  if (container.isBound(INFRA.EmbeddedStore)) container.get(INFRA.EmbeddedStore)
  return container.isBound(INFRA.MongoDb) ? ensureMongoIndexesOf(container) : []
}
