import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ContainerModule } from 'inversify'
import { TOKENS } from '../../application/ports/tokens'
import { FakeTime } from '../fakes/fake-time'
import { InMemoryChangeLog } from '../fakes/in-memory-change-log'
import { freshMongoDbName, TEST_MONGODB_URI } from '../support/mongo-test-db'
import { startTestApp, type TestApp } from '../support/test-app'
import { change } from '../support/webhook-harness'
import { startReceiver, verifyStandardWebhook } from '../support/webhook-receiver'

// Loopback receivers need private targets allowed. The retry schedule is the default one (5 s,
// 30 s, ...): the worker runs on fake time, so a retry falls due when the test moves time on.
const env = { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }
const POLL_MS = 1000
/** 10 s of fake time: ten polls (the production interval) and the first retry of the schedule; whatever is then counted is all that will ever arrive. */
const NO_MORE_ARRIVE_MS = 10_000
/**
 * The change log the worker reads: records appended here stand for writes (shared, like a store's
 * log is). The store's own notifier stays bound (its write paths use it), so the worker finds these
 * records through its poll: the tests move fake time on by one poll after appending.
 */
const logModule = (log: InMemoryChangeLog) =>
  new ContainerModule(({ rebind }) => {
    rebind(TOKENS.ChangeLog).toConstantValue(log)
  })

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

async function setUp(app: TestApp, url: string) {
  const token = await app.signIn('deliveries@example.com')
  const db = (await call(app, token, 'POST', '/api/v1/datalake/erp/databases', { name: `Hooks ${crypto.randomUUID()}` })).json
    .name as string
  const hooks = `/api/v1/datalake/erp/databases/${db}/webhooks`
  const created = await call(app, token, 'POST', hooks, { url })
  expect(created.status).toBe(201)
  return { token, db, hooks, hook: created.json as { id: string; secret: string } }
}

describe('webhook delivery through the service', () => {
  let app: TestApp
  const log = new InMemoryChangeLog()
  beforeAll(async () => {
    app = await startTestApp({ env, time: new FakeTime(new Date()), overrides: [logModule(log)], webhookPollMs: POLL_MS })
  })
  afterAll(() => app.stop())

  test('a change reaches the receiver signed; the log, redelivery and rotation work through the API', async () => {
    const r = receiver((_, i) => (i === 0 ? 500 : 200))
    const { token, db, hooks, hook } = await setUp(app, r.url)
    const record = log.append(change(db, 'doc1'))
    await app.advance(POLL_MS)
    expect(r.received.map((x) => x.id)).toEqual([record.id])
    // The first retry is due 5 s after the failure, not a moment sooner.
    await app.advance(4999)
    expect(r.received).toHaveLength(1)
    await app.advance(1)
    expect(r.received.map((x) => x.id)).toEqual([record.id, record.id])
    expect(r.received[1]!.json).toEqual(record)
    expect(verifyStandardWebhook(hook.secret, r.received[1]!)).toBe(true)

    const deliveries = await call(app, token, 'GET', `${hooks}/${hook.id}/deliveries`)
    expect(deliveries.json.data.map((d: any) => [d.changeId, d.attempt, d.status, d.responseStatus, d.op, d.documentId])).toEqual([
      [record.id, 2, 'succeeded', 200, 'create', 'doc1'],
      [record.id, 1, 'pending', 500, 'create', 'doc1'],
    ])
    expect(deliveries.json.data.map((d: any) => d.nextAttemptAt === null)).toEqual([true, false])
    const page = await call(app, token, 'GET', `${hooks}/${hook.id}/deliveries?limit=1`)
    expect(page.json.data).toEqual([deliveries.json.data[0]])
    expect((await call(app, token, 'GET', `${hooks}/${hook.id}/deliveries?limit=1&before=${page.json.nextCursor}`)).json.data).toEqual([
      deliveries.json.data[1],
    ])

    const redeliver = await call(app, token, 'POST', `${hooks}/${hook.id}/deliveries/${deliveries.json.data[0].id}/redeliver`)
    expect(redeliver.status).toBe(202)
    await app.advance(POLL_MS)
    expect(r.received).toHaveLength(3)
    expect(r.received[2]!.id).toBe(record.id)

    const rotated = (await call(app, token, 'POST', `${hooks}/${hook.id}/rotate-secret`)).json.secret as string
    log.append(change(db, 'doc2'))
    await app.advance(POLL_MS)
    expect(r.received.map((x) => x.json.documentId)).toEqual(['doc1', 'doc1', 'doc1', 'doc2'])
    expect(verifyStandardWebhook(rotated, r.received[3]!)).toBe(true)
    expect(verifyStandardWebhook(hook.secret, r.received[3]!)).toBe(false)
    await app.advance(NO_MORE_ARRIVE_MS)
    expect(r.received).toHaveLength(4)
  })

  test('a ping is sent at once, signed, to a paused webhook too, outside the delivery log; a failing target is reported', async () => {
    const r = receiver((_, i) => (i === 0 ? 204 : 503))
    const { token, hooks, hook } = await setUp(app, r.url)
    expect((await call(app, token, 'PATCH', `${hooks}/${hook.id}`, { status: 'paused' })).status).toBe(200)
    const ping = `${hooks}/${hook.id}/ping`
    expect(await call(app, token, 'POST', ping)).toEqual({ status: 200, json: { ok: true, responseStatus: 204, error: null } })
    expect(r.received[0]!.id).toMatch(/^ping_[A-Za-z0-9_-]+$/)
    expect(r.received[0]!.json).toEqual({ type: 'ping', webhookId: hook.id, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) })
    expect(verifyStandardWebhook(hook.secret, r.received[0]!)).toBe(true)
    const failed = await call(app, token, 'POST', ping)
    expect(failed.json).toEqual({ ok: false, responseStatus: 503, error: expect.any(String) })
    expect((await call(app, token, 'GET', `${hooks}/${hook.id}/deliveries`)).json.data).toEqual([])
    const viewer = await app.signIn('stranger@example.com')
    expect((await call(app, viewer, 'POST', ping)).status).toBe(404)
  })

  test('a webhook receives only the changes made after it was created, of its own database', async () => {
    const r = receiver()
    const token = await app.signIn('deliveries@example.com')
    const db = (await call(app, token, 'POST', '/api/v1/datalake/erp/databases', { name: 'Before' })).json.name as string
    log.append(change(db, 'old'))
    await call(app, token, 'POST', `/api/v1/datalake/erp/databases/${db}/webhooks`, { url: r.url })
    log.append(change('another_db', 'other'))
    const fresh = log.append(change(db, 'new'))
    await app.advance(NO_MORE_ARRIVE_MS)
    expect(r.received.map((x) => x.id)).toEqual([fresh.id])
  })
})

