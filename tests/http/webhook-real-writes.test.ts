import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TOKENS } from '../../application/ports/tokens'
import { WebhookDeliveryRun } from '../../application/services/webhook-delivery-run'
import { WebhookDispatcher } from '../../application/services/webhook-dispatcher'
import { FakeTime } from '../fakes/fake-time'
import { freshMongoDbName, TEST_MONGODB_URI } from '../support/mongo-test-db'
import { startTestApp, type TestApp } from '../support/test-app'
import { startReceiver, verifyStandardWebhook } from '../support/webhook-receiver'

// Real writes through the API produce the change records; loopback receivers need private
// targets allowed. The retry schedule is the default one (5 s, 30 s, ...): the worker runs on
// fake time, so a retry falls due when the test moves time on, never by waiting.
const env = { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }
const POLL_MS = 1000
/** 10 s of fake time: ten polls (the production interval) and the first retry of the schedule; whatever is then counted is all that will ever arrive. */
const NO_MORE_ARRIVE_MS = 10_000

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
  // The worker learns of a new webhook at its next poll; from then on each commit wakes it.
  await app.advance(POLL_MS)
  const write = async (body: Record<string, unknown>, on: TestApp = app) => {
    const res = await call(on, token, 'POST', `${base}/documents`, body)
    expect(res.status).toBe(201)
    return res.json._id as string
  }
  /** The change feed as a reader of the database gets it: what the receiver must have been sent. */
  const feed = async () => (await call(app, token, 'GET', `${base}/changes?limit=1000`)).json.data as any[]
  return { token, db, base, hooks: `${base}/webhooks`, hook: created.json as { id: string; secret: string }, write, feed }
}

/** A second delivery worker on the app's store, standing for another instance (an embedded store is opened by one process). */
function secondWorker(app: TestApp): WebhookDispatcher {
  const c = app.container
  const worker = new WebhookDispatcher(
    c.get(TOKENS.WebhookStore),
    c.get(TOKENS.ChangeNotifier),
    c.get(TOKENS.Clock),
    c.get(TOKENS.RandomSource),
    c.get(TOKENS.Logger),
    c.get(WebhookDeliveryRun),
    c.get(TOKENS.BackgroundPacer),
    c.get(TOKENS.Scheduler),
  )
  worker.start({ pollMs: POLL_MS, leaseMs: 30_000 })
  cleanups.push(() => worker.stop())
  return worker
}

describe('webhook delivery of real writes', () => {
  let app: TestApp
  const time = new FakeTime(new Date())
  beforeAll(async () => {
    app = await startTestApp({ env, time, webhookPollMs: POLL_MS })
  })
  afterAll(() => app.stop())

  test('a document write reaches the receiver signed, decrypted, as the change feed shows it, without waiting for a poll', async () => {
    const r = receiver()
    const { hook, write, feed } = await setUp(app, r.url)
    const id = await write({ status: 'open', contactPhone: '+47 555 0100' })
    // The commit wakes the worker: no time passes.
    await app.settled()
    expect(r.received).toHaveLength(1)
    const [record] = (await feed()).filter((c) => c.op === 'create')
    expect(r.received[0]!.json).toEqual(record)
    expect(r.received[0]!.json).toMatchObject({
      op: 'create',
      documentId: id,
      changes: expect.arrayContaining([{ field: 'contactPhone', from: null, to: '+47 555 0100' }]),
    })
    expect(r.received[0]!.id).toBe(record.id)
    expect(verifyStandardWebhook(hook.secret, r.received[0]!)).toBe(true)
    await app.advance(NO_MORE_ARRIVE_MS)
    expect(r.received).toHaveLength(1)
  })

  test('50 quick writes arrive once each, in commit order', async () => {
    const r = receiver()
    const { write, feed } = await setUp(app, r.url)
    // Five at a time: quick, and concurrent enough that commit order and request order may differ.
    for (let i = 0; i < 50; i += 5) await Promise.all([0, 1, 2, 3, 4].map((j) => write({ n: i + j })))
    await app.advance(NO_MORE_ARRIVE_MS)
    const ids = (await feed()).filter((c) => c.op === 'create').map((c) => c.id)
    expect(ids).toHaveLength(50)
    expect(r.received.map((x) => x.id)).toEqual(ids)
  })

  test('two workers on one store deliver each change once (the lease)', async () => {
    const r = receiver()
    const { write, feed } = await setUp(app, r.url)
    const other = secondWorker(app)
    for (let i = 0; i < 20; i += 5) await Promise.all([0, 1, 2, 3, 4].map((j) => write({ n: i + j })))
    // Both workers poll through 10 s of fake time, each poll run to its end before the next.
    await time.advance(NO_MORE_ARRIVE_MS, async () => {
      await app.settled()
      await other.settled()
    })
    const ids = (await feed()).filter((c) => c.op === 'create').map((c) => c.id)
    expect(r.received.map((x) => x.id)).toEqual(ids)
  })

  test('retries on the schedule, the delivery log, redelivery and rotation through the API', async () => {
    const r = receiver((_, i) => (i === 0 ? 500 : 200))
    const { token, hooks, hook, write } = await setUp(app, r.url)
    await write({ status: 'open' })
    await app.settled()
    expect(r.received).toHaveLength(1)
    // The first retry is due 5 s after the failure, not a moment sooner.
    await app.advance(4999)
    expect(r.received).toHaveLength(1)
    await app.advance(1)
    expect(r.received).toHaveLength(2)
    expect(r.received[1]!.id).toBe(r.received[0]!.id)
    const deliveries = await call(app, token, 'GET', `${hooks}/${hook.id}/deliveries`)
    // Each attempt names the change it carried, read from the store's own change log.
    const documentId = r.received[0]!.json.documentId
    expect(deliveries.json.data.map((d: any) => [d.attempt, d.status, d.responseStatus, d.op, d.documentId])).toEqual([
      [2, 'succeeded', 200, 'create', documentId],
      [1, 'pending', 500, 'create', documentId],
    ])
    expect((await call(app, token, 'POST', `${hooks}/${hook.id}/deliveries/${deliveries.json.data[0].id}/redeliver`)).status).toBe(202)
    // A queued redelivery is found by the next poll.
    await app.advance(POLL_MS)
    expect(r.received).toHaveLength(3)
    expect(r.received[2]!.id).toBe(r.received[0]!.id)
    const rotated = (await call(app, token, 'POST', `${hooks}/${hook.id}/rotate-secret`)).json.secret as string
    await write({ status: 'next' })
    await app.settled()
    expect(r.received).toHaveLength(4)
    expect(verifyStandardWebhook(rotated, r.received[3]!)).toBe(true)
    expect(verifyStandardWebhook(hook.secret, r.received[3]!)).toBe(false)
    await app.advance(NO_MORE_ARRIVE_MS)
    expect(r.received).toHaveLength(4)
  })

  test('events filter the changes; deleting the database delivers database.delete and removes the webhook', async () => {
    const r = receiver()
    const { token, base, hooks, hook, write } = await setUp(app, r.url, ['update', 'database.delete'])
    const id = await write({ status: 'open' })
    expect((await call(app, token, 'PATCH', `${base}/documents/${id}`, { field: 'status', value: 'closed' })).status).toBe(200)
    await app.settled()
    expect(r.received).toHaveLength(1)
    expect(r.received[0]!.json).toMatchObject({ op: 'update', documentId: id, changes: [{ field: 'status', from: 'open', to: 'closed' }] })
    expect((await call(app, token, 'DELETE', base)).status).toBe(200)
    await app.settled()
    expect(r.received.map((x) => x.json.op)).toEqual(['update', 'database.delete'])
    expect(await app.container.get(TOKENS.WebhookStore).findById(hook.id)).toBeNull()
    expect((await call(app, token, 'GET', hooks)).status).toBe(404)
    await app.advance(NO_MORE_ARRIVE_MS)
    expect(r.received).toHaveLength(2)
  })
})

