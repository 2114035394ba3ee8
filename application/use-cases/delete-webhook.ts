import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import type { Principal } from '../../domain/principal'
import { TOKENS } from '../ports/tokens'
import type { WebhookStore } from '../ports/webhook-store'
import { WebhookAccess } from '../services/webhook-access'

/** Removes a webhook with its delivery log; nothing more is sent to it. */
@injectable()
export class DeleteWebhook {
  constructor(
    @inject(TOKENS.WebhookStore) private readonly store: WebhookStore,
    @inject(WebhookAccess) private readonly access: WebhookAccess,
  ) {}

  async execute(input: { principal: Principal; source: string; db: string; id: string }): Promise<{ message: string }> {
    const webhook = await this.access.webhook(input.principal, input.source, input.db, input.id, true)
    if (!(await this.store.remove(webhook.id))) throw DomainError.notFound(`Webhook ${webhook.id} not found`)
    return { message: `Webhook ${webhook.id} deleted` }
  }
}
