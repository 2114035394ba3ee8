import { afterAll, beforeAll, expect, test } from 'bun:test'
import { FakeTime } from '../fakes/fake-time'
import { startTestApp, type TestApp } from '../support/test-app'
import { startReceiver, verifyStandardWebhook } from '../support/webhook-receiver'

let app: TestApp
let admin: string
const receiver = startReceiver()

beforeAll(async () => {
  app = await startTestApp({
    env: { ADMIN_EMAILS: 'boss@hooks.test', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
    // The worker on fake time: it learns of the webhook at the poll the test moves time through.
    time: new FakeTime(new Date()),
    webhookPollMs: 1000,
  })
  admin = await app.signIn('boss@hooks.test')
})
afterAll(async () => {
  await app.stop()
  await receiver.stop()
})

test('desk webhooks are administrators’; they receive every inquiry event signed, in order', async () => {
  const user = await app.signIn('plain@hooks.test')
  expect((await app.request('GET', '/api/v1/desk/webhooks', { token: user })).status).toBe(403)
  const refused = await app.request('POST', '/api/v1/desk/webhooks', { token: admin, body: { url: receiver.url, events: ['create'] } })
  expect(refused.status).toBe(400)
  const created = await app.request('POST', '/api/v1/desk/webhooks', { token: admin, body: { url: receiver.url } })
  expect(created.status).toBe(201)
  const hook = (await created.json()) as { id: string; secret: string; events: string[] }
  expect(hook.events).toEqual(['inquiry.create', 'inquiry.update', 'inquiry.message', 'inquiry.merge', 'task.create', 'task.update'])
  await app.advance(1000)

  const inquiry = (await (
    await app.request('POST', '/api/v1/inquiries', {
      token: admin,
      body: { customer: { email: 'c@x.test' }, subject: 'S', message: 'Quote please' },
    })
  ).json()) as { _id: string }
  await app.request('PATCH', `/api/v1/inquiries/${inquiry._id}`, { token: admin, body: { status: 'pending' } })
  // Each commit wakes the worker; settled, every delivery has been answered and logged.
  await app.settled()
  const ops = receiver.received.map((r) => r.json.op)
  expect(ops).toEqual(['inquiry.create', 'inquiry.message', 'inquiry.update'])
  for (const r of receiver.received) {
    expect(verifyStandardWebhook(hook.secret, r)).toBe(true)
    expect(r.json.documentId).toBe(inquiry._id)
    expect(r.json.actor.email).toBe('boss@hooks.test')
  }
  expect(receiver.received[2]!.json.changes).toEqual([{ field: 'status', from: 'new', to: 'pending' }])
  const deliveries = await app.request('GET', `/api/v1/desk/webhooks/${hook.id}/deliveries`, { token: admin })
  expect(((await deliveries.json()) as { data: unknown[] }).data).toHaveLength(3)
  // 10 s of polls later, nothing was sent twice.
  await app.advance(10_000)
  expect(receiver.received).toHaveLength(3)
})
