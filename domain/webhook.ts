import { DESK_CHANGE_OPS, type DeskChangeOp } from './change-record'
import { DomainError } from './errors'
import { longerThan } from './text-patterns'

/** The change kinds a data lake webhook may subscribe to (database.create happens before any webhook of it exists). */
export const WEBHOOK_EVENTS = ['create', 'update', 'delete', 'variables', 'database.delete'] as const
/** The events of a desk webhook (api-contract 13): inquiries, and tasks (#27). */
export const DESK_WEBHOOK_EVENTS: readonly DeskChangeOp[] = DESK_CHANGE_OPS
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number] | DeskChangeOp
export type WebhookStatus = 'active' | 'paused'
export type DeliveryStatus = 'pending' | 'succeeded' | 'failed'

export const MAX_WEBHOOK_URL_LENGTH = 2048
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 500
export const MAX_WEBHOOKS_PER_DATABASE = 20

/** Where a webhook stands in its database's change log: the retry of the change at its head, if any. */
export interface WebhookRetry {
  readonly changeId: string
  /** Attempts made so far for this change. */
  readonly attempt: number
  readonly nextAttemptAt: Date
}

/** A redelivery asked for through the API, waiting for the worker. */
export interface QueuedRedelivery {
  readonly id: string
  readonly changeId: string
}

/** A webhook as stored: the secret is ciphertext, the cursor the last change it is done with. */
export interface Webhook {
  readonly id: string
  readonly workspaceId: string
  readonly source: string
  readonly db: string
  readonly url: string
  readonly events: readonly WebhookEvent[]
  readonly description: string | null
  readonly status: WebhookStatus
  readonly createdAt: Date
  readonly encryptedSecret: string
  readonly cursor: string | null
  readonly retry: WebhookRetry | null
  readonly redeliveries: readonly QueuedRedelivery[]
}

/** One attempt to deliver one change to one webhook. */
export interface WebhookDelivery {
  readonly id: string
  readonly webhookId: string
  readonly changeId: string
  readonly attempt: number
  /** pending: this attempt failed and another follows at nextAttemptAt. */
  readonly status: DeliveryStatus
  readonly responseStatus: number | null
  readonly error: string | null
  readonly at: Date
  readonly nextAttemptAt: Date | null
}

/** What a client sees of a webhook; the secret only in the answers to create and rotate. */
export interface WebhookView {
  readonly id: string
  readonly url: string
  readonly events: WebhookEvent[]
  readonly description: string | null
  readonly status: WebhookStatus
  readonly createdAt: string
  readonly secret?: string
}

export interface DeliveryView {
  readonly id: string
  readonly changeId: string
  readonly attempt: number
  readonly status: DeliveryStatus
  readonly responseStatus: number | null
  readonly error: string | null
  readonly at: string
  readonly nextAttemptAt: string | null
  /** What the delivered change was, from its change record; null once the record is pruned. */
  readonly op: string | null
  readonly documentId: string | null
}

export function toWebhookView(webhook: Webhook, secret?: string): WebhookView {
  return {
    id: webhook.id,
    url: webhook.url,
    events: [...webhook.events],
    description: webhook.description,
    status: webhook.status,
    createdAt: webhook.createdAt.toISOString(),
    ...(secret === undefined ? {} : { secret }),
  }
}

/** A delivery as a client reads it, naming the change it carries (`change` null: the record is gone). */
export function toDeliveryView(d: WebhookDelivery, change: { op: string; documentId: string | null } | null = null): DeliveryView {
  return {
    id: d.id,
    changeId: d.changeId,
    attempt: d.attempt,
    status: d.status,
    responseStatus: d.responseStatus,
    error: d.error,
    at: d.at.toISOString(),
    nextAttemptAt: d.nextAttemptAt ? d.nextAttemptAt.toISOString() : null,
    op: change?.op ?? null,
    documentId: change?.documentId ?? null,
  }
}

/** An http or https URL without credentials, at most 2048 characters; answers it normalised. */
export function parseWebhookUrl(value: unknown): URL {
  const invalid = (message: string) => DomainError.validation(`url ${message}`, [{ path: 'url', message }])
  if (typeof value !== 'string' || value.length === 0) throw invalid('is required')
  if (longerThan(value, MAX_WEBHOOK_URL_LENGTH)) throw invalid(`must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw invalid('is not a valid URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid('must use http or https')
  if (url.username || url.password) throw invalid('must not carry credentials')
  if (!url.hostname) throw invalid('must name a host')
  return url
}

/** A non-empty list of known events without repeats; absent means all. */
export function parseWebhookEvents(value: unknown, allowed: readonly WebhookEvent[] = WEBHOOK_EVENTS): WebhookEvent[] {
  if (value === undefined) return [...allowed]
  const invalid = (message: string) => DomainError.validation(`events ${message}`, [{ path: 'events', message }])
  if (!Array.isArray(value) || value.length === 0) throw invalid('must be a non-empty array')
  const events = new Set<WebhookEvent>()
  for (const event of value) {
    if (!(allowed as readonly unknown[]).includes(event)) throw invalid(`must be among ${allowed.join(', ')}`)
    events.add(event as WebhookEvent)
  }
  return allowed.filter((e) => events.has(e))
}

export function parseWebhookDescription(value: unknown): string | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string' || longerThan(value, MAX_WEBHOOK_DESCRIPTION_LENGTH)) {
    throw DomainError.validation(`description must be a string of at most ${MAX_WEBHOOK_DESCRIPTION_LENGTH} characters`, [
      { path: 'description', message: 'is invalid' },
    ])
  }
  return value
}

/** Whether a change of this kind goes to a webhook subscribed to `events`. */
export function isSubscribed(events: readonly WebhookEvent[], op: string): boolean {
  return (events as readonly string[]).includes(op)
}
