import { inject, injectable } from 'inversify'
import type { Principal } from '../../domain/principal'
import { toWebhookView, type WebhookView } from '../../domain/webhook'
import { WebhookAccess } from '../services/webhook-access'

/** One webhook of a database, without its secret. */
@injectable()
export class GetWebhook {
  constructor(@inject(WebhookAccess) private readonly access: WebhookAccess) {}

  async execute(input: { principal: Principal; source: string; db: string; id: string }): Promise<WebhookView> {
    return toWebhookView(await this.access.webhook(input.principal, input.source, input.db, input.id, false))
  }
}
