import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import type { Principal } from '../../domain/principal'
import { parseWebhookDescription, parseWebhookEvents, parseWebhookUrl, toWebhookView, type WebhookView } from '../../domain/webhook'
import { TOKENS } from '../ports/tokens'
import type { WebhookChanges, WebhookStore } from '../ports/webhook-store'
import { eventsOf, WebhookAccess } from '../services/webhook-access'

export interface UpdateWebhookInput {
  readonly principal: Principal
  readonly source: string
  readonly db: string
  readonly id: string
  readonly url?: unknown
  readonly events?: unknown
  readonly description?: unknown
  readonly status?: unknown
}

/** Changes a webhook's target, events, description, or pauses and resumes it (a resumed webhook continues where it stopped). */
@injectable()
export class UpdateWebhook {
  constructor(
    @inject(TOKENS.WebhookStore) private readonly store: WebhookStore,
    @inject(WebhookAccess) private readonly access: WebhookAccess,
  ) {}

  async execute(input: UpdateWebhookInput): Promise<WebhookView> {
    const webhook = await this.access.webhook(input.principal, input.source, input.db, input.id, true)
    const changes: { -readonly [K in keyof WebhookChanges]: WebhookChanges[K] } = {}
    if (input.url !== undefined) {
      const url = parseWebhookUrl(input.url)
      await this.access.assertTarget(url)
      changes.url = url.href
    }
    if (input.events !== undefined) changes.events = parseWebhookEvents(input.events, eventsOf(webhook))
    if (input.description !== undefined) changes.description = parseWebhookDescription(input.description)
    if (input.status !== undefined) {
      if (input.status !== 'active' && input.status !== 'paused')
        throw DomainError.validation('status must be "active" or "paused"', [{ path: 'status', message: 'is invalid' }])
      changes.status = input.status
    }
    const updated = await this.store.update(webhook.id, changes)
    if (!updated) throw DomainError.notFound(`Webhook ${webhook.id} not found`)
    return toWebhookView(updated)
  }
}
