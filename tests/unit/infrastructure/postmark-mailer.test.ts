import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { PostmarkMailer } from '../../../infrastructure/mail/postmark-mailer'
import { fakePostmarkServer } from '../../fakes/fake-postmark-server'

describe('PostmarkMailer through the real postmark client', () => {
  let fake: ReturnType<typeof fakePostmarkServer>
  beforeAll(() => {
    fake = fakePostmarkServer()
  })
  afterAll(() => fake.server.stop(true))

  const message = {
    to: 'ada@example.com',
    subject: 'Your sign-in link',
    text: 'Open https://x.test/?token=abc',
    html: '<p>Open</p>',
    tag: 'login-link',
  }

  test('sends the message with the server token to /email', async () => {
    fake.setMode('ok')
    const mailer = new PostmarkMailer({ serverToken: 'server-token-123', from: 'noreply@service.test', apiUrl: fake.url })
    await mailer.send(message)
    const request = fake.received.at(-1)!
    expect(request.path).toBe('/email')
    expect(request.headers.get('x-postmark-server-token')).toBe('server-token-123')
    expect(request.body).toMatchObject({
      From: 'noreply@service.test',
      To: 'ada@example.com',
      Subject: 'Your sign-in link',
      TextBody: message.text,
      HtmlBody: message.html,
      Tag: 'login-link',
      MessageStream: 'outbound',
      TrackOpens: false,
    })
  })

  test('a refusal or an outage becomes UPSTREAM_UNAVAILABLE without the provider text', async () => {
    const mailer = new PostmarkMailer({ serverToken: 't', from: 'noreply@service.test', apiUrl: fake.url })
    for (const mode of ['reject', 'down'] as const) {
      fake.setMode(mode)
      const error = await mailer.send(message).catch((e) => e)
      expect(error).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
      expect(String(error.message)).not.toContain('ada@example.com')
    }
  })

  test('an unreachable provider fails within the timeout', async () => {
    const mailer = new PostmarkMailer({ serverToken: 't', from: 'noreply@service.test', apiUrl: 'http://127.0.0.1:9', timeoutSeconds: 2 })
    await expect(mailer.send(message)).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
  })
})
