import { beforeAll, describe, expect, test } from 'bun:test'
import { DomainError } from '../../../domain/errors'
import { parseFilter, type QueryFilter } from '../../../domain/query-filter'
import { parseQueryOptions } from '../../../domain/query-options'
import { compileProjection } from '../../../infrastructure/persistence/document-projection'
import { openSqlite, type Sqlite } from '../../../infrastructure/persistence/sqlite/sqlite-database'
import { compileOrderBy } from '../../../infrastructure/persistence/sqlite/sqlite-order-by'
import { compileFilter } from '../../../infrastructure/persistence/sqlite/sqlite-query'
import { registerSqlFunctions } from '../../../infrastructure/persistence/sqlite/sqlite-regexp-function'

import { FILTER_CASES as CASES, DOCS, idOf, LABELS, labelOf } from '../../support/filter-cases'

const COLUMNS = { docColumn: 'doc', idColumn: 'id' }

let db: Sqlite

beforeAll(() => {
  db = openSqlite(':memory:')
  registerSqlFunctions(db)
  db.exec('CREATE TABLE docs (id TEXT PRIMARY KEY, doc TEXT NOT NULL)')
  const insert = db.prepare('INSERT INTO docs (id, doc) VALUES (?, ?)')
  for (const label of LABELS) insert.run(idOf(label), JSON.stringify(DOCS[label]))
})

function matching(filter: unknown): string[] {
  const where = compileFilter(filter as QueryFilter, COLUMNS)
  const rows = db.prepare(`SELECT id FROM docs WHERE ${where.sql} ORDER BY id`).all(...where.params) as { id: string }[]
  return rows.map((row) => labelOf(row.id))
}

describe('compileFilter against SQLite', () => {
  test.each(CASES)('%s', (_name, filter, expected) => {
    expect(matching(filter)).toEqual([...expected].sort((a, b) => idOf(a).localeCompare(idOf(b))))
  })

  test('the table survives every injection attempt', () => {
    expect((db.prepare('SELECT count(*) AS n FROM docs').get() as { n: number }).n).toBe(LABELS.length)
  })

  test('client values are bound, never spliced into the SQL', () => {
    const where = compileFilter({ note: "'); DROP TABLE docs; --", 'we"ird': { $regex: "\\'" }, _id: { $in: [idOf('bob')] } }, COLUMNS)
    expect(where.sql).not.toContain('DROP')
    expect(where.sql).not.toContain('we"ird')
    expect(where.sql).not.toContain(idOf('bob'))
    expect(where.params).toContain("'); DROP TABLE docs; --")
    expect(where.sql.split('?').length - 1).toBe(where.params.length)
  })

  test('the empty filter is "1"', () => {
    expect(compileFilter({}, COLUMNS)).toEqual({ sql: '1', params: [] })
  })

  test('filters are validated once, by parseFilter in the use case; an operator it would refuse still never reaches SQL', () => {
    expect(() => parseFilter({ $where: 'x' })).toThrow(DomainError)
    expect(() => compileFilter({ a: { $where: 'x' } }, COLUMNS)).toThrow('Unhandled operator')
    const where = compileFilter({ $where: 'DROP TABLE docs' }, COLUMNS)
    expect(where.sql).not.toContain('DROP')
    expect(where.params).toContain('DROP TABLE docs')
  })

  test('column names must be plain identifiers', () => {
    expect(() => compileFilter({ a: 1 }, { docColumn: 'doc; DROP TABLE docs', idColumn: 'id' })).toThrow()
  })

  test('a compiled filter works in UPDATE and DELETE statements too', () => {
    db.exec('CREATE TABLE scratch AS SELECT * FROM docs')
    const where = compileFilter({ 'items.sku': 'A1' }, COLUMNS)
    expect(Number(db.prepare(`DELETE FROM scratch WHERE ${where.sql}`).run(...where.params).changes)).toBe(3)
    db.exec('DROP TABLE scratch')
  })
})

