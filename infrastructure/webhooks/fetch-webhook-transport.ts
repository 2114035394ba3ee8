import { Buffer } from 'node:buffer'
import { createHmac } from 'node:crypto'
import type { WebhookTargetCheck } from '../../application/ports/webhook-target-check'
import type { DeliveryOutcome, WebhookMessage, WebhookTransport } from '../../application/ports/webhook-transport'

export interface TransportLimits {
  readonly timeoutMs: number
  readonly maxAnswerBytes: number
}

export const DEFAULT_TRANSPORT_LIMITS: TransportLimits = { timeoutMs: 10_000, maxAnswerBytes: 64 * 1024 }
const SNIPPET = 200

/** The Standard Webhooks signature: `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the secret's decoded bytes. */
export function standardWebhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64')
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`
}

/**
 * POSTs signed webhook messages with fetch: target checked first (again at every attempt, so a
 * name that now resolves to a private address is refused), redirects not followed, the whole
 * exchange bounded by the time limit, and at most 64 KiB of the answer read.
 */
export class FetchWebhookTransport implements WebhookTransport {
  constructor(
    private readonly targets: WebhookTargetCheck,
    private readonly limits: TransportLimits = DEFAULT_TRANSPORT_LIMITS,
  ) {}

  async send(message: WebhookMessage, signal?: AbortSignal): Promise<DeliveryOutcome> {
    const refusal = await this.targets.refusal(message.url, 'deliver')
    if (refusal) return { ok: false, responseStatus: null, error: `target refused: ${refusal}` }
    const timestamp = Math.floor(Date.now() / 1000)
    const timeout = AbortSignal.timeout(this.limits.timeoutMs)
    try {
      const response = await fetch(message.url, {
        method: 'POST',
        redirect: 'manual',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'logistics-datalake-webhooks/1.0',
          'webhook-id': message.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': standardWebhookSignature(message.secret, message.id, timestamp, message.body),
        },
        body: message.body,
      })
      const answer = await readAtMost(response, this.limits.maxAnswerBytes)
      if (response.status >= 200 && response.status < 300) return { ok: true, responseStatus: response.status, error: null }
      const why = response.status >= 300 && response.status < 400 ? 'redirect not followed' : answer.slice(0, SNIPPET)
      return { ok: false, responseStatus: response.status, error: `HTTP ${response.status}${why ? `: ${why}` : ''}` }
    } catch (error) {
      if (timeout.aborted) return { ok: false, responseStatus: null, error: `no answer within ${this.limits.timeoutMs / 1000} s` }
      if (signal?.aborted) return { ok: false, responseStatus: null, error: 'stopped' }
      return { ok: false, responseStatus: null, error: `connection failed (${error instanceof Error ? error.name : 'error'})` }
    }
  }
}

/** The answer's first bytes as text; the rest is never read (the connection is dropped instead). */
async function readAtMost(response: Response, max: number): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    while (size < max) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.byteLength
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
  return Buffer.concat(chunks).subarray(0, max).toString('utf8')
}
