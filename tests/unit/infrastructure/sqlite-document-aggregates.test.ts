import { describe, expect, test } from 'bun:test'
import { parseAggregate } from '../../../domain/aggregate-query'
import { anonymousStamp } from '../../../domain/change-entries'
import { EmbeddedStore } from '../../../infrastructure/persistence/sqlite/embedded-store'
import { SqliteDataLakeStore } from '../../../infrastructure/persistence/sqlite/sqlite-data-lake-store'
import { openSqlite } from '../../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteDocumentAggregates } from '../../../infrastructure/persistence/sqlite/sqlite-document-aggregates'

/**
 * How the embedded store plans a group-by (the answers are the contract suite's): the JSON is read
 * in a co-routine whose columns are the keys and the metrics' values, so SQLite's GROUP BY sorter
 * never carries the document column (twice the CPU at a million rows, docs/performance.md).
 */
describe('SqliteDocumentAggregates query plan', () => {
  test('the JSON is read in a co-routine, each field once, and the sorter carries only its columns', async () => {
    const store = new EmbeddedStore(openSqlite(':memory:'))
    const lake = new SqliteDataLakeStore(store)
    const db = {
      name: 'plan_x1',
      userFriendlyName: 'Plan',
      source: 'erp',
      workspaceId: 'w1',
      variables: [],
      sensitiveVariables: [],
      createdAt: new Date(0),
    }
    await lake.createDatabase(db, anonymousStamp('erp', new Date(0).toISOString()))
    const statements: string[] = []
    const prepare = store.db.prepare.bind(store.db)
    store.db.prepare = ((text: string) => {
      statements.push(text)
      return prepare(text)
    }) as typeof store.db.prepare
    const query = parseAggregate({
      groupBy: ['dest'],
      metrics: { sum: { sum: 'kg' }, avg: { avg: 'kg' }, n: { count: true }, dests: { countDistinct: 'dest' } },
    })
    expect(await new SqliteDocumentAggregates(store).aggregate(db.name, query, 10)).toEqual([])
    const text = statements.at(-1)!
    // One read of dest (key and countDistinct) and one of kg (sum and avg).
    expect(text.match(/doc -> \?/g)).toHaveLength(1)
    expect(text.match(/json_extract/g)).toHaveLength(1)
    const plan = (store.db.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...Array(countParams(text)).fill('$.x')) as { detail: string }[])
      .map((r) => r.detail)
      .join('\n')
    expect(plan).toContain('CO-ROUTINE')
    expect(plan).toContain('USE TEMP B-TREE FOR GROUP BY')
  })
})

function countParams(text: string): number {
  return text.match(/\?/g)?.length ?? 0
}
