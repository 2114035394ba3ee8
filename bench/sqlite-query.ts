// Filter compiler on the embedded store: first page (LIMIT 100) and whole-table count per filter.
// Run: bun bench/sqlite-query.ts [documents=100000]   (prints figures; asserts nothing)
import process from 'node:process'
import type { QueryFilter } from '../domain/query-filter'
import type { SortSpec } from '../domain/query-options'
import { openSqlite } from '../infrastructure/persistence/sqlite/sqlite-database'
import { compileOrderBy } from '../infrastructure/persistence/sqlite/sqlite-order-by'
import { compileFilter } from '../infrastructure/persistence/sqlite/sqlite-query'
import { registerSqlFunctions } from '../infrastructure/persistence/sqlite/sqlite-regexp-function'

const N = Number(process.argv[2] ?? 100_000)
const db = openSqlite(':memory:')
registerSqlFunctions(db)
db.exec('CREATE TABLE docs (id TEXT PRIMARY KEY, doc TEXT NOT NULL)')
const insert = db.prepare('INSERT INTO docs VALUES (?, ?)')
db.exec('BEGIN')
for (let i = 0; i < N; i++) {
  insert.run(
    i.toString(16).padStart(24, '0'),
    JSON.stringify({
      name: `user${i}`,
      age: i % 90,
      city: ['Paris', 'London', 'Berlin'][i % 3],
      tags: [`t${i % 10}`, `t${i % 7}`],
      address: { street: `${i} Main St`, zip: String(10000 + i) },
      items: [
        { sku: `S${i % 100}`, qty: i % 13 },
        { sku: `S${(i + 1) % 100}`, qty: 2 },
      ],
      notes: 'lorem ipsum dolor sit amet '.repeat(4),
      f1: 1,
      f2: 'x',
      f3: true,
      f4: null,
      f5: 3.5,
    }),
  )
}
db.exec('COMMIT')

const cols = { docColumn: 'doc', idColumn: 'id' }
const cases: [string, QueryFilter, SortSpec][] = [
  ['_id equality', { _id: (N - 1).toString(16).padStart(24, '0') }, []],
  ['top-level equality', { city: 'Paris' }, []],
  ['range', { age: { $gte: 30, $lt: 40 } }, []],
  ['array element', { tags: 't3' }, []],
  ['path through array', { 'items.sku': 'S42' }, []],
  ['$elemMatch', { items: { $elemMatch: { sku: 'S42', qty: { $gt: 5 } } } }, []],
  ['$in of 100 values', { 'address.zip': { $in: Array.from({ length: 100 }, (_, i) => String(10000 + i * 7)) } }, []],
  ['$regex', { notes: { $regex: 'amet\\s+lorem', $options: 'i' } }, []],
  ['$or of 3', { $or: [{ city: 'Berlin' }, { age: 5 }, { 'address.zip': '10001' }] }, []],
  ['{} sorted by age desc', {}, [['age', -1]]],
]
console.log(`${N.toLocaleString('en')} documents`)
for (const [name, filter, sort] of cases) {
  const where = compileFilter(filter, cols)
  const page = db.prepare(`SELECT id, doc FROM docs WHERE ${where.sql} ORDER BY ${compileOrderBy(sort, cols)} LIMIT 100`)
  const count = db.prepare(`SELECT count(*) AS n FROM docs WHERE ${where.sql}`)
  page.all(...where.params)
  let t = performance.now()
  page.all(...where.params)
  const pageMs = performance.now() - t
  t = performance.now()
  const n = (count.get(...where.params) as { n: number }).n
  const countMs = performance.now() - t
  console.log(`${name.padEnd(24)} first 100: ${pageMs.toFixed(1).padStart(7)} ms   count (${n}): ${countMs.toFixed(0).padStart(6)} ms`)
}
