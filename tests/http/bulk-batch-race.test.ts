import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { TEST_MONGO_IS_FERRETDB } from '../support/mongo-test-db'
import { startTestApp, type TestApp } from '../support/test-app'

// FerretDB has no transactions: a batch there answers 501 (bulk-batch.test.ts), so nothing races.
const ON_FERRETDB = process.env.TEST_STORE === 'mongo' && TEST_MONGO_IS_FERRETDB
const RACERS = 8
let app: TestApp
let token: string
beforeAll(async () => {
  app = await startTestApp()
  token = await app.signIn('batch-race@example.com')
})
afterAll(() => app.stop())

let counter = 0
async function seeded(): Promise<{ db: string; id: string }> {
  const res = await app.request('POST', '/api/v1/datalake/erp/databases', { token, body: { name: `Race ${++counter}` } })
  const db = ((await res.json()) as { name: string }).name
  const created = await batch(db, [{ op: 'create', data: { ref: 'A', kg: 0 } }])
  return { db, id: created.json.results[0].id }
}
async function batch(db: string, operations: unknown) {
  const res = await app.request('POST', `/api/v1/datalake/erp/databases/${db}/batch`, { token, body: { operations } })
  return { status: res.status, json: (await res.json()) as any }
}
async function read(db: string, id: string) {
  const res = await app.request('GET', `/api/v1/datalake/erp/databases/${db}/documents/${id}`, { token })
  return { etag: res.headers.get('etag'), body: (await res.json()) as Record<string, unknown> }
}
async function updates(db: string, id: string) {
  const res = await app.request('GET', `/api/v1/datalake/erp/databases/${db}/changes`, { token })
  const data = ((await res.json()) as { data: { op: string; documentId: string | null; version: number | null }[] }).data
  return data.filter((c) => c.op === 'update' && c.documentId === id)
}
/** A racer that lost may be told the store is busy (503, retry later); never a 500. */
const LOSER_STATUSES = [412, 503]

// The batch must not lean on the server's isolation: MongoDB's transactions are snapshots, but a
// MongoDB-protocol server may run them as READ COMMITTED (DocumentDB, Azure Cosmos DB vCore),
// where a read-then-write inside the transaction lets two writers pass the same version check.
describe.skipIf(ON_FERRETDB)('concurrent batches on one document', () => {
  test('the same ifVersion: one batch commits, every other answers 412 and writes nothing', async () => {
    const { db, id } = await seeded()
    const racers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        batch(db, [
          { op: 'create', data: { ref: `loser-or-winner-${i}` } },
          { op: 'update', id, set: { kg: i + 1 }, ifVersion: 1 },
        ]),
      ),
    )
    const winners = racers.flatMap((r, i) => (r.status === 200 ? [i] : []))
    expect(winners).toHaveLength(1)
    for (const r of racers) if (r.status !== 200) expect(LOSER_STATUSES).toContain(r.status)
    const { etag, body } = await read(db, id)
    expect(etag).toBe('"2"')
    expect(body.kg).toBe(winners[0]! + 1)
    expect(await updates(db, id)).toHaveLength(1)
    const res = await app.request('GET', `/api/v1/datalake/erp/databases/${db}/documents`, { token })
    expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(2)
  })

  test('without ifVersion: each committed update lands on the one before, with its own version', async () => {
    const { db, id } = await seeded()
    const racers = await Promise.all(Array.from({ length: RACERS }, (_, i) => batch(db, [{ op: 'update', id, set: { [`k${i}`]: i } }])))
    for (const r of racers) if (r.status !== 200) expect(r.status).toBe(503)
    const committed = racers.flatMap((r, i) => (r.status === 200 ? [i] : []))
    expect(committed.length).toBeGreaterThan(0)
    const versions = committed.map((i) => racers[i]!.json.results[0].version as number)
    expect(versions.toSorted((a, b) => a - b)).toEqual(committed.map((_, n) => n + 2))
    const { etag, body } = await read(db, id)
    expect(etag).toBe(`"${committed.length + 1}"`)
    for (const i of committed) expect(body[`k${i}`]).toBe(i)
    const recorded = (await updates(db, id)).map((c) => c.version)
    expect(recorded.toSorted((a, b) => a! - b!)).toEqual(versions.toSorted((a, b) => a - b))
  })
})
