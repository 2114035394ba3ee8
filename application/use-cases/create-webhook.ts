import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import type { Principal } from '../../domain/principal'
import {
  MAX_WEBHOOKS_PER_DATABASE,
  parseWebhookDescription,
  parseWebhookEvents,
  parseWebhookUrl,
  toWebhookView,
  type WebhookView,
} from '../../domain/webhook'
import type { ChangeLog } from '../ports/change-log'
import type { Clock } from '../ports/clock'
import type { RandomSource } from '../ports/random-source'
import { TOKENS } from '../ports/tokens'
import type { WebhookStore } from '../ports/webhook-store'
import { eventsOf, WebhookAccess } from '../services/webhook-access'
import { WebhookSecrets } from '../services/webhook-secrets'

export interface CreateWebhookInput {
  readonly principal: Principal
  readonly source: string
  readonly db: string
  readonly url: unknown
  readonly events?: unknown
  readonly description?: unknown
}

/** Registers a webhook on a database; it receives the changes committed after this moment. The answer holds the secret, shown this once. */
@injectable()
export class CreateWebhook {
  constructor(
    @inject(TOKENS.WebhookStore) private readonly store: WebhookStore,
    @inject(TOKENS.ChangeLog) private readonly changeLog: ChangeLog,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
    @inject(WebhookAccess) private readonly access: WebhookAccess,
    @inject(WebhookSecrets) private readonly secrets: WebhookSecrets,
  ) {}

  async execute(input: CreateWebhookInput): Promise<WebhookView> {
    const database = await this.access.database(input.principal, input.source, input.db, true)
    const url = parseWebhookUrl(input.url)
    const events = parseWebhookEvents(input.events, eventsOf(database))
    const description = parseWebhookDescription(input.description)
    await this.access.assertTarget(url)
    if ((await this.store.listByDatabase(database.name)).length >= MAX_WEBHOOKS_PER_DATABASE) {
      throw DomainError.validation(`A database has at most ${MAX_WEBHOOKS_PER_DATABASE} webhooks`, [
        { path: 'url', message: 'too many webhooks' },
      ])
    }
    const id = this.random.objectId()
    const secret = this.secrets.generate()
    const webhook = {
      id,
      workspaceId: database.workspaceId,
      source: database.source,
      db: database.name,
      url: url.href,
      events,
      description,
      status: 'active' as const,
      createdAt: this.clock.now(),
      encryptedSecret: this.secrets.seal({ id, db: database.name }, secret),
      cursor: await this.changeLog.lastId(database.name),
      retry: null,
      redeliveries: [],
    }
    await this.store.insert(webhook)
    return toWebhookView(webhook, secret)
  }
}
