import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { TEST_MONGO_IS_FERRETDB } from '../support/mongo-test-db'
import { startTestApp, type TestApp } from '../support/test-app'

const ON_FERRETDB = process.env.TEST_STORE === 'mongo' && TEST_MONGO_IS_FERRETDB
let app: TestApp
let alice: string
let bob: string
beforeAll(async () => {
  app = await startTestApp()
  ;[alice, bob] = await Promise.all([app.signIn('batch-alice@example.com'), app.signIn('batch-bob@example.com')])
})
afterAll(() => app.stop())

let counter = 0
async function freshDb(): Promise<string> {
  const res = await app.request('POST', '/api/v1/datalake/erp/databases', { token: alice, body: { name: `Batch ${++counter}` } })
  return ((await res.json()) as { name: string }).name
}
async function batch(db: string, operations: unknown, token = alice) {
  const res = await app.request('POST', `/api/v1/datalake/erp/databases/${db}/batch`, { token, body: { operations } })
  return { status: res.status, json: (await res.json()) as any }
}
async function documents(db: string) {
  const res = await app.request('GET', `/api/v1/datalake/erp/databases/${db}/documents`, { token: alice })
  return ((await res.json()) as { data: Record<string, unknown>[] }).data
}
async function changes(db: string) {
  const res = await app.request('GET', `/api/v1/datalake/erp/databases/${db}/changes`, { token: alice })
  return ((await res.json()) as { data: { op: string; documentId: string | null }[] }).data.filter((c) => c.documentId !== null)
}

describe.skipIf(ON_FERRETDB)('POST .../batch', () => {
  test('creates, updates and deletes in one go, each with its version and change record', async () => {
    const db = await freshDb()
    const seeded = await batch(db, [
      { op: 'create', data: { ref: 'A', kg: 1 } },
      { op: 'create', data: { ref: 'B', kg: 2 } },
    ])
    expect(seeded.status).toBe(200)
    const [a, b] = seeded.json.results.map((r: { id: string }) => r.id)
    expect(seeded.json.results).toEqual([
      { op: 'create', id: a, version: 1 },
      { op: 'create', id: b, version: 1 },
    ])
    const mixed = await batch(db, [
      { op: 'update', id: a, set: { kg: 10 }, ifVersion: 1 },
      { op: 'delete', id: b },
      { op: 'create', data: { ref: 'C' } },
    ])
    expect(mixed.status).toBe(200)
    expect(mixed.json.results.slice(0, 2)).toEqual([
      { op: 'update', id: a, version: 2 },
      { op: 'delete', id: b, version: 1 },
    ])
    expect((await documents(db)).map(({ _id, ...rest }) => rest)).toEqual([
      { ref: 'A', kg: 10 },
      { ref: 'C', kg: null },
    ])
    expect((await changes(db)).map((c) => c.op)).toEqual(['create', 'create', 'update', 'delete', 'create'])
  })

  test('a failing operation names its index and nothing of the batch is written', async () => {
    const db = await freshDb()
    const seeded = await batch(db, [{ op: 'create', data: { ref: 'A', kg: 1 } }])
    const a = seeded.json.results[0].id
    const before = await changes(db)
    const stale = await batch(db, [
      { op: 'create', data: { ref: 'B' } },
      { op: 'update', id: a, set: { kg: 2 } },
      { op: 'update', id: '0123456789abcdef01234567', set: { kg: 3 } },
    ])
    expect(stale.status).toBe(404)
    expect(stale.json).toEqual({
      message: 'operations[2]: document 0123456789abcdef01234567 not found; nothing was written',
      code: 'NOT_FOUND',
      index: 2,
    })
    const conflict = await batch(db, [
      { op: 'create', data: { ref: 'B' } },
      { op: 'update', id: a, set: { kg: 3 }, ifVersion: 7 },
    ])
    expect(conflict.status).toBe(412)
    expect(conflict.json).toEqual({
      message: 'operations[1]: the document has changed since version 7; nothing was written',
      code: 'PRECONDITION_FAILED',
      index: 1,
      current: { _id: a, ref: 'A', kg: 1 },
    })
    const absent = await batch(db, [
      { op: 'delete', id: a },
      { op: 'delete', id: '0123456789abcdef01234567' },
    ])
    expect(absent.status).toBe(404)
    expect(absent.json).toMatchObject({ code: 'NOT_FOUND', index: 1 })
    expect((await documents(db)).map(({ _id, ...rest }) => rest)).toEqual([{ ref: 'A', kg: 1 }])
    expect(await changes(db)).toEqual(before)
  })

  const invalid: [string, unknown, string, number | undefined][] = [
    ['no operations', [], 'operations must hold 1 to 1000 operations', undefined],
    [
      '1001 operations',
      Array.from({ length: 1001 }, () => ({ op: 'create', data: { a: 1 } })),
      'operations must hold 1 to 1000 operations',
      undefined,
    ],
    ['an unknown op', [{ op: 'create', data: { a: 1 } }, { op: 'upsert' }], 'operations[1]: op must be create, update or delete', 1],
    ['a bad id', [{ op: 'delete', id: 'x' }], 'operations[0]: id must be an ObjectId (24 hexadecimal digits)', 0],
    ['a $ key', [{ op: 'create', data: { $set: 1 } }], expect.stringContaining('must not start with "$"'), 0],
    ['_id in data', [{ op: 'create', data: { _id: 'x' } }], expect.stringContaining('_id'), 0],
    ['an empty set', [{ op: 'update', id: '0123456789abcdef01234567', set: {} }], 'operations[0]: set must be a non-empty object', 0],
    [
      'a key of another op',
      [{ op: 'delete', id: '0123456789abcdef01234567', set: { a: 1 } }],
      'operations[0]: set is not allowed for delete',
      0,
    ],
    [
      'a bad ifVersion',
      [{ op: 'delete', id: '0123456789abcdef01234567', ifVersion: 'one' }],
      'operations[0]: ifVersion must be an integer >= 0',
      0,
    ],
  ]
  test.each(invalid)('400: %s', async (_name, operations, message, index) => {
    const db = await freshDb()
    const { status, json } = await batch(db, operations)
    expect(status).toBe(400)
    expect(json).toMatchObject({ message, code: 'VALIDATION_FAILED' })
    expect(json.index).toBe(index)
    expect(await documents(db)).toEqual([])
  })

  test("another workspace's database is 404", async () => {
    const db = await freshDb()
    expect((await batch(db, [{ op: 'create', data: { a: 1 } }], bob)).status).toBe(404)
  })
})

test.if(ON_FERRETDB)('FerretDB has no transactions: 501 TRANSACTIONS_UNAVAILABLE and nothing written', async () => {
  const db = await freshDb()
  const { status, json } = await batch(db, [{ op: 'create', data: { a: 1 } }])
  expect(status).toBe(501)
  expect(json.code).toBe('TRANSACTIONS_UNAVAILABLE')
  expect(await documents(db)).toEqual([])
})
