// The embedded store's aggregate over a large table: one statement on the event loop against two
// worker threads, half of the rowids each (sqlite-document-aggregates.ts).
// Run: bun bench/aggregate-split.ts [documents=1000000] [rounds=5]   (prints figures; asserts nothing)
// Documents as `bun bench/bulk-data.ts` imports them, in a temporary file; the query of that bench
// (`groupBy: ['destination'], metrics: {kg: {sum: 'weightKg'}, n: {count: true}}`), each side in
// turn, alternating which goes first. Wall seconds; CPU seconds of the process (all its threads);
// and the longest the event loop went without a turn while the aggregate ran (a 1 ms timer's gaps).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'
import { parseAggregate } from '../domain/aggregate-query'
import { EmbeddedStore } from '../infrastructure/persistence/sqlite/embedded-store'
import { openSqlite } from '../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteDocumentAggregates } from '../infrastructure/persistence/sqlite/sqlite-document-aggregates'
import { createDocumentTable } from '../infrastructure/persistence/sqlite/sqlite-document-table'
import { benchShipment } from './shipment-row'

const N = Number(process.argv[2] ?? 1_000_000)
const ROUNDS = Number(process.argv[3] ?? 5)
const dir = mkdtempSync(join(tmpdir(), 'bench-aggregate-split-'))
const path = join(dir, 'service.db')
const name = 'agg_split'
const query = parseAggregate({ groupBy: ['destination'], metrics: { kg: { sum: 'weightKg' }, n: { count: true } } })

const store = new EmbeddedStore(openSqlite(path), null, { path })
createDocumentTable(store.db, name)
const insert = store.db.prepare(`INSERT INTO "dl_${name}" (id, doc) VALUES (?, ?)`)
store.db.exec('BEGIN')
for (let i = 0; i < N; i++) {
  const doc = benchShipment(i)
  insert.run((0x6900000000 + i).toString(16).padStart(24, '0'), JSON.stringify(doc))
}
store.db.exec('COMMIT')
store.db.exec('PRAGMA wal_checkpoint(TRUNCATE)')

const sides = [
  { name: 'one statement on the event loop', aggregates: new SqliteDocumentAggregates(store, { splitAboveRows: Number.MAX_SAFE_INTEGER }) },
  { name: 'two workers, half of the rowids each', aggregates: new SqliteDocumentAggregates(store) },
].map((side) => ({ ...side, wall: [] as number[], cpu: [] as number[], stall: [] as number[] }))

// Warm both: the workers start and their connections read the file once.
for (const side of sides) await side.aggregates.aggregate(name, query, 1000)
for (let round = 0; round < ROUNDS; round++) {
  for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
    let last = performance.now()
    let stall = 0
    const timer = setInterval(() => {
      const now = performance.now()
      stall = Math.max(stall, now - last)
      last = now
    }, 1)
    const before = process.cpuUsage()
    const start = performance.now()
    await side.aggregates.aggregate(name, query, 1000)
    const end = performance.now()
    stall = Math.max(stall, end - last)
    clearInterval(timer)
    const used = process.cpuUsage(before)
    side.wall.push((end - start) / 1000)
    side.cpu.push((used.user + used.system) / 1e6)
    side.stall.push(stall / 1000)
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!
const spread = (xs: number[]) => `${median(xs).toFixed(3)} (${Math.min(...xs).toFixed(3)}-${Math.max(...xs).toFixed(3)})`
console.log(`${N.toLocaleString('en-US')} documents, ${ROUNDS} rounds; seconds, median (min-max)`)
for (const side of sides) {
  console.log(`${side.name.padEnd(38)} wall ${spread(side.wall)}  CPU ${spread(side.cpu)}  longest event-loop stall ${spread(side.stall)}`)
}
await store.close()
rmSync(dir, { recursive: true, force: true })
