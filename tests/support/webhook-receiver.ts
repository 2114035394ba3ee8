import { createHmac, timingSafeEqual } from 'node:crypto'

export interface ReceivedHook {
  readonly id: string
  readonly timestamp: string
  readonly signature: string
  readonly body: string
  readonly json: any
}

/** What a receiver answers: a status, or 'hang' to never answer. */
export type ReceiverAnswer = number | 'hang'

/**
 * A webhook receiver on 127.0.0.1 (Bun.serve) that keeps every request; `answer` decides each
 * reply. Hung requests are released on stop.
 */
export function startReceiver(answer: (hook: ReceivedHook, index: number) => ReceiverAnswer = () => 200) {
  const received: ReceivedHook[] = []
  const waiters: { count: number; resolve: () => void }[] = []
  const hung: (() => void)[] = []
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const body = await request.text()
      const hook = {
        id: request.headers.get('webhook-id') ?? '',
        timestamp: request.headers.get('webhook-timestamp') ?? '',
        signature: request.headers.get('webhook-signature') ?? '',
        body,
        json: JSON.parse(body),
      }
      received.push(hook)
      for (const w of waiters.filter((w) => received.length >= w.count)) w.resolve()
      const reply = answer(hook, received.length - 1)
      if (reply === 'hang') return new Promise<Response>((resolve) => hung.push(() => resolve(new Response('late'))))
      return new Response(reply >= 200 && reply < 300 ? 'ok' : 'nope', { status: reply })
    },
  })
  return {
    url: `http://127.0.0.1:${server.port}/hook`,
    received,
    /** Resolves once `count` requests arrived (the test's own timeout bounds the wait). */
    waitFor(count: number): Promise<void> {
      if (received.length >= count) return Promise.resolve()
      return new Promise((resolve) => waiters.push({ count, resolve }))
    },
    async stop() {
      for (const release of hung) release()
      await server.stop(true)
    },
  }
}

/**
 * The Standard Webhooks verification, written from the specification (not the service's code):
 * HMAC-SHA256 over `id.timestamp.body` keyed with the base64-decoded part of `whsec_...`, compared
 * in constant time with any `v1,` entry of the space-separated signature header.
 */
export function verifyStandardWebhook(secret: string, hook: Pick<ReceivedHook, 'id' | 'timestamp' | 'signature' | 'body'>): boolean {
  const key = Uint8Array.from(atob(secret.replace(/^whsec_/, '')), (c) => c.charCodeAt(0))
  const expected = createHmac('sha256', key).update(`${hook.id}.${hook.timestamp}.${hook.body}`).digest()
  return hook.signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',')
    if (version !== 'v1' || !value) return false
    const given = Uint8Array.from(atob(value), (c) => c.charCodeAt(0))
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}
