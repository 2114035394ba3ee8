import type { QueuedRedelivery, Webhook, WebhookDelivery, WebhookEvent, WebhookRetry } from '../../../domain/webhook'

/** A webhook as its table holds it. */
export interface WebhookRow {
  id: string
  workspace_id: string
  source: string
  db: string
  url: string
  events: string
  description: string | null
  status: string
  created_at: number
  secret: string
  cursor: string | null
  retry: string | null
  redeliveries: string
}

/** A delivery attempt as its table holds it. */
export interface DeliveryRow {
  id: string
  webhook_id: string
  change_id: string
  attempt: number
  status: string
  response_status: number | null
  error: string | null
  at: number
  next_attempt_at: number | null
}

/** A retry as its column holds it. */
export function retryText(retry: WebhookRetry | null): string | null {
  return retry ? JSON.stringify({ ...retry, nextAttemptAt: retry.nextAttemptAt.getTime() }) : null
}

export function toWebhook(row: WebhookRow): Webhook {
  const retry = row.retry ? (JSON.parse(row.retry) as { changeId: string; attempt: number; nextAttemptAt: number }) : null
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    source: row.source,
    db: row.db,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEvent[],
    description: row.description,
    status: row.status as Webhook['status'],
    createdAt: new Date(row.created_at),
    encryptedSecret: row.secret,
    cursor: row.cursor,
    retry: retry ? { ...retry, nextAttemptAt: new Date(retry.nextAttemptAt) } : null,
    redeliveries: JSON.parse(row.redeliveries) as QueuedRedelivery[],
  }
}

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.webhook_id,
    changeId: row.change_id,
    attempt: row.attempt,
    status: row.status as WebhookDelivery['status'],
    responseStatus: row.response_status,
    error: row.error,
    at: new Date(row.at),
    nextAttemptAt: row.next_attempt_at === null ? null : new Date(row.next_attempt_at),
  }
}
