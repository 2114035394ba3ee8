import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import type { Principal } from '../../domain/principal'
import { toWebhookView, type WebhookView } from '../../domain/webhook'
import { TOKENS } from '../ports/tokens'
import type { WebhookStore } from '../ports/webhook-store'
import { WebhookAccess } from '../services/webhook-access'
import { WebhookSecrets } from '../services/webhook-secrets'

/** Replaces a webhook's secret; from now on only the new one signs. The answer shows it, this once. */
@injectable()
export class RotateWebhookSecret {
  constructor(
    @inject(TOKENS.WebhookStore) private readonly store: WebhookStore,
    @inject(WebhookAccess) private readonly access: WebhookAccess,
    @inject(WebhookSecrets) private readonly secrets: WebhookSecrets,
  ) {}

  async execute(input: { principal: Principal; source: string; db: string; id: string }): Promise<WebhookView> {
    const webhook = await this.access.webhook(input.principal, input.source, input.db, input.id, true)
    const secret = this.secrets.generate()
    const updated = await this.store.update(webhook.id, { encryptedSecret: this.secrets.seal(webhook, secret) })
    if (!updated) throw DomainError.notFound(`Webhook ${webhook.id} not found`)
    return toWebhookView(updated, secret)
  }
}
