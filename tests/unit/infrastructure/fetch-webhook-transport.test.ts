import { afterEach, describe, expect, test } from 'bun:test'
import { DnsWebhookTargetCheck } from '../../../infrastructure/webhooks/dns-webhook-target-check'
import { FetchWebhookTransport } from '../../../infrastructure/webhooks/fetch-webhook-transport'
import { startReceiver, verifyStandardWebhook } from '../../support/webhook-receiver'

const secret = `whsec_${btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => i * 7)))}`
const servers: { stop(): Promise<void> | void }[] = []
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop()
})

describe('FetchWebhookTransport', () => {
  test('signs each message so an independent Standard Webhooks verifier accepts it', async () => {
    const r = startReceiver(() => 202)
    servers.push(r)
    const outcome = await new FetchWebhookTransport(new DnsWebhookTargetCheck(true)).send({
      url: r.url,
      secret,
      id: '0000000000000007',
      body: '{"a":"ü"}',
    })
    expect(outcome).toEqual({ ok: true, responseStatus: 202, error: null })
    expect(r.received[0]!.body).toBe('{"a":"ü"}')
    expect(verifyStandardWebhook(secret, r.received[0]!)).toBe(true)
  })

  test('a name that now resolves to a private address is refused, and nothing is sent', async () => {
    const r = startReceiver()
    servers.push(r)
    const answers = [['93.184.216.34'], ['127.0.0.1']]
    const check = new DnsWebhookTargetCheck(false, async () => answers.shift() ?? [])
    const url = r.url.replace('127.0.0.1', 'rebinding.example.test')
    expect(await check.refusal(url, 'create')).toBeNull()
    const outcome = await new FetchWebhookTransport(check).send({ url, secret, id: '1', body: '{}' })
    expect(outcome).toEqual({
      ok: false,
      responseStatus: null,
      error: 'target refused: the target is a loopback, private, link-local or multicast address',
    })
    expect(r.received).toHaveLength(0)
  })

  test('a name that does not resolve is refused at delivery', async () => {
    const check = new DnsWebhookTargetCheck(false, async () => Promise.reject(new Error('NXDOMAIN')))
    expect(await check.refusal('https://gone.example.test/', 'create')).toBeNull()
    const outcome = await new FetchWebhookTransport(check).send({ url: 'https://gone.example.test/', secret, id: '1', body: '{}' })
    expect(outcome).toEqual({ ok: false, responseStatus: null, error: 'target refused: the host name does not resolve' })
  })

  test('a loopback literal is refused at delivery unless private targets are allowed', async () => {
    const r = startReceiver()
    servers.push(r)
    expect((await new FetchWebhookTransport(new DnsWebhookTargetCheck(false)).send({ url: r.url, secret, id: '1', body: '{}' })).ok).toBe(
      false,
    )
    expect(r.received).toHaveLength(0)
    expect((await new FetchWebhookTransport(new DnsWebhookTargetCheck(true)).send({ url: r.url, secret, id: '1', body: '{}' })).ok).toBe(
      true,
    )
  })

  test('redirects are not followed', async () => {
    const target = startReceiver()
    servers.push(target)
    const redirecting = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch: () => new Response(null, { status: 307, headers: { location: target.url } }),
    })
    servers.push({ stop: () => redirecting.stop(true) })
    const outcome = await new FetchWebhookTransport(new DnsWebhookTargetCheck(true)).send({
      url: `http://127.0.0.1:${redirecting.port}/`,
      secret,
      id: '1',
      body: '{}',
    })
    expect(outcome).toEqual({ ok: false, responseStatus: 307, error: 'HTTP 307: redirect not followed' })
    expect(target.received).toHaveLength(0)
  })

  test('a huge answer is cut: the log keeps a short excerpt', async () => {
    const big = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response('x'.repeat(8 * 1024 * 1024), { status: 500 }) })
    servers.push({ stop: () => big.stop(true) })
    const outcome = await new FetchWebhookTransport(new DnsWebhookTargetCheck(true)).send({
      url: `http://127.0.0.1:${big.port}/`,
      secret,
      id: '1',
      body: '{}',
    })
    expect(outcome.ok).toBe(false)
    expect(outcome.responseStatus).toBe(500)
    expect(outcome.error).toBe(`HTTP 500: ${'x'.repeat(200)}`)
  })

  test('a refused connection is a failed attempt, not an error', async () => {
    const closed = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response('') })
    const url = `http://127.0.0.1:${closed.port}/`
    await closed.stop(true)
    const outcome = await new FetchWebhookTransport(new DnsWebhookTargetCheck(true)).send({ url, secret, id: '1', body: '{}' })
    expect(outcome.ok).toBe(false)
    expect(outcome.responseStatus).toBeNull()
    expect(outcome.error).toStartWith('connection failed')
  })
})
