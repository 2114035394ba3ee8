import { Elysia, t } from 'elysia'
import type { AuthenticateAccessToken } from '../../../application/use-cases/authenticate-access-token'
import { DESK_LOG, DESK_SOURCE } from '../../../domain/inquiry-change'
import { DESK_WEBHOOK_EVENTS } from '../../../domain/webhook'
import { bearerAuth, bearerSecurity } from '../bearer-auth'
import { errors, MessageSchema } from '../schemas'
import type { WebhookRouteDeps } from './webhook-routes'

/** The webhook use cases, and how a desk route authenticates its caller (a person: desk webhooks are administrators'). */
export type DeskWebhookRouteDeps = Omit<WebhookRouteDeps, 'protect'> & { authenticate: AuthenticateAccessToken }

import { CreateWebhookBody, DeliveriesQuery, DeliveryPage, UpdateWebhookBody, webhookSchemaOf } from './webhook-schemas'

const Id = t.String({ pattern: '^[0-9a-f]{24}$', description: 'Id of the webhook' })
const Params = t.Object({ id: Id })
const RedeliverParams = t.Object({ id: Id, deliveryId: t.String({ maxLength: 128 }) })
const DeskWebhook = webhookSchemaOf(DESK_WEBHOOK_EVENTS)
const security = bearerSecurity
const DESK = { source: DESK_SOURCE, db: DESK_LOG }

/**
 * Desk webhooks (administrators): the section 10 machinery (signatures, retries, leases) on the
 * desk's change log, with events inquiry.create, inquiry.update, inquiry.message, inquiry.merge,
 * task.create and task.update.
 */
export function deskWebhookRoutes(deps: DeskWebhookRouteDeps) {
  const principalOf = bearerAuth(deps.authenticate)
  return new Elysia({ prefix: '/api/v1/desk/webhooks', tags: ['Desk'] })
    .post(
      '',
      async ({ request, body, status }) =>
        status(201, await deps.createWebhook.execute({ principal: await principalOf(request), ...DESK, ...body })),
      {
        body: CreateWebhookBody,
        response: { 201: DeskWebhook, ...errors(400, 401, 403, 413, 415, 503) },
        detail: { summary: 'Create a desk webhook', description: 'The secret is shown only in this answer.', security },
      },
    )
    .get('', async ({ request }) => deps.listWebhooks.execute({ principal: await principalOf(request), ...DESK }), {
      response: { 200: t.Array(DeskWebhook), ...errors(401, 403, 503) },
      detail: { summary: 'List desk webhooks', security },
    })
    .get('/:id', async ({ request, params }) => deps.getWebhook.execute({ principal: await principalOf(request), ...DESK, ...params }), {
      params: Params,
      response: { 200: DeskWebhook, ...errors(400, 401, 403, 404, 503) },
      detail: { summary: 'Get a desk webhook', security },
    })
    .patch(
      '/:id',
      async ({ request, params, body }) =>
        deps.updateWebhook.execute({ principal: await principalOf(request), ...DESK, ...params, ...body }),
      {
        params: Params,
        body: UpdateWebhookBody,
        response: { 200: DeskWebhook, ...errors(400, 401, 403, 404, 413, 415, 503) },
        detail: { summary: 'Change, pause or resume a desk webhook', security },
      },
    )
    .delete(
      '/:id',
      async ({ request, params }) => deps.deleteWebhook.execute({ principal: await principalOf(request), ...DESK, ...params }),
      {
        params: Params,
        response: { 200: MessageSchema, ...errors(400, 401, 403, 404, 503) },
        detail: { summary: 'Delete a desk webhook', security },
      },
    )
    .post(
      '/:id/rotate-secret',
      async ({ request, params }) => deps.rotateWebhookSecret.execute({ principal: await principalOf(request), ...DESK, ...params }),
      {
        params: Params,
        response: { 200: DeskWebhook, ...errors(400, 401, 403, 404, 503) },
        detail: { summary: 'Replace the signing secret', security },
      },
    )
    .get(
      '/:id/deliveries',
      async ({ request, params, query }) =>
        deps.listWebhookDeliveries.execute({ principal: await principalOf(request), ...DESK, ...params, ...query }),
      {
        params: Params,
        query: DeliveriesQuery,
        response: { 200: DeliveryPage, ...errors(400, 401, 403, 404, 503) },
        detail: { summary: 'The delivery log of a desk webhook', security },
      },
    )
    .post(
      '/:id/deliveries/:deliveryId/redeliver',
      async ({ request, params, status }) =>
        status(202, await deps.redeliverWebhookDelivery.execute({ principal: await principalOf(request), ...DESK, ...params })),
      {
        params: RedeliverParams,
        response: { 202: MessageSchema, ...errors(400, 401, 403, 404, 409, 503) },
        detail: { summary: 'Send a delivery again', security },
      },
    )
}
