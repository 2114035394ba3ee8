import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { freshMongoDbName, TEST_MONGODB_URI } from '../support/mongo-test-db'
import { startTestApp, type TestApp } from '../support/test-app'

// Fifty writers at once on one database (run on MongoDB too: TEST_STORE=mongo). A transient store
// conflict is retried or answered 503 with Retry-After; never 500, and nothing acknowledged is lost.
let app: TestApp
let token: string
let base: string
beforeAll(async () => {
  app = await startTestApp()
  token = await app.signIn('concurrent@example.com')
  const created = await app.request('POST', '/api/v1/datalake/erp/databases', { token, body: { name: 'Concurrent', variables: ['n'] } })
  base = `/api/v1/datalake/erp/databases/${((await created.json()) as { name: string }).name}`
})
afterAll(() => app.stop())

/** `count` document POSTs at once, spread over the instances; their answers. */
function postAtOnce(instances: TestApp[], count: number, db: string, bearer: string) {
  return Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const res = await instances[n % instances.length]!.request('POST', `${db}/documents`, { token: bearer, body: { n } })
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { _id?: string } }
    }),
  )
}

async function expectAnsweredAndStored(answers: Awaited<ReturnType<typeof postAtOnce>>, reader: TestApp, db: string, bearer: string) {
  const statuses = answers.map((a) => a.status)
  expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([])
  for (const a of answers.filter((a) => a.status === 503)) expect(a.retryAfter).toMatch(/^[0-9]+$/)
  const stored = new Set<string>()
  for (let cursor: string | null = null, first = true; first || cursor; first = false) {
    const page = await reader.request('GET', `${db}/documents?limit=100${cursor ? `&after=${cursor}` : ''}`, { token: bearer })
    const json = (await page.json()) as { data: { _id: string }[]; nextCursor: string | null }
    for (const d of json.data) stored.add(d._id)
    cursor = json.nextCursor
  }
  for (const a of answers.filter((a) => a.status === 201)) expect(stored.has(a.body._id!)).toBe(true)
  // Nothing it refused was half-written either.
  expect(stored.size).toBe(answers.filter((a) => a.status === 201).length)
}

describe('concurrent writes', () => {
  test('50 document POSTs at once: each 201 (or 503 with Retry-After), and every 201 is stored', async () => {
    await expectAnsweredAndStored(await postAtOnce([app], 50, base, token), app, base, token)
  }, 30_000)
})

// Two instances on one MongoDB database: their writers cannot take turns, so ids collide and are taken again.
if (TEST_MONGODB_URI)
  describe('concurrent writes from two instances (MongoDB)', () => {
    let other: TestApp
    let first: TestApp
    beforeAll(async () => {
      const env = { MONGODB_URI: TEST_MONGODB_URI!, MONGODB_DB: freshMongoDbName('writes2') }
      first = await startTestApp({ env })
      other = await startTestApp({ env })
    })
    afterAll(async () => {
      await other?.stop()
      await first?.stop()
    })

    test('50 document POSTs at once over two instances: each 201 (or 503 with Retry-After), every 201 stored', async () => {
      const bearer = await first.signIn('concurrent2@example.com')
      const created = await first.request('POST', '/api/v1/datalake/erp/databases', { token: bearer, body: { name: 'Two writers' } })
      const db = `/api/v1/datalake/erp/databases/${((await created.json()) as { name: string }).name}`
      await expectAnsweredAndStored(await postAtOnce([first, other], 50, db, bearer), first, db, bearer)
    }, 30_000)
  })
