import { inject, injectable } from 'inversify'
import type { DataLakeDatabase } from '../../domain/database'
import { DomainError } from '../../domain/errors'
import { assertSource } from '../../domain/field-name'
import { DESK_LOG, DESK_SOURCE } from '../../domain/inquiry-change'
import type { Principal } from '../../domain/principal'
import { DESK_WEBHOOK_EVENTS, WEBHOOK_EVENTS, type Webhook, type WebhookEvent } from '../../domain/webhook'
import { TOKENS } from '../ports/tokens'
import type { WebhookStore } from '../ports/webhook-store'
import type { WebhookTargetCheck } from '../ports/webhook-target-check'
import { DatabaseAccess } from './database-access'
import { assertDeskAdministrator } from './desk-access'

const WEBHOOK_ID = /^[0-9a-f]{24}$/

/** The desk's change log in the place of a database: what desk webhooks hang off. */
const DESK_DATABASE: DataLakeDatabase = {
  name: DESK_LOG,
  userFriendlyName: 'Desk',
  source: DESK_SOURCE,
  workspaceId: DESK_SOURCE,
  variables: [],
  sensitiveVariables: [],
  createdAt: new Date(0),
}

/** The events a webhook of this database (or the desk) may subscribe to. */
export function eventsOf(where: { readonly source: string; readonly name?: string; readonly db?: string }): readonly WebhookEvent[] {
  return where.source === DESK_SOURCE && (where.name ?? where.db) === DESK_LOG ? DESK_WEBHOOK_EVENTS : WEBHOOK_EVENTS
}

/** Where a webhook request is allowed: the caller's database (404 otherwise), its webhook, and a target that passes the safety rules. */
@injectable()
export class WebhookAccess {
  constructor(
    @inject(TOKENS.WebhookStore) private readonly store: WebhookStore,
    @inject(TOKENS.WebhookTargetCheck) private readonly targets: WebhookTargetCheck,
    @inject(DatabaseAccess) private readonly databases: DatabaseAccess,
  ) {}

  /** The database a webhook request names: `write` for changes (403 for viewers), else read access. */
  async database(principal: Principal, source: string, db: string, write: boolean): Promise<DataLakeDatabase> {
    assertSource(source)
    if (source === DESK_SOURCE && db === DESK_LOG) {
      // The desk's log is no data lake database: its webhooks are administrators' (api-contract 13).
      assertDeskAdministrator(principal)
      return DESK_DATABASE
    }
    return write ? this.databases.writable(principal, db, source) : this.databases.owned(principal, db, source)
  }

  /** A webhook of a database the caller may read (`write`: change); any other is absent. */
  async webhook(principal: Principal, source: string, db: string, id: string, write: boolean): Promise<Webhook> {
    const database = await this.database(principal, source, db, write)
    if (!WEBHOOK_ID.test(id))
      throw DomainError.validation('Webhook id must be 24 hexadecimal characters', [{ path: 'id', message: 'is not a webhook id' }])
    const webhook = await this.store.findById(id)
    if (!webhook || webhook.db !== database.name) throw DomainError.notFound(`Webhook ${id} not found`)
    return webhook
  }

  /** 400 when the target is refused (resolved now; checked again at every delivery). */
  async assertTarget(url: URL): Promise<void> {
    const refusal = await this.targets.refusal(url.href, 'create')
    if (refusal) throw DomainError.validation(`url is refused: ${refusal}`, [{ path: 'url', message: refusal }])
  }
}
