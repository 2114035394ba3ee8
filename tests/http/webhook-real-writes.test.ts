import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freshMongoDbName, TEST_MONGODB_URI } from '../support/mongo-test-db'
import { startTestApp, type TestApp } from '../support/test-app'
import { eventually } from '../support/webhook-harness'
import { startReceiver, verifyStandardWebhook } from '../support/webhook-receiver'

// Real writes through the API produce the change records; loopback receivers need private
// targets allowed, and a short schedule keeps retries quick.
const env = { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '0.1,0.2' }

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
function receiver(...args: Parameters<typeof startReceiver>) {
  const r = startReceiver(...args)
  cleanups.push(() => r.stop())
  return r
}

async function call(app: TestApp, token: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const res = await app.request(method, path, { token, body })
  return { status: res.status, json: await res.json() }
}

async function setUp(app: TestApp, url: string, events?: string[]) {
  const token = await app.signIn('deliveries@example.com')
  const db = (await call(app, token, 'POST', '/api/v1/datalake/erp/databases', { name: `Hooks ${crypto.randomUUID()}` })).json
    .name as string
  const base = `/api/v1/datalake/erp/databases/${db}`
  const created = await call(app, token, 'POST', `${base}/webhooks`, { url, ...(events ? { events } : {}) })
  expect(created.status).toBe(201)
  const write = async (body: Record<string, unknown>) => {
    const res = await call(app, token, 'POST', `${base}/documents`, body)
    expect(res.status).toBe(201)
    return res.json._id as string
  }
  /** The change feed as a reader of the database gets it: what the receiver must have been sent. */
  const feed = async () => (await call(app, token, 'GET', `${base}/changes?limit=1000`)).json.data as any[]
  return { token, db, base, hooks: `${base}/webhooks`, hook: created.json as { id: string; secret: string }, write, feed }
}

describe('webhook delivery of real writes', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env, webhookPollMs: 100 })
  })
  afterAll(() => app.stop())

  test('a document write reaches the receiver signed, decrypted, as the change feed shows it', async () => {
    const r = receiver()
    const { hook, write, feed } = await setUp(app, r.url)
    const id = await write({ status: 'open', contactPhone: '+47 555 0100' })
    await r.waitFor(1)
    const [record] = (await feed()).filter((c) => c.op === 'create')
    expect(r.received[0]!.json).toEqual(record)
    expect(r.received[0]!.json).toMatchObject({
      op: 'create',
      documentId: id,
      changes: expect.arrayContaining([{ field: 'contactPhone', from: null, to: '+47 555 0100' }]),
    })
    expect(r.received[0]!.id).toBe(record.id)
    expect(verifyStandardWebhook(hook.secret, r.received[0]!)).toBe(true)
  })

  test('50 quick writes arrive once each, in commit order', async () => {
    const r = receiver()
    const { write, feed } = await setUp(app, r.url)
    // Five at a time: quick, and concurrent enough that commit order and request order may differ.
    for (let i = 0; i < 50; i += 5) await Promise.all([0, 1, 2, 3, 4].map((j) => write({ n: i + j })))
    await r.waitFor(50)
    await Bun.sleep(300)
    const ids = (await feed()).filter((c) => c.op === 'create').map((c) => c.id)
    expect(ids).toHaveLength(50)
    expect(r.received.map((x) => x.id)).toEqual(ids)
  })

  test('retries, the delivery log, redelivery and rotation through the API', async () => {
    const r = receiver((_, i) => (i === 0 ? 500 : 200))
    const { token, hooks, hook, write } = await setUp(app, r.url)
    await write({ status: 'open' })
    await r.waitFor(2)
    expect(r.received[1]!.id).toBe(r.received[0]!.id)
    let deliveries: any
    await eventually(async () => (deliveries = await call(app, token, 'GET', `${hooks}/${hook.id}/deliveries`)).json.data.length === 2)
    // Each attempt names the change it carried, read from the store's own change log.
    const documentId = r.received[0]!.json.documentId
    expect(deliveries.json.data.map((d: any) => [d.attempt, d.status, d.responseStatus, d.op, d.documentId])).toEqual([
      [2, 'succeeded', 200, 'create', documentId],
      [1, 'pending', 500, 'create', documentId],
    ])
    expect((await call(app, token, 'POST', `${hooks}/${hook.id}/deliveries/${deliveries.json.data[0].id}/redeliver`)).status).toBe(202)
    await r.waitFor(3)
    expect(r.received[2]!.id).toBe(r.received[0]!.id)
    const rotated = (await call(app, token, 'POST', `${hooks}/${hook.id}/rotate-secret`)).json.secret as string
    await write({ status: 'next' })
    await r.waitFor(4)
    expect(verifyStandardWebhook(rotated, r.received[3]!)).toBe(true)
    expect(verifyStandardWebhook(hook.secret, r.received[3]!)).toBe(false)
  })

  test('events filter the changes; deleting the database delivers database.delete and removes the webhook', async () => {
    const r = receiver()
    const { token, base, hooks, hook, write } = await setUp(app, r.url, ['update', 'database.delete'])
    const id = await write({ status: 'open' })
    expect((await call(app, token, 'PATCH', `${base}/documents/${id}`, { field: 'status', value: 'closed' })).status).toBe(200)
    await r.waitFor(1)
    expect(r.received[0]!.json).toMatchObject({ op: 'update', documentId: id, changes: [{ field: 'status', from: 'open', to: 'closed' }] })
    expect((await call(app, token, 'DELETE', base)).status).toBe(200)
    await r.waitFor(2)
    expect(r.received.map((x) => x.json.op)).toEqual(['update', 'database.delete'])
    await eventually(
      async () =>
        (await app.container.get((await import('../../application/ports/tokens')).TOKENS.WebhookStore).findById(hook.id)) === null,
    )
    expect((await call(app, token, 'GET', hooks)).status).toBe(404)
  })
})

