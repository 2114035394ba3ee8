// CPU µs per document operation of one checkout's SQLite lake store, in process, without HTTP or
// the page cache (forgotten before each read): one insert (its own commit), one PATCH, one GET, one
// page of 100. Run: bun bench/store-ops.ts <checkout> [operations=20000], alternating two checkouts.
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import process from 'node:process'

const root = resolve(process.argv[2] ?? join(import.meta.dir, '..'))
const N = Number(process.argv[3] ?? 20_000)
const { EmbeddedStore } = await import(join(root, 'infrastructure/persistence/sqlite/embedded-store.ts'))
const { SqliteDataLakeStore } = await import(join(root, 'infrastructure/persistence/sqlite/sqlite-data-lake-store.ts'))
const { openSqlite } = await import(join(root, 'infrastructure/persistence/sqlite/sqlite-database.ts'))
const { anonymousStamp } = await import(join(root, 'domain/change-entries.ts'))
const { documentBody } = await import(join(root, 'bench/scenarios.ts'))

const path = join(tmpdir(), `bench-store-ops-${process.pid}.db`)
const store = new SqliteDataLakeStore(new EmbeddedStore(openSqlite(path)))
const stamp = () => anonymousStamp('erp', new Date().toISOString())
const name = 'ops_abc123'
const database = {
  name,
  userFriendlyName: 'Ops',
  source: 'erp',
  workspaceId: 'w',
  variables: [],
  sensitiveVariables: [],
  createdAt: new Date(),
}
await store.createDatabase(database, stamp())
const ids = Array.from({ length: N }, (_, i) => i.toString(16).padStart(24, '0'))
const at = (i: number) => ids[(i * 7919) % N]!

async function perOperation(count: number, work: (i: number) => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage()
  for (let i = 0; i < count; i++) await work(i)
  const used = process.cpuUsage(before)
  return Math.round(((used.user + used.system) / count) * 100) / 100
}

const result = {
  checkout: root,
  insertUs: await perOperation(N, (i) => store.insertDocuments(name, [{ id: ids[i]!, fields: JSON.parse(documentBody(i)) }], stamp())),
  patchUs: await perOperation(N, (i) => store.patchField(name, at(i), 'status', `s${i}`, { stamp: stamp() })),
  getUs: await perOperation(N, (i) => {
    store.forgetPages(name)
    return store.findDocument(name, at(i))
  }),
  page100Us: await perOperation(500, (i) => {
    store.forgetPages(name)
    return store.readKeysetPage(name, { filter: {}, after: ids[(i * 31) % (N - 200)]!, descending: false, limit: 100 })
  }),
}
console.log(JSON.stringify(result))
for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true })
