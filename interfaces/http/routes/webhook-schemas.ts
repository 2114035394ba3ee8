import { type TUnsafe, Type } from '@sinclair/typebox'
import { t } from 'elysia'
import { DELIVERY_ID } from '../../../application/use-cases/list-webhook-deliveries'
import { MAX_WEBHOOK_DESCRIPTION_LENGTH, MAX_WEBHOOK_URL_LENGTH, WEBHOOK_EVENTS, type WebhookEvent } from '../../../domain/webhook'
import { DbParams } from './data-lake-schemas'

/** The events a webhook lists: the data lake's or the desk's, typed as any event so both answers share the use cases. */
const eventOf = (events: readonly WebhookEvent[]) => t.Union(events.map((e) => t.Literal(e))) as unknown as TUnsafe<WebhookEvent>

export const WebhookId = t.String({ pattern: '^[0-9a-f]{24}$', description: 'Id of the webhook (24 lowercase hexadecimal digits)' })
// The path's source and db follow the data lake's own published rules.
export const WebhookParams = t.Object({ ...DbParams.properties, id: WebhookId })
export const DeliveryId = t.String({ pattern: DELIVERY_ID.source, description: 'Id of a delivery attempt, as the delivery log answers it' })
export const DeliveryParams = t.Object({ ...DbParams.properties, id: WebhookId, deliveryId: DeliveryId })
export const DeliveriesQuery = t.Object({
  limit: t.Optional(t.Number({ minimum: 1, maximum: 1000, multipleOf: 1, description: 'Page size, 1 to 1000, default 100' })),
  before: t.Optional(t.String({ pattern: DELIVERY_ID.source, description: 'The nextCursor of the previous page' })),
})

/** The body that creates a webhook listening to some of `events`. */
export const createWebhookBodyOf = (events: readonly WebhookEvent[]) =>
  t.Object({
    url: t.String({
      minLength: 1,
      maxLength: MAX_WEBHOOK_URL_LENGTH,
      description: 'http or https; a target resolving to a loopback, private, link-local or multicast address is refused',
      examples: ['https://hooks.example.com/datalake'],
    }),
    events: t.Optional(
      t.Array(eventOf(events), {
        minItems: 1,
        maxItems: 16,
        description: `Among ${events.join(', ')} (repeats count once); absent: all`,
      }),
    ),
    description: t.Optional(t.Union([t.String({ maxLength: MAX_WEBHOOK_DESCRIPTION_LENGTH }), t.Null()])),
  })

/** The body that changes a webhook listening to some of `events`. */
export const updateWebhookBodyOf = (events: readonly WebhookEvent[]) =>
  t.Object({
    url: t.Optional(t.String({ minLength: 1, maxLength: MAX_WEBHOOK_URL_LENGTH, description: 'As when created' })),
    events: t.Optional(t.Array(eventOf(events), { minItems: 1, maxItems: 16 })),
    description: t.Optional(t.Union([t.String({ maxLength: MAX_WEBHOOK_DESCRIPTION_LENGTH }), t.Null()])),
    status: t.Optional(
      t.Union([t.Literal('active'), t.Literal('paused')], {
        description: '"active" or "paused"; a resumed webhook continues where it stopped',
      }),
    ),
  })

export const CreateWebhookBody = createWebhookBodyOf(WEBHOOK_EVENTS)
export const UpdateWebhookBody = updateWebhookBodyOf(WEBHOOK_EVENTS)

export const webhookSchemaOf = (events: readonly WebhookEvent[]) =>
  t.Object({
    id: t.String(),
    url: t.String(),
    events: t.Array(eventOf(events)),
    description: t.Union([t.String(), t.Null()]),
    status: t.Union([t.Literal('active'), t.Literal('paused')]),
    createdAt: t.String({ format: 'date-time' }),
    secret: t.Optional(t.String({ description: 'whsec_<base64 of 32 random bytes>: only in the answers to create and rotate-secret' })),
  })

export const WebhookSchema = webhookSchemaOf(WEBHOOK_EVENTS)

export const DeliveryPage = t.Object({
  data: t.Array(
    t.Object({
      id: t.String(),
      changeId: t.String(),
      attempt: Type.Integer(),
      status: t.Union([t.Literal('pending'), t.Literal('succeeded'), t.Literal('failed')], {
        description: 'pending: this attempt failed and another follows at nextAttemptAt',
      }),
      responseStatus: t.Union([Type.Integer(), t.Null()]),
      error: t.Union([t.String(), t.Null()]),
      at: t.String({ format: 'date-time' }),
      nextAttemptAt: t.Union([t.String({ format: 'date-time' }), t.Null()]),
      op: t.Union([t.String(), t.Null()], {
        description: 'The operation of the delivered change (its change record op); null when the record was pruned',
      }),
      documentId: t.Union([t.String(), t.Null()], { description: 'The document the change touched; null for database-wide changes' }),
    }),
  ),
  nextCursor: t.Union([t.String(), t.Null()]),
})

export const PingResult = t.Object({
  ok: t.Boolean({ description: 'The target answered 2xx within 10 s' }),
  responseStatus: t.Union([Type.Integer(), t.Null()], { description: 'Its status; null when it did not answer' }),
  error: t.Union([t.String(), t.Null()], { description: 'Why it failed, in a few words (never the answer body)' }),
})
