// Where a group-by over the embedded store spends its time, and what each lever would change.
// Run: bun bench/sqlite-aggregate.ts [documents=1000000] [rounds=3]   (prints figures; asserts nothing)
// Documents as `bun bench/bulk-data.ts` imports them (~360 bytes), in a table like the lake's, in a
// temporary file; the statement the service runs for `groupBy: ['destination'], metrics: {kg: {sum:
// 'weightKg'}, n: {count: true}}`, then variants, each on its own connection, in alternating order;
// CPU seconds of this process (median of the rounds). docs/performance.md, "Bulk data", has figures.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'
import { parseAggregate } from '../domain/aggregate-query'
import { aggregateStatement } from '../infrastructure/persistence/sqlite/sqlite-aggregate-statement'
import { openSqlite, type Sqlite } from '../infrastructure/persistence/sqlite/sqlite-database'
import { benchShipment } from './shipment-row'

const N = Number(process.argv[2] ?? 1_000_000)
const ROUNDS = Number(process.argv[3] ?? 3)
const dir = mkdtempSync(join(tmpdir(), 'bench-aggregate-'))
const path = join(dir, 'service.db')
const query = parseAggregate({ groupBy: ['destination'], metrics: { kg: { sum: 'weightKg' }, n: { count: true } } })

function seed(): void {
  const db = openSqlite(path)
  db.exec('CREATE TABLE "dl_agg_text" (id TEXT PRIMARY KEY, doc TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1)')
  const insert = db.prepare('INSERT INTO "dl_agg_text" (id, doc) VALUES (?, ?)')
  db.exec('BEGIN')
  for (let i = 0; i < N; i++) {
    const doc = benchShipment(i)
    insert.run((0x6900000000 + i).toString(16).padStart(24, '0'), JSON.stringify(doc))
  }
  // The same documents as JSONB, rows in the same order (the storage measured and not taken).
  db.exec('CREATE TABLE "dl_agg_jsonb" (id TEXT PRIMARY KEY, doc BLOB NOT NULL, version INTEGER NOT NULL DEFAULT 1)')
  db.exec('INSERT INTO "dl_agg_jsonb" SELECT id, jsonb(doc), version FROM "dl_agg_text" ORDER BY rowid')
  db.exec('COMMIT')
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  db.close()
}

/** The statement SqliteDocumentAggregates runs for `query` over `name` in one piece, with its parameters. */
function serviceStatement(_db: Sqlite, name: string): { sql: string; params: unknown[] } {
  return aggregateStatement(name, query, 1000)
}

const K = `'$."destination"'`
const V = `'$."weightKg"'`
const key = `nullif(doc -> ${K}, 'null')`
const value = `(CASE WHEN json_type(doc, ${V}) IN ('integer', 'real') THEN json_extract(doc, ${V}) END)`
const inner = (columns: string) => `SELECT ${columns} FROM "dl_agg_text" WHERE 1 LIMIT -1`

interface Variant {
  name: string
  pragmas?: string
  sql?: string
  prepare?: (db: Sqlite) => void
}

const variants: Variant[] = [
  { name: 'service statement (TEXT documents)' },
  { name: '+ PRAGMA mmap_size = 2 GB', pragmas: 'PRAGMA mmap_size = 2000000000' },
  { name: '+ PRAGMA cache_size = 64 MiB', pragmas: 'PRAGMA cache_size = -65536' },
  { name: '+ PRAGMA threads = 2', pragmas: 'PRAGMA threads = 2' },
  { name: '+ PRAGMA temp_store = MEMORY', pragmas: 'PRAGMA temp_store = MEMORY' },
  { name: 'COUNT(destination) for COUNT(*)', sql: 'count-x' },
  { name: 'part: read every document', sql: 'SELECT max(doc) FROM "dl_agg_text"' },
  { name: 'part: key only, no GROUP BY', sql: `SELECT count(k0) FROM (${inner(`${key} AS k0`)})` },
  { name: 'part: key and value, no GROUP BY', sql: `SELECT count(k0), sum(v1) FROM (${inner(`${key} AS k0, ${value} AS v1`)})` },
  {
    name: 'part: JSON parsed twice more (no cache)',
    sql: `SELECT count(k0), sum(v1) FROM (${inner(`${key} AS k0, ${value.replace('json_type(doc', "json_type(' ' || doc").replace('json_extract(doc', "json_extract(doc || ' '")} AS v1`)})`,
  },
  {
    name: 'part: GROUP BY sort of 1 key per row, no JSON',
    sql: `SELECT k0, count(*), sum(v) FROM (${inner('substr(id, 24, 1) AS k0, rowid AS v')}) GROUP BY k0`,
  },
  {
    name: 'groups in a JS aggregate (no sort)',
    sql: `SELECT js_groups(k0, v1) FROM (${inner(`${key} AS k0, ${value} AS v1`)})`,
    prepare: (db) => {
      let groups = new Map<unknown, { sum: number; n: number }>()
      db.aggregate('js_groups', {
        start: null,
        step: (_acc, k, v) => {
          let g = groups.get(k)
          if (!g) groups.set(k, (g = { sum: 0, n: 0 }))
          if (typeof v === 'number') g.sum += v
          g.n++
          return null
        },
        result: () => {
          const text = JSON.stringify([...groups])
          groups = new Map()
          return text
        },
      })
    },
  },
  { name: 'service statement, JSONB documents', sql: 'jsonb' },
]

seed()
const runs = variants.map((variant) => {
  const db = openSqlite(path)
  if (variant.pragmas) db.exec(variant.pragmas)
  variant.prepare?.(db)
  const own = serviceStatement(db, variant.sql === 'jsonb' ? 'agg_jsonb' : 'agg_text')
  const sql =
    variant.sql === undefined || variant.sql === 'jsonb'
      ? own.sql
      : variant.sql === 'count-x'
        ? own.sql.replace('COUNT(*)', 'COUNT(k0)')
        : variant.sql
  const params = sql === own.sql || variant.sql === 'count-x' ? own.params : []
  return { variant, db, sql, params, cpu: [] as number[], wall: [] as number[] }
})
for (let round = 0; round < ROUNDS; round++) {
  for (const run of round % 2 === 0 ? runs : [...runs].reverse()) {
    const statement = run.db.prepare(run.sql)
    const before = process.cpuUsage()
    const start = performance.now()
    statement.all(...(run.params as never[]))
    const used = process.cpuUsage(before)
    run.wall.push((performance.now() - start) / 1000)
    run.cpu.push((used.user + used.system) / 1e6)
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!
console.log(`${N.toLocaleString('en-US')} documents, ${ROUNDS} rounds; CPU seconds (median, min-max), wall median`)
for (const run of runs) {
  const [lo, hi] = [Math.min(...run.cpu), Math.max(...run.cpu)]
  console.log(
    `${run.variant.name.padEnd(48)} ${median(run.cpu).toFixed(3)} s (${lo.toFixed(3)}-${hi.toFixed(3)})  wall ${median(run.wall).toFixed(3)} s`,
  )
  run.db.close()
}
rmSync(dir, { recursive: true, force: true })
