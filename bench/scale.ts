/**
 * The data-scale part: add one variable and rename one variable over 10 k, 100 k and 1 M documents
 * of one database, through the SQLite data lake store adapter in this process (what
 * POST …/variables runs after its checks), on a file in a temporary DATA_DIR.
 * As in the service, no checkpoint runs on the writer's thread (the service's run on a worker,
 * wal-checkpoints.ts): each change's checkpoint is measured after it as a row of its own.
 * Each row has its CPU seconds (user + system of this process) beside the wall time, the figure a
 * shared machine distorts least. `bun bench/scale.ts 1000000` runs it alone.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { StoredDocument } from '../application/ports/data-lake-store'
import { anonymousStamp } from '../domain/change-entries'
import { EmbeddedStore } from '../infrastructure/persistence/sqlite/embedded-store'
import { SqliteDataLakeStore } from '../infrastructure/persistence/sqlite/sqlite-data-lake-store'
import { openSqlite, type Sqlite } from '../infrastructure/persistence/sqlite/sqlite-database'
import { round, type ScaleRow } from './report'
import { documentBody } from './scenarios'

const SEED_CHUNK = 50_000
const stamp = () => anonymousStamp('bench', new Date().toISOString())

export async function runScale(sizes: readonly number[], log: (line: string) => void): Promise<ScaleRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-scale-'))
  const db = openSqlite(join(dir, 'service.db'))
  db.exec('PRAGMA wal_autocheckpoint = 0')
  const rows: ScaleRow[] = []
  try {
    const store = new SqliteDataLakeStore(new EmbeddedStore(db))
    const fields = JSON.parse(documentBody()) as Record<string, unknown>
    const variables = Object.keys(fields).map((name, i) => ({ id: `v${i}`, name }))
    for (const size of sizes) {
      const name = `scale_${size}`
      const outcome = await store.createDatabase(
        {
          name,
          userFriendlyName: name,
          source: 'bench',
          workspaceId: '000000000000000000000000',
          variables,
          sensitiveVariables: [],
          createdAt: new Date(),
        },
        stamp(),
      )
      if (outcome !== 'created') throw new Error(`cannot create ${name}: ${outcome}`)
      const seedStart = performance.now()
      for (let done = 0; done < size; done += SEED_CHUNK) {
        const chunk: StoredDocument[] = []
        for (let i = done; i < Math.min(size, done + SEED_CHUNK); i++)
          chunk.push({ id: i.toString(16).padStart(24, '0'), fields: { ...fields, orderId: `ORD-${i}` } })
        await store.insertDocuments(name, chunk, stamp())
      }
      // The seeding's own log is checkpointed first, so the rows below are the changes' alone.
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
      log(`scale: seeded ${size.toLocaleString('en-US')} documents in ${((performance.now() - seedStart) / 1000).toFixed(2)} s`)
      rows.push(
        await measure('add-variable', size, () =>
          store.changeVariables(name, { add: [{ id: 'added', name: 'carrier' }], renames: [], sensitiveVariables: [] }, stamp()),
        ),
        await checkpoint('add-variable', size, db),
      )
      rows.push(
        await measure('rename-variable', size, () =>
          store.changeVariables(name, { add: [], renames: [{ from: 'status', to: 'shipmentStatus' }], sensitiveVariables: [] }, stamp()),
        ),
        await checkpoint('rename-variable', size, db),
      )
      for (const row of rows.slice(-4))
        log(
          `scale: ${row.scenario} over ${size.toLocaleString('en-US')} documents: ${row.seconds.toFixed(2)} s, ${(row.cpuSeconds ?? 0).toFixed(2)} s CPU (${row.usPerDocument.toFixed(2)} µs per document)`,
        )
      await store.deleteDatabase(name, stamp())
    }
  } finally {
    db.close()
    rmSync(dir, { recursive: true, force: true })
  }
  return rows
}

async function measure(
  scenario: string,
  documents: number,
  work: () => Promise<{ matched: number; modified: number } | null>,
): Promise<ScaleRow> {
  const { result, seconds, cpuSeconds } = await timed(work)
  if (!result || result.modified !== documents) throw new Error(`${scenario} modified ${result?.modified} of ${documents} documents`)
  return {
    scenario,
    documents,
    seconds: round(seconds, 3),
    cpuSeconds: round(cpuSeconds, 3),
    usPerDocument: round((seconds * 1e6) / documents, 2),
  }
}

/** The checkpoint a change leaves to do (on the service's worker thread, off the request), timed here on its own. */
async function checkpoint(after: string, documents: number, db: Sqlite): Promise<ScaleRow> {
  const { seconds, cpuSeconds } = await timed(async () => db.exec('PRAGMA wal_checkpoint(TRUNCATE)'))
  return {
    scenario: `checkpoint after ${after}`,
    documents,
    seconds: round(seconds, 3),
    cpuSeconds: round(cpuSeconds, 3),
    usPerDocument: round((seconds * 1e6) / documents, 2),
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; cpuSeconds: number }> {
  const cpu = process.cpuUsage()
  const start = performance.now()
  const result = await work()
  const used = process.cpuUsage(cpu)
  return { result, seconds: (performance.now() - start) / 1000, cpuSeconds: (used.user + used.system) / 1e6 }
}

if (import.meta.main) {
  const sizes = (process.argv[2] ?? '10000,100000,1000000').split(',').map(Number)
  const rows = await runScale(sizes, console.log)
  console.table(rows)
}