describe('webhook deliveries survive a restart', () => {
  test('a pending delivery made by one process is sent by the next on the same store, when its retry falls due', async () => {
    let healthy = false
    const r = receiver(() => (healthy ? 200 : 500))
    const dir = mkdtempSync(join(tmpdir(), 'webhooks-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const store: Record<string, string> =
      process.env.TEST_STORE === 'mongo' ? { MONGODB_URI: TEST_MONGODB_URI!, MONGODB_DB: freshMongoDbName('restart') } : { DATA_DIR: dir }
    const log = new InMemoryChangeLog()
    const time = new FakeTime(new Date())
    const first = await startTestApp({
      env: { ...env, ...store },
      time,
      overrides: [logModule(log)],
      keepStore: true,
      webhookPollMs: POLL_MS,
    })
    const { token, db, hooks, hook } = await setUp(first, r.url)
    const record = log.append(change(db, 'doc1'))
    await first.advance(POLL_MS)
    expect((await call(first, token, 'GET', `${hooks}/${hook.id}/deliveries`)).json.data).toHaveLength(1)
    await first.stop()
    healthy = true
    const second = await startTestApp({ env: { ...env, ...store }, time, overrides: [logModule(log)], webhookPollMs: POLL_MS })
    cleanups.push(() => second.stop())
    await second.advance(4999)
    expect(r.received).toHaveLength(1)
    await second.advance(1)
    expect(r.received.map((x) => x.id)).toEqual([record.id, record.id])
    expect((await call(second, token, 'GET', `${hooks}/${hook.id}/deliveries`)).json.data[0]?.status).toBe('succeeded')
    await second.advance(NO_MORE_ARRIVE_MS)
    expect(r.received).toHaveLength(2)
  })
})

if (TEST_MONGODB_URI && process.env.TEST_STORE === 'mongo') {
  describe('two instances on one MongoDB', () => {
    test('each change is delivered once', async () => {
      const r = receiver()
      const shared = { ...env, MONGODB_URI: TEST_MONGODB_URI!, MONGODB_DB: freshMongoDbName('two') }
      const log = new InMemoryChangeLog()
      const time = new FakeTime(new Date())
      const a = await startTestApp({ env: shared, time, overrides: [logModule(log)], keepStore: true, webhookPollMs: POLL_MS })
      const b = await startTestApp({ env: shared, time, overrides: [logModule(log)], webhookPollMs: POLL_MS })
      cleanups.push(
        () => b.stop(),
        () => a.stop(),
      )
      const { db } = await setUp(a, r.url)
      const ids = Array.from({ length: 30 }, (_, i) => log.append(change(db, `doc${i}`)).id)
      // Both instances' next polls fall due at the same instant and run side by side: only the lease
      // keeps them from sending the changes twice.
      await time.advance(POLL_MS)
      await Promise.all([a.settled(), b.settled()])
      await time.advance(NO_MORE_ARRIVE_MS, async () => {
        await a.settled()
        await b.settled()
      })
      expect(r.received.map((x) => x.id)).toEqual(ids)
    })
  })
}
