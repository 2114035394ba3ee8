import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import type { Principal } from '../../domain/principal'
import type { RandomSource } from '../ports/random-source'
import { TOKENS } from '../ports/tokens'
import type { WebhookStore } from '../ports/webhook-store'
import { WebhookAccess } from '../services/webhook-access'
import { DELIVERY_ID } from './list-webhook-deliveries'

const MAX_QUEUED = 100

/** Queues one more attempt of a delivery's change (same webhook-id, signed anew); the worker sends it soon, even while the webhook is paused. */
@injectable()
export class RedeliverWebhookDelivery {
  constructor(
    @inject(TOKENS.WebhookStore) private readonly store: WebhookStore,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
    @inject(WebhookAccess) private readonly access: WebhookAccess,
  ) {}

  async execute(input: { principal: Principal; source: string; db: string; id: string; deliveryId: string }): Promise<{ message: string }> {
    const webhook = await this.access.webhook(input.principal, input.source, input.db, input.id, true)
    const delivery = DELIVERY_ID.test(input.deliveryId) ? await this.store.findDelivery(webhook.id, input.deliveryId) : null
    if (!delivery) throw DomainError.notFound(`Delivery ${input.deliveryId} not found`)
    if (!(await this.store.queueRedelivery(webhook.id, { id: this.random.token(9), changeId: delivery.changeId }, MAX_QUEUED))) {
      throw DomainError.conflict(`Webhook ${webhook.id} has ${MAX_QUEUED} redeliveries waiting already`)
    }
    return { message: `Redelivery of change ${delivery.changeId} queued` }
  }
}