describe('compileOrderBy', () => {
  function sorted(sort: Record<string, 1 | -1>, filter: unknown = {}): string[] {
    const where = compileFilter(filter as QueryFilter, COLUMNS)
    const order = compileOrderBy(parseQueryOptions({ sort }).sort, COLUMNS)
    const rows = db.prepare(`SELECT id FROM docs WHERE ${where.sql} ORDER BY ${order}`).all(...where.params) as { id: string }[]
    return rows.map((row) => labelOf(row.id))
  }

  test('numbers ascending, missing first, strings after numbers, ties by _id', () => {
    expect(sorted({ age: 1 }, { age: { $exists: true } })).toEqual(['bob', 'alice', 'heidi', 'carol', 'judy', 'dave'])
  })

  test('descending', () => {
    expect(sorted({ age: -1 }, { age: { $exists: true } })).toEqual(['dave', 'judy', 'carol', 'alice', 'heidi', 'bob'])
  })

  test('several keys and dotted paths', () => {
    expect(sorted({ 'address.city': -1, name: 1 }, { $or: [{ address: { $exists: true } }, { name: 'Pat' }] })).toEqual([
      'alice',
      'bob',
      'grace',
      'pat',
    ])
  })

  test('null and missing sort together, before numbers, then strings, objects, arrays, booleans', () => {
    expect(sorted({ city: 1 }, { name: { $in: ['Alice', 'dave', 'Pat'] } })).toEqual(['dave', 'pat', 'alice'])
    db.exec('CREATE TABLE mixed (id TEXT PRIMARY KEY, doc TEXT NOT NULL)')
    const values = [true, [1], { a: 1 }, 'text', 5, null, false]
    values.forEach((v, i) => db.prepare('INSERT INTO mixed VALUES (?, ?)').run(String(i), JSON.stringify({ v })))
    const rows = db.prepare(`SELECT doc FROM mixed ORDER BY ${compileOrderBy([['v', 1]], COLUMNS)}`).all() as { doc: string }[]
    expect(rows.map((row) => JSON.parse(row.doc).v)).toEqual([null, 5, 'text', { a: 1 }, [1], false, true])
    db.exec('DROP TABLE mixed')
  })

  test('_id sorts by the id column', () => {
    expect(sorted({ _id: -1 }, { name: { $regex: '^[A-C]' } })).toEqual(['carol', 'bob', 'alice'])
  })

  test('keys with quotes and numeric segments', () => {
    expect(sorted({ "it's": 1, 'items.1.qty': -1 }, { $or: [{ items: { $exists: true } }, { "it's": 'z' }] })).toEqual([
      'eve',
      'frank',
      'leo',
      'oscar',
      'quoted',
    ])
  })

  test('an empty sort still ends with the id tiebreak', () => {
    expect(compileOrderBy([], COLUMNS)).toBe('id ASC')
  })
})

describe('compileProjection', () => {
  const doc = { _id: 'x', name: 'Eve', address: { city: 'P', zip: '1' }, items: [{ sku: 'A', qty: 1 }, { sku: 'B' }, 3], n: null }

  test.each([
    [null, doc],
    [[], { _id: 'x' }],
    [['name'], { _id: 'x', name: 'Eve' }],
    [['name', 'missing', 'n'], { _id: 'x', name: 'Eve', n: null }],
    [['address.city'], { _id: 'x', address: { city: 'P' } }],
    [['address.city', 'address'], { _id: 'x', address: { city: 'P', zip: '1' } }],
    [['items.sku'], { _id: 'x', items: [{ sku: 'A' }, { sku: 'B' }] }],
    [['items.sku', 'items.qty'], { _id: 'x', items: [{ sku: 'A', qty: 1 }, { sku: 'B' }] }],
    [['name.first'], { _id: 'x' }],
    [['_id'], { _id: 'x' }],
  ])('%j', (fields, expected) => {
    expect(compileProjection(fields as string[] | null)(doc)).toEqual(expected)
  })
})

describe('registerSqlFunctions', () => {
  test('$regex runs in linear time: patterns that hang JavaScript finish on long values', () => {
    db.exec('CREATE TABLE long (id TEXT PRIMARY KEY, doc TEXT NOT NULL)')
    db.prepare('INSERT INTO long VALUES (?, ?)').run('1', JSON.stringify({ text: `${'a'.repeat(100_000)}!` }))
    const count = (filter: QueryFilter) => {
      const where = compileFilter(filter, COLUMNS)
      return (db.prepare(`SELECT count(*) AS n FROM long WHERE ${where.sql}`).get(...where.params) as { n: number }).n
    }
    expect(count({ text: { $regex: '^(a+)+$' } })).toBe(0)
    expect(count({ text: { $regex: '.*a.*a.*b' } })).toBe(0)
    expect(count({ text: { $regex: '^(a|aa)+!$' } })).toBe(1)
    db.exec('DROP TABLE long')
  })

  test('a pattern too expensive for a huge value is a validation error, not a stall', () => {
    db.exec('CREATE TABLE huge (id TEXT PRIMARY KEY, doc TEXT NOT NULL)')
    db.prepare('INSERT INTO huge VALUES (?, ?)').run('1', JSON.stringify({ text: 'a'.repeat(1_000_000) }))
    const where = compileFilter({ text: { $regex: '(a?){200}b' } }, COLUMNS)
    expect(() => db.prepare(`SELECT id FROM huge WHERE ${where.sql}`).all(...where.params)).toThrow('$regex is too expensive')
    db.exec('DROP TABLE huge')
  })

  test('regexp works as a function and as the REGEXP operator, with flags', () => {
    const row = db
      .prepare("SELECT regexp('^a', 'abc') AS f, 'ABC' REGEXP '^a' AS op, regexp('^a', 'ABC', 'i') AS flagged, regexp('x', 5) AS num")
      .get()
    expect({ ...row }).toEqual({ f: 1, op: 0, flagged: 1, num: 0 })
  })
})
