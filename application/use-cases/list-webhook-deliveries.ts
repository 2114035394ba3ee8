import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import type { Principal } from '../../domain/principal'
import { type DeliveryView, toDeliveryView } from '../../domain/webhook'
import type { ChangeLog } from '../ports/change-log'
import { TOKENS } from '../ports/tokens'
import type { WebhookStore } from '../ports/webhook-store'
import { WebhookAccess } from '../services/webhook-access'
import { idBelow } from '../services/webhook-delivery-run'

export const DELIVERY_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * A webhook's delivery attempts, newest first, a page at a time (`nextCursor` goes in `before`),
 * each naming the operation and document of the change it carried (read from the change log,
 * one indexed lookup per distinct change of the page).
 */
@injectable()
export class ListWebhookDeliveries {
  constructor(
    @inject(TOKENS.WebhookStore) private readonly store: WebhookStore,
    @inject(WebhookAccess) private readonly access: WebhookAccess,
    @inject(TOKENS.ChangeLog) private readonly changeLog: ChangeLog,
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
    const changes = new Map<string, { op: string; documentId: string | null } | null>()
    await Promise.all(
      [...new Set(deliveries.map((d) => d.changeId))].map(async (changeId) => {
        const [record] = await this.changeLog.listAfter(webhook.db, idBelow(changeId), 1)
        changes.set(changeId, record?.id === changeId ? { op: record.op, documentId: record.documentId } : null)
      }),
    )
    return {
      data: deliveries.map((d) => toDeliveryView(d, changes.get(d.changeId) ?? null)),
      nextCursor: deliveries.length === limit ? deliveries.at(-1)!.id : null,
    }
  }
}
