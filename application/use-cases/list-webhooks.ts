import { inject, injectable } from 'inversify'
import type { Principal } from '../../domain/principal'
import { toWebhookView, type WebhookView } from '../../domain/webhook'
import { TOKENS } from '../ports/tokens'
import type { WebhookStore } from '../ports/webhook-store'
import { WebhookAccess } from '../services/webhook-access'

/** The webhooks of a database, oldest first, without their secrets. */
@injectable()
export class ListWebhooks {
  constructor(
    @inject(TOKENS.WebhookStore) private readonly store: WebhookStore,
    @inject(WebhookAccess) private readonly access: WebhookAccess,
  ) {}

  async execute(input: { principal: Principal; source: string; db: string }): Promise<WebhookView[]> {
    const database = await this.access.database(input.principal, input.source, input.db, false)
    return (await this.store.listByDatabase(database.name)).map((w) => toWebhookView(w))
  }
}
