import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { StoredDocument } from '../../application/ports/data-lake-store'
import { anonymousStamp } from '../../domain/change-entries'
import { EmbeddedStore } from '../../infrastructure/persistence/sqlite/embedded-store'
import { SqliteDataLakeStore } from '../../infrastructure/persistence/sqlite/sqlite-data-lake-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteDocumentAggregates } from '../../infrastructure/persistence/sqlite/sqlite-document-aggregates'

export const STAMP = anonymousStamp('erp', new Date(0).toISOString())

/** An ObjectId whose order is `n`'s (so rowids follow `n` as documents are inserted in order). */
export function idOf(n: number): string {
  return `65a00000${n.toString(16).padStart(16, '0')}`
}

/** An embedded store in a temporary file, one database `name` holding `docs` (in order), its aggregates split above `splitAboveRows`. */
export async function aggregateFileStore(docs: readonly StoredDocument[], options: { splitAboveRows?: number; path?: string } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'aggregate-split-'))
  const path = options.path === ':memory:' ? ':memory:' : join(dir, 'service.db')
  const store = new EmbeddedStore(openSqlite(path), null, { path })
  const lake = new SqliteDataLakeStore(store)
  const name = 'split_k3j9x2'
  const database = {
    name,
    userFriendlyName: 'Split',
    source: 'erp',
    workspaceId: 'w1',
    variables: [],
    sensitiveVariables: [],
    createdAt: new Date(0),
  }
  await lake.createDatabase(database, STAMP)
  for (let i = 0; i < docs.length; i += 5000) await lake.insertDocuments(name, docs.slice(i, i + 5000), STAMP)
  const aggregates = new SqliteDocumentAggregates(store, { splitAboveRows: options.splitAboveRows ?? 0 })
  return {
    store,
    lake,
    name,
    aggregates,
    table: `"dl_${name}"`,
    async close() {
      await store.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * What `promise` rejected with (a test fails if it resolves). Used instead of `expect(p).rejects`:
 * awaiting a worker's rejection that way hung Bun 1.4.5's test thread (5 runs of 6, its own timeout
 * never firing), this way none of 10.
 */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`)
    },
    (error: unknown) => error,
  )
}
