import { Type } from '@sinclair/typebox'
import { Elysia, t } from 'elysia'
import type { AuthenticateAccessToken } from '../../../application/use-cases/authenticate-access-token'
import { type CheckHealth, HEALTH_REPORT_MAX_AGE_MS, type HealthReport } from '../../../application/use-cases/check-health'
import { bearerAuth, bearerSecurity } from '../bearer-auth'
import { errors } from '../schemas'

const startedAt = Date.now()
// TypeBox's own Integer: Elysia's t.Integer also accepts numeric strings, which costs a transform on every response.
const Health = t.Object({ message: t.String(), database: t.Union([t.Literal('up'), t.Literal('down')]), uptimeSeconds: Type.Integer() })
const Probe = t.Object({ message: t.String(), database: t.Optional(t.Union([t.Literal('up'), t.Literal('down')])) })

function healthBody(report: HealthReport) {
  return { message: report.healthy ? 'OK' : 'Service Unavailable', database: report.database, uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000) }
}

/** The token-protected health check, and the unauthenticated probes for orchestrators. */
export function healthRoutes(deps: { authenticate: AuthenticateAccessToken; checkHealth: CheckHealth }) {
  const principalOf = bearerAuth(deps.authenticate)
  return new Elysia({ tags: ['Health'] })
    .get(
      '/api/v1/health',
      async ({ request, status }) => {
        await principalOf(request)
        const report = await deps.checkHealth.execute({ maxAgeMs: HEALTH_REPORT_MAX_AGE_MS })
        return report.healthy ? healthBody(report) : status(503, healthBody(report))
      },
      {
        response: { 200: Health, 503: Health, ...errors(401) },
        detail: { summary: 'Health check', description: `The store's state as probed at most ${HEALTH_REPORT_MAX_AGE_MS / 1000} s ago.`, security: bearerSecurity },
      },
    )
    .get('/livez', () => ({ message: 'OK' }), { response: { 200: Probe }, detail: { summary: 'Liveness probe: the process answers' } })
    .get(
      '/readyz',
      async ({ status }) => {
        const report = await deps.checkHealth.execute({ maxAgeMs: 0 })
        const body = { message: report.healthy ? 'OK' : 'Service Unavailable', database: report.database }
        return report.healthy ? body : status(503, body)
      },
      { response: { 200: Probe, 503: Probe }, detail: { summary: 'Readiness probe: the store answers, probed now' } },
    )
}