describe('webhook deliveries of real writes survive a restart', () => {
  test('a pending delivery made by one process is sent by the next on the same store, when its retry falls due', async () => {
    let healthy = false
    const r = receiver(() => (healthy ? 200 : 500))
    const dir = mkdtempSync(join(tmpdir(), 'webhooks-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const store: Record<string, string> =
      process.env.TEST_STORE === 'mongo' ? { MONGODB_URI: TEST_MONGODB_URI!, MONGODB_DB: freshMongoDbName('restart') } : { DATA_DIR: dir }
    const time = new FakeTime(new Date())
    const first = await startTestApp({ env: { ...env, ...store }, time, keepStore: true, webhookPollMs: POLL_MS })
    const { token, hooks, hook, write } = await setUp(first, r.url)
    await write({ status: 'open' })
    await first.settled()
    expect(r.received).toHaveLength(1)
    expect((await call(first, token, 'GET', `${hooks}/${hook.id}/deliveries`)).json.data).toHaveLength(1)
    await first.stop()
    healthy = true
    const second = await startTestApp({ env: { ...env, ...store }, time, webhookPollMs: POLL_MS })
    cleanups.push(() => second.stop())
    await second.advance(4999)
    expect(r.received).toHaveLength(1)
    await second.advance(1)
    expect(r.received).toHaveLength(2)
    expect(r.received[1]!.id).toBe(r.received[0]!.id)
    expect((await call(second, token, 'GET', `${hooks}/${hook.id}/deliveries`)).json.data[0]?.status).toBe('succeeded')
    await second.advance(NO_MORE_ARRIVE_MS)
    expect(r.received).toHaveLength(2)
  })
})

if (TEST_MONGODB_URI && process.env.TEST_STORE === 'mongo') {
  describe('two instances on one MongoDB, real writes', () => {
    test('writes through both instances are delivered once each, in commit order', async () => {
      const r = receiver()
      const shared = { ...env, MONGODB_URI: TEST_MONGODB_URI!, MONGODB_DB: freshMongoDbName('two') }
      const time = new FakeTime(new Date())
      const a = await startTestApp({ env: shared, time, keepStore: true, webhookPollMs: POLL_MS })
      const b = await startTestApp({ env: shared, time, webhookPollMs: POLL_MS })
      cleanups.push(
        () => b.stop(),
        () => a.stop(),
      )
      const { write, feed } = await setUp(a, r.url)
      for (let i = 0; i < 30; i++) await write({ n: i }, i % 2 === 0 ? a : b)
      await time.advance(NO_MORE_ARRIVE_MS, async () => {
        await a.settled()
        await b.settled()
      })
      const ids = (await feed()).filter((c) => c.op === 'create').map((c) => c.id)
      expect(ids).toHaveLength(30)
      expect(r.received.map((x) => x.id)).toEqual(ids)
    })
  })
}
