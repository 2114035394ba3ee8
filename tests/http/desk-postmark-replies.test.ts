import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { ContainerModule } from 'inversify'
import type { Clock } from '../../application/ports/clock'
import { TOKENS } from '../../application/ports/tokens'
import { ReplyDelivery } from '../../application/services/reply-delivery'
import { fakePostmarkServer } from '../fakes/fake-postmark-server'
import { postmarkInbound } from '../support/postmark-payload'
import { startTestApp, type TestApp } from '../support/test-app'

// Desk replies through the real PostmarkMailer (the `postmark` client, configured by POSTMARK_SERVER_TOKEN
// and POSTMARK_API_URL) to a fake Postmark API on 127.0.0.1: the request Postmark would get, and what a
// refusal or an outage does to the reply's delivery state.
const BASIC = `Basic ${Buffer.from('postmark:s3cret-pass').toString('base64')}`
const fake = fakePostmarkServer()
/** Real time plus an offset the test moves: the retry schedule is read through the Clock port. */
let offsetMs = 0
const movableClock: Clock = { now: () => new Date(Date.now() + offsetMs), nowMs: () => Date.now() + offsetMs }
let app: TestApp
let agent: string

const json = async (res: Response) => (await res.json()) as Record<string, any>
const lastTo = (to: string) => [...fake.received].reverse().find((r) => r.body.To === to)

/** Signs in through the real link flow; the link arrives at the fake Postmark API. */
async function signIn(email: string): Promise<string> {
  expect((await app.request('POST', '/api/v1/auth', { body: { email } })).status).toBe(200)
  const link = /token=([^\s&"]+)/.exec(String(lastTo(email)?.body.TextBody))
  const verified = await app.request('POST', '/api/v1/auth/verify', { body: { token: decodeURIComponent(link![1]!) } })
  return (await json(verified)).accessToken
}

beforeAll(async () => {
  app = await startTestApp({
    mail: 'configured',
    env: {
      POSTMARK_SERVER_TOKEN: 'pm-server-token-1',
      POSTMARK_API_URL: fake.url,
      MAIL_FROM: 'desk@service.test',
      ADMIN_EMAILS: 'boss@desk.test',
      INBOUND_WEBHOOK_USER: 'postmark',
      INBOUND_WEBHOOK_PASSWORD: 's3cret-pass',
      INBOUND_REPLY_ADDRESS: 'desk@inbound.test',
      WEBHOOK_RETRY_SCHEDULE: '5,30',
    },
    overrides: [new ContainerModule(({ rebind }) => void rebind(TOKENS.Clock).toConstantValue(movableClock))],
  })
  const admin = await signIn('boss@desk.test')
  agent = await signIn('agent@desk.test')
  const found = await json(await app.request('GET', '/api/v1/users?email=agent@desk.test', { token: admin }))
  const promoted = await app.request('PATCH', `/api/v1/users/${found.data[0]._id}`, { token: admin, body: { permission: 'agent' } })
  expect(promoted.status).toBe(200)
  agent = await signIn('agent@desk.test')
})
afterAll(async () => {
  await app.stop()
  fake.server.stop(true)
})

async function newEmailInquiry() {
  const payload = postmarkInbound()
  const res = await fetch(`${app.url}/api/v1/inbound/postmark`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: BASIC },
    body: JSON.stringify(payload),
  })
  expect(res.status).toBe(200)
  const { inquiryId } = await json(res)
  const inquiry = await json(await app.request('GET', `/api/v1/inquiries/${inquiryId}`, { token: agent }))
  return { inquiry, inboundId: payload.Headers.find((h) => h.Name === 'Message-ID')!.Value }
}

const reply = async (inquiryId: string, text: string) => {
  const res = await app.request('POST', `/api/v1/inquiries/${inquiryId}/replies`, { token: agent, body: { text } })
  expect(res.status).toBe(201)
  return json(res)
}
const deliveryOf = async (inquiryId: string, messageId: string) => {
  const thread = await json(await app.request('GET', `/api/v1/inquiries/${inquiryId}/messages`, { token: agent }))
  return thread.data.find((m: { _id: string }) => m._id === messageId).delivery
}
/** Moves the clock on and runs the retries that fall due, as the delivery worker's poll would. */
const retryAfter = async (seconds: number) => {
  offsetMs += seconds * 1000
  return app.container.get(ReplyDelivery).runDue()
}

describe('desk replies through Postmark', () => {
  test('an agent reply is the Postmark request: server token, From/To/Subject, Reply-To token, threading headers', async () => {
    fake.setMode('ok')
    const { inquiry, inboundId } = await newEmailInquiry()
    const before = fake.received.length
    const sent = await reply(inquiry._id, 'Dear customer, EUR 420 all in.')
    expect(sent.delivery).toBe('sent')
    expect(fake.received).toHaveLength(before + 1)
    const request = fake.received.at(-1)!
    expect(request.path).toBe('/email')
    expect(request.headers.get('x-postmark-server-token')).toBe('pm-server-token-1')
    expect(request.headers.get('content-type')).toContain('application/json')
    expect(request.body).toMatchObject({
      From: 'desk@service.test',
      To: 'support@postmarkapp.com',
      Subject: `Re: Quote request: 2 pallets Hamburg to Lyon [${inquiry.reference}]`,
      MessageStream: 'outbound',
      Tag: expect.any(String),
    })
    expect(String(request.body.TextBody)).toContain('Dear customer, EUR 420 all in.')
    expect(String(request.body.ReplyTo)).toMatch(/^desk\+[A-Za-z0-9]+@inbound\.test$/)
    const headers = Object.fromEntries((request.body.Headers as { Name: string; Value: string }[]).map((h) => [h.Name, h.Value]))
    expect(headers['In-Reply-To']).toBe(inboundId)
    expect(headers.References).toBe(inboundId)
    expect(headers['Message-ID']).toMatch(/^<.+@.+>$/)
  })

  test('a 500 from Postmark leaves the reply queued and retried on the schedule, then failed', async () => {
    const { inquiry } = await newEmailInquiry()
    fake.setMode('down')
    const before = fake.received.length
    const message = await reply(inquiry._id, 'Second try')
    expect(message.delivery).toBe('queued')
    expect(await deliveryOf(inquiry._id, message._id)).toBe('queued')
    expect(await retryAfter(4)).toBe(0)
    expect(await retryAfter(1)).toBe(1)
    expect(await deliveryOf(inquiry._id, message._id)).toBe('queued')
    expect(await retryAfter(30)).toBe(1)
    expect(await deliveryOf(inquiry._id, message._id)).toBe('failed')
    expect(fake.received.length - before).toBe(3)
    expect(await retryAfter(3600)).toBe(0)
  })

  test('a 422 refusal is queued too; the retry that Postmark accepts makes it sent', async () => {
    const { inquiry } = await newEmailInquiry()
    fake.setMode('reject')
    const message = await reply(inquiry._id, 'Third try')
    expect(message.delivery).toBe('queued')
    fake.setMode('ok')
    expect(await retryAfter(5)).toBe(1)
    expect(await deliveryOf(inquiry._id, message._id)).toBe('sent')
    expect(lastTo('support@postmarkapp.com')!.body.TextBody).toContain('Third try')
  })
})
