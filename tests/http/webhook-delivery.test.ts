import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ContainerModule } from 'inversify'
import { TOKENS } from '../../application/ports/tokens'
import { InMemoryChangeLog } from '../fakes/in-memory-change-log'
import { freshMongoDbName, TEST_MONGODB_URI } from '../support/mongo-test-db'
import { startTestApp, type TestApp } from '../support/test-app'
import { change, eventually } from '../support/webhook-harness'
import { startReceiver, verifyStandardWebhook } from '../support/webhook-receiver'

// Loopback receivers need private targets allowed; a short schedule keeps retries quick.
const env = { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '0.1,0.2' }
/**
 * The change log the worker reads: records appended here stand for writes (shared, like a store's
 * log is). The store's own notifier stays bound (its write paths use it), so the worker finds these
 * records through its poll.
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
    app = await startTestApp({ env, overrides: [logModule(log)], webhookPollMs: 100 })
  })
  afterAll(() => app.stop())

  test('a change reaches the receiver signed; the log, redelivery and rotation work through the API', async () => {
    const r = receiver((_, i) => (i === 0 ? 500 : 200))
    const { token, db, hooks, hook } = await setUp(app, r.url)
    const record = log.append(change(db, 'doc1'))
    await r.waitFor(2)
    expect(r.received.map((x) => x.id)).toEqual([record.id, record.id])
    expect(r.received[1]!.json).toEqual(record)
    expect(verifyStandardWebhook(hook.secret, r.received[1]!)).toBe(true)

    let deliveries: any
    await eventually(async () => (deliveries = await call(app, token, 'GET', `${hooks}/${hook.id}/deliveries`)).json.data.length === 2)
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
    await r.waitFor(3)
    expect(r.received[2]!.id).toBe(record.id)

    const rotated = (await call(app, token, 'POST', `${hooks}/${hook.id}/rotate-secret`)).json.secret as string
    log.append(change(db, 'doc2'))
    await r.waitFor(4)
    expect(r.received.map((x) => x.json.documentId)).toEqual(['doc1', 'doc1', 'doc1', 'doc2'])
    expect(verifyStandardWebhook(rotated, r.received[3]!)).toBe(true)
    expect(verifyStandardWebhook(hook.secret, r.received[3]!)).toBe(false)
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
    await r.waitFor(1)
    await Bun.sleep(200)
    expect(r.received.map((x) => x.id)).toEqual([fresh.id])
  })
})

describe('webhook deliveries survive a restart', () => {
  test('a pending delivery made by one process is sent by the next on the same store', async () => {
    let healthy = false
    const r = receiver(() => (healthy ? 200 : 500))
    const dir = mkdtempSync(join(tmpdir(), 'webhooks-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const store: Record<string, string> =
      process.env.TEST_STORE === 'mongo' ? { MONGODB_URI: TEST_MONGODB_URI!, MONGODB_DB: freshMongoDbName('restart') } : { DATA_DIR: dir }
    const log = new InMemoryChangeLog()
    const first = await startTestApp({
      env: { ...env, ...store, WEBHOOK_RETRY_SCHEDULE: '0.3' },
      overrides: [logModule(log)],
      keepStore: true,
      webhookPollMs: 100,
    })
    const { token, db, hooks, hook } = await setUp(first, r.url)
    const record = log.append(change(db, 'doc1'))
    await eventually(async () => (await call(first, token, 'GET', `${hooks}/${hook.id}/deliveries`)).json.data.length === 1)
    await first.stop()
    healthy = true
    const second = await startTestApp({
      env: { ...env, ...store, WEBHOOK_RETRY_SCHEDULE: '0.3' },
      overrides: [logModule(log)],
      webhookPollMs: 100,
    })
    cleanups.push(() => second.stop())
    await eventually(() => r.received.length === 2)
    expect(r.received.map((x) => x.id)).toEqual([record.id, record.id])
    await eventually(async () => (await call(second, token, 'GET', `${hooks}/${hook.id}/deliveries`)).json.data[0]?.status === 'succeeded')
  })
})

if (TEST_MONGODB_URI && process.env.TEST_STORE === 'mongo') {
  describe('two instances on one MongoDB', () => {
    test('each change is delivered once', async () => {
      const r = receiver()
      const shared = { ...env, MONGODB_URI: TEST_MONGODB_URI!, MONGODB_DB: freshMongoDbName('two') }
      const log = new InMemoryChangeLog()
      const a = await startTestApp({ env: shared, overrides: [logModule(log)], keepStore: true, webhookPollMs: 100 })
      const b = await startTestApp({ env: shared, overrides: [logModule(log)], webhookPollMs: 100 })
      cleanups.push(
        () => b.stop(),
        () => a.stop(),
      )
      const { db } = await setUp(a, r.url)
      const ids = Array.from({ length: 30 }, (_, i) => log.append(change(db, `doc${i}`)).id)
      await r.waitFor(30)
      await Bun.sleep(500)
      expect(r.received.map((x) => x.id)).toEqual(ids)
    })
  })
}
