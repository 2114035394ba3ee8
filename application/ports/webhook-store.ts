import type { QueuedRedelivery, Webhook, WebhookDelivery, WebhookEvent, WebhookRetry, WebhookStatus } from '../../domain/webhook'

/** What a client may change of a webhook (rotate changes the secret). */
export interface WebhookChanges {
  readonly url?: string
  readonly events?: readonly WebhookEvent[]
  readonly description?: string | null
  readonly status?: WebhookStatus
  readonly encryptedSecret?: string
}

/** Where the worker got to: both fields written together. */
export interface WebhookProgress {
  readonly cursor: string | null
  readonly retry: WebhookRetry | null
}

/**
 * Webhooks, their delivery attempts and the leases that let one instance at a time deliver to
 * each webhook. Shared by every instance on one store.
 */
export interface WebhookStore {
  insert(webhook: Webhook): Promise<void>
  findById(id: string): Promise<Webhook | null>
  /** The webhooks of one database, oldest first. */
  listByDatabase(db: string): Promise<Webhook[]>
  /** Active webhooks and paused ones with redeliveries queued: what the worker looks at. */
  listDeliverable(): Promise<Webhook[]>
  /** Applies client changes; answers the webhook as it now is, null when absent. */
  update(id: string, changes: WebhookChanges): Promise<Webhook | null>
  /** Removes a webhook with its deliveries and lease; false when absent. */
  remove(id: string): Promise<boolean>
  /** Records where delivery stands; false when the webhook is gone. */
  saveProgress(id: string, progress: WebhookProgress): Promise<boolean>
  /** Queues a redelivery; false when the webhook is gone or already has `max` queued. */
  queueRedelivery(id: string, redelivery: QueuedRedelivery, max: number): Promise<boolean>
  /** Takes a queued redelivery off the queue (by its id). */
  dropRedelivery(id: string, redeliveryId: string): Promise<void>
  /**
   * Takes or extends the lease on a webhook for `owner` until `until`: succeeds when no lease is
   * held, the held one expired before `now`, or `owner` holds it. At most one owner holds it.
   */
  acquireLease(id: string, owner: string, now: Date, until: Date): Promise<boolean>
  /** Gives a lease up (only the owner's). */
  releaseLease(id: string, owner: string): Promise<void>
  addDelivery(delivery: WebhookDelivery): Promise<void>
  /** Records an attempt and, when given, the progress it implies, together (one transaction where the store has them). */
  recordAttempt(delivery: WebhookDelivery, progress: WebhookProgress | null): Promise<void>
  findDelivery(webhookId: string, deliveryId: string): Promise<WebhookDelivery | null>
  /** Attempts of one webhook with ids before `before` (null: the newest), newest first. */
  listDeliveries(webhookId: string, before: string | null, limit: number): Promise<WebhookDelivery[]>
  /** Removes attempts of every webhook made before `cutoff`; answers how many went. */
  removeDeliveriesBefore(cutoff: Date): Promise<number>
}