describe('webhook deliveries of real writes survive a restart', () => {
  test('a pending delivery made by one process is sent by the next on the same store', async () => {
    let healthy = false
    const r = receiver(() => (healthy ? 200 : 500))
    const dir = mkdtempSync(join(tmpdir(), 'webhooks-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const store: Record<string, string> =
      process.env.TEST_STORE === 'mongo' ? { MONGODB_URI: TEST_MONGODB_URI!, MONGODB_DB: freshMongoDbName('restart') } : { DATA_DIR: dir }
    const first = await startTestApp({ env: { ...env, ...store, WEBHOOK_RETRY_SCHEDULE: '0.3' }, keepStore: true, webhookPollMs: 100 })
    const { token, hooks, hook, write } = await setUp(first, r.url)
    await write({ status: 'open' })
    await eventually(async () => (await call(first, token, 'GET', `${hooks}/${hook.id}/deliveries`)).json.data.length === 1)
    await first.stop()
    healthy = true
    const second = await startTestApp({ env: { ...env, ...store, WEBHOOK_RETRY_SCHEDULE: '0.3' }, webhookPollMs: 100 })
    cleanups.push(() => second.stop())
    await eventually(() => r.received.length === 2)
    expect(r.received[1]!.id).toBe(r.received[0]!.id)
    await eventually(async () => (await call(second, token, 'GET', `${hooks}/${hook.id}/deliveries`)).json.data[0]?.status === 'succeeded')
  })
})

if (TEST_MONGODB_URI && process.env.TEST_STORE === 'mongo') {
  describe('two instances on one MongoDB, real writes', () => {
    test('writes through both instances are delivered once each, in commit order', async () => {
      const r = receiver()
      const shared = { ...env, MONGODB_URI: TEST_MONGODB_URI!, MONGODB_DB: freshMongoDbName('two') }
      const a = await startTestApp({ env: shared, keepStore: true, webhookPollMs: 100 })
      const b = await startTestApp({ env: shared, webhookPollMs: 100 })
      cleanups.push(
        () => b.stop(),
        () => a.stop(),
      )
      const { token, base, feed } = await setUp(a, r.url)
      for (let i = 0; i < 30; i++) {
        const app = i % 2 === 0 ? a : b
        expect((await call(app, token, 'POST', `${base}/documents`, { n: i })).status).toBe(201)
      }
      await r.waitFor(30)
      await Bun.sleep(1500)
      const ids = (await feed()).filter((c) => c.op === 'create').map((c) => c.id)
      expect(ids).toHaveLength(30)
      expect(r.received.map((x) => x.id)).toEqual(ids)
    })
  })
}
