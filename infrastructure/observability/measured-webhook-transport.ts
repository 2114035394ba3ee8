import type { Clock } from '../../application/ports/clock'
import type { HistogramMetric } from '../../application/ports/metrics'
import type { DeliveryOutcome, WebhookMessage, WebhookTransport } from '../../application/ports/webhook-transport'

/**
 * A WebhookTransport that times each attempt (by outcome) and, for a delivered change, how long
 * after its commit it reached the receiver (the record's `at`): the delivery latency an operator
 * watches.
 */
export class MeasuredWebhookTransport implements WebhookTransport {
  constructor(
    private readonly inner: WebhookTransport,
    private readonly clock: Clock,
    private readonly attemptSeconds: HistogramMetric,
    private readonly lagSeconds: HistogramMetric,
  ) {}

  async send(message: WebhookMessage, signal?: AbortSignal): Promise<DeliveryOutcome> {
    const started = this.clock.nowMs()
    const outcome = await this.inner.send(message, signal)
    const finished = this.clock.nowMs()
    this.attemptSeconds.observe((finished - started) / 1000, [outcome.ok ? 'delivered' : 'failed'])
    if (outcome.ok) {
      const committedAt = committedAtOf(message.body)
      if (committedAt !== null) this.lagSeconds.observe(Math.max(0, finished - committedAt) / 1000)
    }
    return outcome
  }
}

function committedAtOf(body: string): number | null {
  try {
    const at = (JSON.parse(body) as { at?: unknown }).at
    const ms = typeof at === 'string' ? Date.parse(at) : Number.NaN
    return Number.isNaN(ms) ? null : ms
  } catch {
    return null
  }
}
