import { Type } from '@sinclair/typebox'
import { Elysia, t } from 'elysia'
import type { GetInquiryMetrics } from '../../../application/use-cases/get-inquiry-metrics'
import type { ProtectedRoutes } from '../protected-routes'
import { errors } from '../schemas'

const Minutes = t.Union([t.Number(), t.Null()])
const Counts = t.Record(t.String(), Type.Integer())

export const InquiryMetricsSchema = t.Object({
  from: t.String(),
  to: t.String(),
  counting: t.Union([t.Literal('business'), t.Literal('wall')], { description: 'business: minutes in DESK_BUSINESS_HOURS' }),
  timeZone: t.String({ description: 'The zone whose calendar days perDay counts' }),
  created: Type.Integer(),
  byChannel: Counts,
  byStatus: Counts,
  firstResponse: t.Object({
    medianMinutes: Minutes,
    p90Minutes: Minutes,
    withinTarget: Type.Integer(),
    breached: Type.Integer({ description: 'Answered late, or unanswered past the due time' }),
    targetMinutes: Type.Integer(),
    distribution: t.Array(t.Object({ fromMinutes: t.Number(), toMinutes: Minutes, count: Type.Integer() }), {
      description: 'Answered inquiries by first-response minutes, in quarters of the target up to twice it, then the rest',
    }),
  }),
  resolution: t.Object({ medianMinutes: Minutes, p90Minutes: Minutes }),
  quoted: Type.Integer(),
  won: Type.Integer(),
  lost: Type.Integer(),
  perDay: t.Array(t.Object({ date: t.String(), created: Type.Integer(), resolved: Type.Integer(), byChannel: Counts })),
})

const MetricsQuery = t.Object({
  from: t.Optional(t.String({ maxLength: 40, description: 'ISO date (a day of the desk calendar) or date-time; default 30 days ago' })),
  to: t.Optional(t.String({ maxLength: 40, description: 'ISO date (that day included) or date-time (excluded); default now' })),
})

/** The desk's figures (docs/desk.md): agents only. */
export function deskMetricsRoutes(deps: { protect: ProtectedRoutes; getInquiryMetrics: GetInquiryMetrics }) {
  return new Elysia({ prefix: '/api/v1', tags: ['Desk'] }).get(
    '/inquiries/metrics',
    ...deps.protect.handler(
      {
        query: MetricsQuery,
        response: { 200: InquiryMetricsSchema, ...errors(400, 401, 403, 503) },
        detail: {
          summary: 'Desk metrics: counts, first response and resolution (median, 90th percentile), per day',
          description: 'Of inquiries created in the period; minutes in business hours when DESK_BUSINESS_HOURS is set.',
        },
      },
      ({ query, principal }) => deps.getInquiryMetrics.execute({ principal, ...query }),
    ),
  )
}
