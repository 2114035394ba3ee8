/**
 * `bun bench/write-path.ts [patch|post] [writes] [--root=<checkout>] [--group=64]`: the embedded
 * store's write path in one process, without HTTP: POST-like inserts of the 300-byte bench document
 * or PATCHes of one field over 256 documents, `group` writes queued per event-loop turn (one group
 * commit, as 64 connections give), each with its change record. Prints the CPU µs per write
 * including its commit, for five rounds (a WAL checkpoint every 8192 writes runs inside them, as the
 * service's worker does on the same core). `--root` runs another checkout's store code (A/B).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import process from 'node:process'

const args = process.argv.slice(2)
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const [mode = 'patch', count = '60000'] = args.filter((a) => !a.startsWith('--'))
const ROOT = resolve(flag('root') ?? join(import.meta.dir, '..'))
const GROUP = Number(flag('group') ?? 64)
const WRITES = Number(count)

const { anonymousStamp } = await import(join(ROOT, 'domain/change-entries'))
const { EmbeddedStore } = await import(join(ROOT, 'infrastructure/persistence/sqlite/embedded-store'))
const { openSqlite } = await import(join(ROOT, 'infrastructure/persistence/sqlite/sqlite-database'))
const { SqliteDataLakeStore } = await import(join(ROOT, 'infrastructure/persistence/sqlite/sqlite-data-lake-store'))
const { documentBody } = await import('./scenarios')

const dir = mkdtempSync(join(tmpdir(), 'write-path-'))
const db = openSqlite(join(dir, 'store.db'))
db.exec('PRAGMA wal_autocheckpoint = 0')
const store = new SqliteDataLakeStore(new EmbeddedStore(db))
const name = 'u_bench_0123456789abcdef'
const stamp = anonymousStamp('bench', new Date().toISOString())
const database = {
  name,
  userFriendlyName: 'B',
  source: 'bench',
  workspaceId: 'w',
  variables: [],
  sensitiveVariables: [],
  createdAt: new Date(),
}
await store.createDatabase(database, stamp)
const hex = (i: number) => i.toString(16).padStart(24, '0')
for (let i = 0; i < 256; i++) await store.insertDocuments(name, [{ id: hex(i + 1), fields: JSON.parse(documentBody()) }], stamp)
let next = 1000

async function write(n: number): Promise<void> {
  for (let done = 0; done < n; done += GROUP) {
    const writes: Promise<unknown>[] = []
    for (let k = done; k < done + GROUP; k++) {
      if (mode === 'patch') writes.push(store.patchField(name, hex((k % 256) + 1), 'status', `s${k}`, { ifVersion: null, stamp }))
      else writes.push(store.insertDocuments(name, [{ id: hex(++next), fields: JSON.parse(documentBody()) }], stamp))
    }
    await Promise.all(writes)
    if (done % 8192 === 0) db.exec('PRAGMA wal_checkpoint(RESTART)')
  }
}

await write(10_000)
const rounds: number[] = []
for (let round = 0; round < 5; round++) {
  db.exec('PRAGMA wal_checkpoint(RESTART)')
  const before = process.cpuUsage()
  await write(WRITES / 5)
  const used = process.cpuUsage(before)
  rounds.push((used.user + used.system) / (WRITES / 5))
}
const mean = rounds.reduce((a, b) => a + b, 0) / rounds.length
console.log(`${mode} (${ROOT}): ${rounds.map((r) => r.toFixed(2)).join(' ')} µs per write; mean ${mean.toFixed(2)}`)
rmSync(dir, { recursive: true, force: true })
