import { inject, injectable } from 'inversify'
import type { Principal } from '../../domain/principal'
import type { Clock } from '../ports/clock'
import type { RandomSource } from '../ports/random-source'
import { TOKENS } from '../ports/tokens'
import type { DeliveryOutcome, WebhookTransport } from '../ports/webhook-transport'
import { WebhookAccess } from '../services/webhook-access'
import { WebhookSecrets } from '../services/webhook-secrets'

/**
 * Sends one signed test message to a webhook's URL now and answers how it went, so a person
 * setting a receiver up sees at once whether it answers and checks signatures. It is no change:
 * not in the delivery log, not retried, sent to a paused webhook too; the target safety rules
 * and the time limit hold as for deliveries. The body is `{"type": "ping", "webhookId", "at"}`
 * and its `webhook-id` is `ping_<random>`.
 */
@injectable()
export class PingWebhook {
  constructor(
    @inject(WebhookAccess) private readonly access: WebhookAccess,
    @inject(WebhookSecrets) private readonly secrets: WebhookSecrets,
    @inject(TOKENS.WebhookTransport) private readonly transport: WebhookTransport,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
  ) {}

  async execute(input: { principal: Principal; source: string; db: string; id: string }): Promise<DeliveryOutcome> {
    const webhook = await this.access.webhook(input.principal, input.source, input.db, input.id, true)
    const body = JSON.stringify({ type: 'ping', webhookId: webhook.id, at: this.clock.now().toISOString() })
    const outcome = await this.transport.send({
      url: webhook.url,
      secret: this.secrets.open(webhook),
      id: `ping_${this.random.token(12)}`,
      body,
    })
    return { ok: outcome.ok, responseStatus: outcome.responseStatus, error: outcome.error }
  }
}
