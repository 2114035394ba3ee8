import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { STORE_HAS_ATOMIC_UPDATES } from '../support/mongo-test-db'
import { startTestApp, type TestApp } from '../support/test-app'

const RACERS = 8
let app: TestApp
let token: string
beforeAll(async () => {
  app = await startTestApp()
  token = await app.signIn('operations-race@example.com')
})
afterAll(() => app.stop())

let counter = 0
async function seeded(): Promise<{ db: string; id: string }> {
  const res = await app.request('POST', '/api/v1/datalake/erp/databases', { token, body: { name: `Filter race ${++counter}` } })
  const db = ((await res.json()) as { name: string }).name
  const created = await operation({ db, data: [{ ref: 'A', kg: 0 }] })
  expect(created.status).toBe(201)
  const list = await app.request('GET', `/api/v1/datalake/erp/databases/${db}/documents`, { token })
  return { db, id: ((await list.json()) as { data: { _id: string }[] }).data[0]!._id }
}
async function operation(body: unknown) {
  const res = await app.request('POST', '/api/v1/operations', { token, body })
  return { status: res.status, json: (await res.json()) as any }
}
async function changes(db: string, id: string) {
  const res = await app.request('GET', `/api/v1/datalake/erp/databases/${db}/changes`, { token })
  const data = ((await res.json()) as { data: { op: string; documentId: string | null; version: number | null }[] }).data
  return data.filter((c) => c.documentId === id)
}

// An update by filter reads its matches, then writes them. Where the server lets another write
// land in between (a MongoDB-protocol server with READ COMMITTED transactions: DocumentDB), each
// write must still land on the version it read: no two change records with one version.
// FerretDB v1 applies no update atomically (tests/support/mongo-test-db.ts), so nothing holds there.
describe.skipIf(!STORE_HAS_ATOMIC_UPDATES)('concurrent updates by filter of one document', () => {
  test('each committed update lands on the one before, with its own version and record', async () => {
    const { db, id } = await seeded()
    const racers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => operation({ db, operation: 'update', filter: { ref: 'A' }, data: { [`k${i}`]: i } })),
    )
    // A racer may be told the store is busy (503, retry later); never a 500.
    for (const r of racers) if (r.status !== 200) expect(r.status).toBe(503)
    const committed = racers.flatMap((r, i) => (r.status === 200 ? [i] : []))
    expect(committed.length).toBeGreaterThan(0)
    for (const i of committed) expect(racers[i]!.json.modifiedCount).toBe(1)
    const read = await app.request('GET', `/api/v1/datalake/erp/databases/${db}/documents/${id}`, { token })
    expect(read.headers.get('etag')).toBe(`"${committed.length + 1}"`)
    const body = (await read.json()) as Record<string, unknown>
    for (const i of committed) expect(body[`k${i}`]).toBe(i)
    const recorded = (await changes(db, id)).filter((c) => c.op === 'update').map((c) => c.version)
    expect(recorded.toSorted((a, b) => a! - b!)).toEqual(committed.map((_, n) => n + 2))
  })

  test('a delete racing updates: its record is the document as it was deleted (the last version)', async () => {
    const { db, id } = await seeded()
    const racers = await Promise.all([
      ...Array.from({ length: RACERS - 1 }, (_, i) => operation({ db, operation: 'update', filter: { ref: 'A' }, data: { [`k${i}`]: i } })),
      operation({ db, operation: 'delete', filter: { ref: 'A' } }),
    ])
    for (const r of racers) if (r.status !== 200) expect(r.status).toBe(503)
    const log = await changes(db, id)
    const updates = log.filter((c) => c.op === 'update').map((c) => c.version!)
    const deletes = log.filter((c) => c.op === 'delete')
    expect(deletes).toHaveLength(racers.at(-1)!.status === 200 ? 1 : 0)
    expect(updates.toSorted((a, b) => a - b)).toEqual(updates.map((_, n) => n + 2))
    if (deletes.length === 1) expect(deletes[0]!.version).toBe(updates.length + 1)
  })
})
