import { Elysia, t } from 'elysia'
import type { CreateWebhook } from '../../../application/use-cases/create-webhook'
import type { DeleteWebhook } from '../../../application/use-cases/delete-webhook'
import type { GetWebhook } from '../../../application/use-cases/get-webhook'
import type { ListWebhookDeliveries } from '../../../application/use-cases/list-webhook-deliveries'
import type { ListWebhooks } from '../../../application/use-cases/list-webhooks'
import type { PingWebhook } from '../../../application/use-cases/ping-webhook'
import type { RedeliverWebhookDelivery } from '../../../application/use-cases/redeliver-webhook-delivery'
import type { RotateWebhookSecret } from '../../../application/use-cases/rotate-webhook-secret'
import type { UpdateWebhook } from '../../../application/use-cases/update-webhook'
import type { ProtectedRoutes } from '../protected-routes'
import { errors, MessageSchema } from '../schemas'
import { DbParams } from './data-lake-schemas'
import { pageQueryText } from './page-query-schemas'
import {
  CreateWebhookBody,
  DeliveriesQuery,
  DeliveryPage,
  DeliveryParams,
  PingResult,
  UpdateWebhookBody,
  WebhookParams,
  WebhookSchema,
} from './webhook-schemas'

export interface WebhookRouteDeps {
  protect: ProtectedRoutes
  createWebhook: CreateWebhook
  listWebhooks: ListWebhooks
  getWebhook: GetWebhook
  updateWebhook: UpdateWebhook
  deleteWebhook: DeleteWebhook
  rotateWebhookSecret: RotateWebhookSecret
  listWebhookDeliveries: ListWebhookDeliveries
  redeliverWebhookDelivery: RedeliverWebhookDelivery
  pingWebhook: PingWebhook
}

/** Webhooks of a database (docs/webhooks.md): every route is scoped to the caller's workspace. */
export function webhookRoutes(deps: WebhookRouteDeps) {
  const { protect } = deps
  return new Elysia({ prefix: '/api/v1/datalake/:source/databases/:db/webhooks', tags: ['Webhooks'] })
    .post(
      '',
      ...protect.handler(
        {
          params: DbParams,
          body: CreateWebhookBody,
          response: { 201: WebhookSchema, ...errors(400, 401, 403, 404, 413, 415, 503) },
          detail: {
            summary: 'Create a webhook',
            description: 'Receives the changes committed after its creation, signed with the secret in this answer (shown only here).',
          },
        },
        async ({ params, body, status, principal }) => status(201, await deps.createWebhook.execute({ principal, ...params, ...body })),
      ),
    )
    .get(
      '',
      ...protect.handler(
        {
          params: DbParams,
          response: { 200: t.Array(WebhookSchema), ...errors(400, 401, 403, 404, 503) },
          detail: { summary: 'List the webhooks of a database', description: 'Oldest first, without secrets.' },
        },
        ({ params, principal }) => deps.listWebhooks.execute({ principal, ...params }),
      ),
    )
    .get(
      '/:id',
      ...protect.handler(
        {
          params: WebhookParams,
          response: { 200: WebhookSchema, ...errors(400, 401, 403, 404, 503) },
          detail: { summary: 'Get a webhook' },
        },
        ({ params, principal }) => deps.getWebhook.execute({ principal, ...params }),
      ),
    )
    .patch(
      '/:id',
      ...protect.handler(
        {
          params: WebhookParams,
          body: UpdateWebhookBody,
          response: { 200: WebhookSchema, ...errors(400, 401, 403, 404, 413, 415, 503) },
          detail: { summary: 'Change, pause or resume a webhook' },
        },
        ({ params, body, principal }) => deps.updateWebhook.execute({ principal, ...params, ...body }),
      ),
    )
    .delete(
      '/:id',
      ...protect.handler(
        {
          params: WebhookParams,
          response: { 200: MessageSchema, ...errors(400, 401, 403, 404, 503) },
          detail: { summary: 'Delete a webhook with its delivery log' },
        },
        ({ params, principal }) => deps.deleteWebhook.execute({ principal, ...params }),
      ),
    )
    .post(
      '/:id/rotate-secret',
      ...protect.handler(
        {
          params: WebhookParams,
          response: { 200: WebhookSchema, ...errors(400, 401, 403, 404, 503) },
          detail: {
            summary: 'Replace the signing secret',
            description: 'The new secret is in this answer only; from now on only it signs.',
          },
        },
        ({ params, principal }) => deps.rotateWebhookSecret.execute({ principal, ...params }),
      ),
    )
    .post(
      '/:id/ping',
      ...protect.handler(
        {
          params: WebhookParams,
          response: { 200: PingResult, ...errors(400, 401, 403, 404, 503) },
          detail: {
            summary: 'Send a test message now',
            description:
              'One signed POST of {"type": "ping", "webhookId", "at"} with webhook-id ping_<random>, sent at once (paused webhooks too), never retried, not in the delivery log; the answer says how the target answered.',
          },
        },
        ({ params, principal }) => deps.pingWebhook.execute({ principal, ...params }),
      ),
    )
    .get(
      '/:id/deliveries',
      ...protect.handler(
        {
          params: WebhookParams,
          query: DeliveriesQuery,
          response: { 200: DeliveryPage, ...errors(400, 401, 403, 404, 503) },
          detail: {
            summary: 'The delivery log',
            description: 'Attempts newest first; pass nextCursor as before for the next page.',
          },
        },
        ({ params, query, principal }) => deps.listWebhookDeliveries.execute({ principal, ...params, ...pageQueryText(query) }),
      ),
    )
    .post(
      '/:id/deliveries/:deliveryId/redeliver',
      ...protect.handler(
        {
          params: DeliveryParams,
          response: { 202: MessageSchema, ...errors(400, 401, 403, 404, 409, 503) },
          detail: {
            summary: 'Send a delivery again',
            description: 'One more attempt of the same change (same webhook-id), queued for the worker.',
          },
        },
        async ({ params, status, principal }) => status(202, await deps.redeliverWebhookDelivery.execute({ principal, ...params })),
      ),
    )
}
