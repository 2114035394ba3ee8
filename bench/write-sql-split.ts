/**
 * `bun bench/write-sql-split.ts [group=40] [writes=40000]`: the SQL of a POST document alone, in one
 * process without HTTP or JavaScript of the service: the store's pragmas (openSqlite: WAL,
 * synchronous=NORMAL), `group` writes per BEGIN IMMEDIATE … COMMIT (the group commit), a PASSIVE
 * checkpoint every 100 ms on the same thread (the service's worker does it on its own; its CPU is
 * the process's all the same), each piece added in turn: an empty commit, the document row, a
 * change-log row shaped like the service's, its (db, seq) index. Prints CPU µs per write, three rounds.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'
import { openSqlite } from '../infrastructure/persistence/sqlite/sqlite-database'
import { documentBody } from './scenarios'

const GROUP = Number(process.argv[2] ?? 40)
const WRITES = Number(process.argv[3] ?? 40_000)
const body = JSON.parse(documentBody()) as Record<string, unknown>
let counter = 0
// Growing ids like ObjectIds: the service's inserts append to the primary key's last page.
const objectId = () => (0x6b0a5cca00000000n + BigInt(++counter)).toString(16).padStart(24, '0')
const VARIANTS = [
  { name: 'empty BEGIN IMMEDIATE … COMMIT', doc: false, log: false, index: false },
  { name: 'document row', doc: true, log: false, index: false },
  { name: '+ change-log row', doc: true, log: true, index: false },
  { name: '+ its (db, seq) index (the service)', doc: true, log: true, index: true },
]

function run(variant: (typeof VARIANTS)[number]) {
  const dir = mkdtempSync(join(tmpdir(), 'write-sql-split-'))
  const db = openSqlite(join(dir, 'store.db'))
  db.exec('PRAGMA wal_autocheckpoint = 0')
  db.exec('CREATE TABLE d (id TEXT PRIMARY KEY, doc TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1)')
  db.exec('CREATE TABLE log (seq INTEGER PRIMARY KEY, db TEXT NOT NULL, document_id TEXT, at INTEGER NOT NULL, record TEXT NOT NULL)')
  if (variant.index) db.exec('CREATE INDEX log_db ON log (db, seq)')
  const insert = db.prepare('INSERT INTO d (id, doc) VALUES (?, ?)')
  const append = db.prepare('INSERT INTO log (seq, db, document_id, at, record) VALUES (?, ?, ?, ?, ?)')
  const [begin, commit] = [db.prepare('BEGIN IMMEDIATE'), db.prepare('COMMIT')]
  let seq = 0
  let checkpointedAt = performance.now()
  const before = process.cpuUsage()
  for (let done = 0; done < WRITES; done += GROUP) {
    begin.run()
    for (let k = 0; k < GROUP; k++) {
      const id = objectId()
      if (variant.doc) insert.run(id, JSON.stringify(body))
      if (!variant.log) continue
      const changes: unknown[] = []
      for (const field in body) if (body[field] !== null) changes.push([field, null, body[field]])
      const record = JSON.stringify(['create', 'bench', 1, 'user', 'bench@example.com', 'request', changes])
      append.run(++seq, 'u_bench_0123456789abcdef', id, Date.now(), record)
    }
    commit.run()
    if (performance.now() - checkpointedAt > 100) {
      db.exec('PRAGMA wal_checkpoint(PASSIVE)')
      checkpointedAt = performance.now()
    }
  }
  const used = process.cpuUsage(before)
  db.close()
  rmSync(dir, { recursive: true, force: true })
  return { total: (used.user + used.system) / WRITES, system: used.system / WRITES }
}

for (let round = 0; round < 3; round++)
  for (const variant of VARIANTS) {
    const { total, system } = run(variant)
    console.log(`groups of ${GROUP}, ${variant.name}: ${total.toFixed(2)} µs per write (${system.toFixed(2)} of it system time)`)
  }
