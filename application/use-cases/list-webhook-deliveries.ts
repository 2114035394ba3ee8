import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import type { Principal } from '../../domain/principal'
import { type DeliveryView, toDeliveryView } from '../../domain/webhook'
import { TOKENS } from '../ports/tokens'
import type { WebhookStore } from '../ports/webhook-store'
import { WebhookAccess } from '../services/webhook-access'

export const DELIVERY_ID = /^[A-Za-z0-9_-]{1,64}$/

/** A webhook's delivery attempts, newest first, a page at a time (`nextCursor` goes in `before`). */
@injectable()
export class ListWebhookDeliveries {
  constructor(
    @inject(TOKENS.WebhookStore) private readonly store: WebhookStore,
    @inject(WebhookAccess) private readonly access: WebhookAccess,
  ) {}

  async execute(input: {
    principal: Principal
    source: string
    db: string
    id: string
    limit?: string
    before?: string
  }): Promise<{ data: DeliveryView[]; nextCursor: string | null }> {
    const webhook = await this.access.webhook(input.principal, input.source, input.db, input.id, false)
    const limit = input.limit === undefined ? 100 : /^\d{1,4}$/.test(input.limit) ? Number(input.limit) : 0
    if (limit < 1 || limit > 1000)
      throw DomainError.validation('limit must be an integer from 1 to 1000', [{ path: 'limit', message: 'is out of range' }])
    if (input.before !== undefined && !DELIVERY_ID.test(input.before))
      throw DomainError.validation('before must be a delivery id', [{ path: 'before', message: 'is malformed' }])
    const deliveries = await this.store.listDeliveries(webhook.id, input.before ?? null, limit)
    return { data: deliveries.map(toDeliveryView), nextCursor: deliveries.length === limit ? deliveries.at(-1)!.id : null }
  }
}
