import { afterAll, beforeAll, expect, test } from 'bun:test'
import { startTestApp, type TestApp } from '../support/test-app'
import { eventually } from '../support/webhook-harness'
import { startReceiver, verifyStandardWebhook } from '../support/webhook-receiver'

let app: TestApp
let admin: string
const receiver = startReceiver()

beforeAll(async () => {
  app = await startTestApp({
    env: { ADMIN_EMAILS: 'boss@hooks.test', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '0.1' },
    webhookPollMs: 100,
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

  const inquiry = (await (
    await app.request('POST', '/api/v1/inquiries', {
      token: admin,
      body: { customer: { email: 'c@x.test' }, subject: 'S', message: 'Quote please' },
    })
  ).json()) as { _id: string }
  await app.request('PATCH', `/api/v1/inquiries/${inquiry._id}`, { token: admin, body: { status: 'pending' } })
  await receiver.waitFor(3)
  const ops = receiver.received.map((r) => r.json.op)
  expect(ops).toEqual(['inquiry.create', 'inquiry.message', 'inquiry.update'])
  for (const r of receiver.received) {
    expect(verifyStandardWebhook(hook.secret, r)).toBe(true)
    expect(r.json.documentId).toBe(inquiry._id)
    expect(r.json.actor.email).toBe('boss@hooks.test')
  }
  expect(receiver.received[2]!.json.changes).toEqual([{ field: 'status', from: 'new', to: 'pending' }])
  // The delivery log is written once the receiver has answered: the third may land just after it arrived.
  const logged = async () => {
    const deliveries = await app.request('GET', `/api/v1/desk/webhooks/${hook.id}/deliveries`, { token: admin })
    return ((await deliveries.json()) as { data: unknown[] }).data.length
  }
  await eventually(async () => (await logged()) === 3)
  expect(await logged()).toBe(3)
}, 15_000)
