import { Elysia, t } from 'elysia'
import type { ListContactSubmissions } from '../../../application/use-cases/list-contact-submissions'
import type { ProtectedRoutes } from '../protected-routes'
import { errors } from '../schemas'
import { LimitQuery } from './page-query-schemas'

export interface IntakeRouteDeps {
  protect: ProtectedRoutes
  listContactSubmissions: ListContactSubmissions
}

const Nullable = <T extends ReturnType<typeof t.String>>(schema: T) => t.Union([schema, t.Null()])
const InboxEntry = t.Object({
  _id: t.String(),
  name: t.String(),
  email: t.String(),
  company: Nullable(t.String()),
  phone: Nullable(t.String()),
  subject: Nullable(t.String()),
  message: t.String(),
  intent: t.String({ examples: ['INQUIRY', 'GENERAL'] }),
  createdAt: t.String({ format: 'date-time' }),
})

/** The intake inbox: contact-form submissions with their classified intent, for administrators. */
export function intakeRoutes(deps: IntakeRouteDeps) {
  return new Elysia({ prefix: '/api/v1', tags: ['Administration'] }).get(
    '/contact-submissions',
    ...deps.protect.handler(
      {
        query: t.Object({
          limit: LimitQuery,
          after: t.Optional(t.String({ maxLength: 64, description: 'The nextCursor of the previous page' })),
          intent: t.Optional(t.Union([t.Literal('INQUIRY'), t.Literal('GENERAL')])),
        }),
        response: { 200: t.Object({ data: t.Array(InboxEntry), nextCursor: Nullable(t.String()) }), ...errors(400, 401, 403, 503) },
        detail: { summary: 'The intake inbox, newest first, optionally of one intent (administrators only)' },
      },
      ({ query, principal }) =>
        deps.listContactSubmissions.execute({ principal, limit: query.limit ?? 100, after: query.after, intent: query.intent }),
    ),
  )
}
