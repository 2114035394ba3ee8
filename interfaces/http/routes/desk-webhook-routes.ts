import { Elysia, t } from 'elysia'
import { DESK_LOG, DESK_SOURCE } from '../../../domain/inquiry-change'
import { DESK_WEBHOOK_EVENTS } from '../../../domain/webhook'
import { errors, MessageSchema } from '../schemas'
import { pageQueryText } from './page-query-schemas'
import type { WebhookRouteDeps } from './webhook-routes'
import {
  createWebhookBodyOf,
  DeliveriesQuery,
  DeliveryId,
  DeliveryPage,
  updateWebhookBodyOf,
  WebhookId,
  webhookSchemaOf,
} from './webhook-schemas'

const Params = t.Object({ id: WebhookId })
const RedeliverParams = t.Object({ id: WebhookId, deliveryId: DeliveryId })
const DeskWebhook = webhookSchemaOf(DESK_WEBHOOK_EVENTS)
const CreateBody = createWebhookBodyOf(DESK_WEBHOOK_EVENTS)
const UpdateBody = updateWebhookBodyOf(DESK_WEBHOOK_EVENTS)
/** The desk's change log, addressed as the webhook use cases address a database. */
const DESK = { source: DESK_SOURCE, db: DESK_LOG }

/**
 * Desk webhooks (administrators; people only, API keys 403): the section 10 machinery (signatures,
 * retries, leases) on the desk's change log, with events inquiry.create, inquiry.update,
 * inquiry.message, inquiry.merge, task.create and task.update.
 */
export function deskWebhookRoutes(deps: WebhookRouteDeps) {
  const { protect } = deps
  return new Elysia({ prefix: '/api/v1/desk/webhooks', tags: ['Desk'] })
    .post(
      '',
      ...protect.handler(
        {
          body: CreateBody,
          response: { 201: DeskWebhook, ...errors(400, 401, 403, 413, 415, 503) },
          detail: { summary: 'Create a desk webhook', description: 'The secret is shown only in this answer.' },
        },
        async ({ body, status, principal }) => status(201, await deps.createWebhook.execute({ principal, ...DESK, ...body })),
      ),
    )
    .get(
      '',
      ...protect.handler(
        { response: { 200: t.Array(DeskWebhook), ...errors(401, 403, 503) }, detail: { summary: 'List desk webhooks' } },
        ({ principal }) => deps.listWebhooks.execute({ principal, ...DESK }),
      ),
    )
    .get(
      '/:id',
      ...protect.handler(
        { params: Params, response: { 200: DeskWebhook, ...errors(400, 401, 403, 404, 503) }, detail: { summary: 'Get a desk webhook' } },
        ({ params, principal }) => deps.getWebhook.execute({ principal, ...DESK, ...params }),
      ),
    )
    .patch(
      '/:id',
      ...protect.handler(
        {
          params: Params,
          body: UpdateBody,
          response: { 200: DeskWebhook, ...errors(400, 401, 403, 404, 413, 415, 503) },
          detail: { summary: 'Change, pause or resume a desk webhook' },
        },
        ({ params, body, principal }) => deps.updateWebhook.execute({ principal, ...DESK, ...params, ...body }),
      ),
    )
    .delete(
      '/:id',
      ...protect.handler(
        {
          params: Params,
          response: { 200: MessageSchema, ...errors(400, 401, 403, 404, 503) },
          detail: { summary: 'Delete a desk webhook' },
        },
        ({ params, principal }) => deps.deleteWebhook.execute({ principal, ...DESK, ...params }),
      ),
    )
    .post(
      '/:id/rotate-secret',
      ...protect.handler(
        {
          params: Params,
          response: { 200: DeskWebhook, ...errors(400, 401, 403, 404, 503) },
          detail: { summary: 'Replace the signing secret' },
        },
        ({ params, principal }) => deps.rotateWebhookSecret.execute({ principal, ...DESK, ...params }),
      ),
    )
    .get(
      '/:id/deliveries',
      ...protect.handler(
        {
          params: Params,
          query: DeliveriesQuery,
          response: { 200: DeliveryPage, ...errors(400, 401, 403, 404, 503) },
          detail: { summary: 'The delivery log of a desk webhook' },
        },
        ({ params, query, principal }) => deps.listWebhookDeliveries.execute({ principal, ...DESK, ...params, ...pageQueryText(query) }),
      ),
    )
    .post(
      '/:id/deliveries/:deliveryId/redeliver',
      ...protect.handler(
        {
          params: RedeliverParams,
          response: { 202: MessageSchema, ...errors(400, 401, 403, 404, 409, 503) },
          detail: { summary: 'Send a delivery again' },
        },
        async ({ params, status, principal }) =>
          status(202, await deps.redeliverWebhookDelivery.execute({ principal, ...DESK, ...params })),
      ),
    )
}
