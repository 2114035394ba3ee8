import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { TEST_MONGO_IS_FERRETDB } from '../support/mongo-test-db'
import { startTestApp, type TestApp } from '../support/test-app'

const ON_FERRETDB = process.env.TEST_STORE === 'mongo' && TEST_MONGO_IS_FERRETDB
let app: TestApp
let alice: string
let bob: string
let db: string
beforeAll(async () => {
  app = await startTestApp()
  ;[alice, bob] = await Promise.all([app.signIn('agg-alice@example.com'), app.signIn('agg-bob@example.com')])
  const created = await app.request('POST', '/api/v1/datalake/erp/databases', {
    token: alice,
    body: { name: 'Shipments agg', sensitiveVariables: ['price'] },
  })
  db = ((await created.json()) as { name: string }).name
  const res = await app.request('POST', '/api/v1/operations', {
    token: alice,
    body: {
      db,
      data: [
        { dest: 'Oslo', kg: 100, price: 5 },
        { dest: 'Oslo', kg: 50, price: 6 },
        { dest: 'Rome', kg: 'n/a', price: 7 },
        { kg: 7, price: 8 },
      ],
    },
  })
  expect(res.status).toBe(201)
})
afterAll(() => app.stop())

async function aggregate(body: Record<string, unknown>, token = alice) {
  const res = await app.request('POST', '/api/v1/operations', { token, body: { operation: 'aggregate', db, ...body } })
  return { status: res.status, json: (await res.json()) as any }
}

describe('POST /api/v1/operations: aggregate', () => {
  test('kilos and count per destination, largest first', async () => {
    expect(
      await aggregate({ groupBy: ['dest'], metrics: { kg: { sum: 'kg' }, n: { count: true } }, options: { sort: { kg: -1 } } }),
    ).toEqual({
      status: 200,
      json: {
        message: 'Aggregated 3 groups',
        success: true,
        data: [
          { dest: 'Oslo', kg: 150, n: 2 },
          { dest: null, kg: 7, n: 1 },
          { dest: 'Rome', kg: 0, n: 1 },
        ],
        modifiedCount: 0,
      },
    })
  })

  test.skipIf(ON_FERRETDB)('avg per month of creation (_id)', async () => {
    const month = new Date().toISOString().slice(0, 7)
    const { status, json } = await aggregate({ groupBy: [{ field: '_id', by: 'month' }], metrics: { avg: { avg: 'kg' } } })
    expect(status).toBe(200)
    expect(json.data).toEqual([{ _id: month, avg: 157 / 3 }])
  })

  test.if(ON_FERRETDB)('FerretDB: an aggregate it cannot compute is 501, not a wrong answer', async () => {
    const { status, json } = await aggregate({ metrics: { avg: { avg: 'kg' } } })
    expect(status).toBe(501)
    expect(json).toMatchObject({ code: 'STORE_FEATURE_UNAVAILABLE', success: false })
  })

  const refused: [string, Record<string, unknown>, string][] = [
    ['a sensitive field in a metric', { metrics: { p: { sum: 'price' } } }, 'Cannot aggregate on encrypted field "price"'],
    ['a sensitive field as group', { groupBy: ['price'], metrics: { n: { count: true } } }, 'Cannot aggregate on encrypted field "price"'],
    [
      'a filter on a sensitive field',
      { filter: { price: 5 }, metrics: { n: { count: true } } },
      'Cannot filter on encrypted field "price"',
    ],
    ['no metrics', { groupBy: ['dest'] }, 'metrics must be an object with at least one metric'],
    ['an unknown metric', { metrics: { n: { median: 'kg' } } }, 'metrics.n has an unknown metric "median"'],
    ['a bad field name', { groupBy: ['$where'], metrics: { n: { count: true } } }, expect.stringContaining('must not start with "$"')],
    ['a dotted field', { metrics: { n: { sum: 'a.b' } } }, expect.stringContaining('must not contain "."')],
    ['_id without a bucket', { groupBy: ['_id'], metrics: { n: { count: true } } }, expect.stringContaining('only by a date bucket')],
    [
      'a bad bucket',
      { groupBy: [{ field: 'd', by: 'hour' }], metrics: { n: { count: true } } },
      'groupBy[0].by must be one of day, week, month, year',
    ],
    [
      'sort by an unknown name',
      { metrics: { n: { count: true } }, options: { sort: { kg: 1 } } },
      expect.stringContaining('neither a group field'),
    ],
    [
      'a limit over 10000',
      { metrics: { n: { count: true } }, options: { limit: 10001 } },
      'options.limit must be an integer from 1 to 10000',
    ],
    ['groupBy with a read', { operation: 'read', groupBy: ['dest'] }, 'groupBy and metrics belong to "operation": "aggregate"'],
  ]
  test.each(refused)('400: %s', async (_name, body, message) => {
    const res = await app.request('POST', '/api/v1/operations', { token: alice, body: { operation: 'aggregate', db, ...body } })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED', success: false })
  })

  test("another workspace's database is 404", async () => {
    const { status, json } = await aggregate({ metrics: { n: { count: true } } }, bob)
    expect(status).toBe(404)
    expect(json.code).toBe('NOT_FOUND')
  })

  // FerretDB v1 groups 11 000 documents slower than the store's time limit (503); the contract suite checks the cap there.
  test.skipIf(ON_FERRETDB)(
    'more than 10000 groups: 400 asking for a narrower filter',
    async () => {
      const res = await app.request('POST', '/api/v1/datalake/erp/databases', { token: alice, body: { name: 'Many groups' } })
      const many = ((await res.json()) as { name: string }).name
      for (let chunk = 0; chunk < 11; chunk++) {
        const data = Array.from({ length: 1000 }, (_, i) => ({ ref: chunk * 1000 + i }))
        expect((await app.request('POST', '/api/v1/operations', { token: alice, body: { db: many, data } })).status).toBe(201)
      }
      const answer = await app.request('POST', '/api/v1/operations', {
        token: alice,
        body: { operation: 'aggregate', db: many, groupBy: ['ref'], metrics: { n: { count: true } } },
      })
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({
        message: 'The aggregate makes more than 10000 groups; narrow the filter or group by fewer fields',
        code: 'VALIDATION_FAILED',
      })
    },
    60_000,
  )
})
