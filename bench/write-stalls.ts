/**
 * `bun bench/write-stalls.ts [patch|post] [writes=200000] [--root=<checkout>] [--group=64]`: how long the
 * embedded store's write path holds the event loop at a time, in one process without HTTP: PATCHes of one
 * field cycling over 256 documents (as `patch-field-60s` sends them) or POST-like inserts, `group` writes
 * queued per turn (one group commit, as 64 connections give). Prints the longest group commits (from the
 * store's `groupCommitted` event, so a change-log indexing step run inside a commit counts) and the longest
 * event-loop turns (a setImmediate probe: a turn is one commit with the callbacks it resolves, plus any work
 * of its own) by wall and by the process's CPU time (which another process's load on the core does not
 * lengthen), with the CPU µs per write. A WAL checkpoint every 16 384 writes runs outside the measured
 * turns. Deterministic enough to compare checkouts on a shared machine: `--root` runs another checkout's
 * store code (A/B in alternation).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import process from 'node:process'
import { setImmediate } from 'node:timers'

const args = process.argv.slice(2)
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const [mode = 'patch', count = '200000'] = args.filter((a) => !a.startsWith('--'))
const ROOT = resolve(flag('root') ?? join(import.meta.dir, '..'))
const GROUP = Number(flag('group') ?? 64)
const WRITES = Number(count)

const { anonymousStamp } = await import(join(ROOT, 'domain/change-entries'))
const { EmbeddedStore } = await import(join(ROOT, 'infrastructure/persistence/sqlite/embedded-store'))
const { openSqlite } = await import(join(ROOT, 'infrastructure/persistence/sqlite/sqlite-database'))
const { SqliteDataLakeStore } = await import(join(ROOT, 'infrastructure/persistence/sqlite/sqlite-data-lake-store'))
const { documentBody } = await import('./scenarios')

const dir = mkdtempSync(join(tmpdir(), 'write-stalls-'))
const db = openSqlite(join(dir, 'store.db'))
db.exec('PRAGMA wal_autocheckpoint = 0')
const embedded = new EmbeddedStore(db)
const store = new SqliteDataLakeStore(embedded)
const name = 'u_bench_0123456789abcdef'
const stamp = anonymousStamp('bench', new Date().toISOString())
await store.createDatabase(
  { name, userFriendlyName: 'B', source: 'bench', workspaceId: 'w', variables: [], sensitiveVariables: [], createdAt: new Date() },
  stamp,
)
const hex = (i: number) => i.toString(16).padStart(24, '0')
for (let i = 0; i < 256; i++) await store.insertDocuments(name, [{ id: hex(i + 1), fields: JSON.parse(documentBody()) }], stamp)
let next = 1000
let k = 0

const commits: number[] = []
const turns: number[] = []
const turnsCpu: number[] = []
let measuring = false
embedded.events.groupCommitted = (_writes: number, _wait: number, ms: number) => {
  if (measuring) commits.push(ms)
}
let last = performance.now()
let lastCpu = process.cpuUsage()
let probing = true
const probe = () => {
  const now = performance.now()
  const cpu = process.cpuUsage()
  if (measuring) {
    turns.push(now - last)
    turnsCpu.push((cpu.user + cpu.system - lastCpu.user - lastCpu.system) / 1000)
  }
  last = now
  lastCpu = cpu
  if (probing) setImmediate(probe)
}

async function write(n: number): Promise<void> {
  for (let done = 0; done < n; done += GROUP) {
    const writes: Promise<unknown>[] = []
    for (let j = 0; j < GROUP; j++, k++) {
      if (mode === 'patch') writes.push(store.patchField(name, hex((k % 256) + 1), 'status', `s${k}`, { ifVersion: null, stamp }))
      else writes.push(store.insertDocuments(name, [{ id: hex(++next), fields: JSON.parse(documentBody()) }], stamp))
    }
    await Promise.all(writes)
    if (done % 16384 === 0) {
      db.exec('PRAGMA wal_checkpoint(RESTART)')
      last = performance.now()
      lastCpu = process.cpuUsage()
    }
  }
}

await write(20_000)
last = performance.now()
lastCpu = process.cpuUsage()
setImmediate(probe)
measuring = true
const before = process.cpuUsage()
await write(WRITES)
const used = process.cpuUsage(before)
measuring = false
probing = false
await embedded.changeLog.byDocument.idle()

const top = (values: number[], n: number) => [...values].sort((a, b) => b - a).slice(0, n)
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))] ?? 0
const show = (label: string, values: number[]) =>
  console.log(
    `  ${label}: ${values.length}, mean ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(3)} ms, p99 ${quantile(values, 0.99).toFixed(2)}, ` +
      `p99.9 ${quantile(values, 0.999).toFixed(2)}, over 2 ms ${values.filter((v) => v > 2).length}, longest ${top(values, 6)
        .map((v) => v.toFixed(2))
        .join(' ')}`,
  )
console.log(`${mode} ×${WRITES} (${ROOT}): ${((used.user + used.system) / WRITES).toFixed(2)} µs CPU per write`)
show('group commits', commits)
show('event-loop turns', turns)
show('their CPU time', turnsCpu)
await embedded.close()
rmSync(dir, { recursive: true, force: true })
