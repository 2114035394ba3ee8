import { Type } from '@sinclair/typebox'
import { Elysia, t } from 'elysia'
import type { AuthenticateAccessToken } from '../../../application/use-cases/authenticate-access-token'
import { andThen } from '../../../application/ports/awaitable'
import { type CheckHealth, HEALTH_REPORT_MAX_AGE_MS, type HealthReport } from '../../../application/use-cases/check-health'
import type { InPlace } from '../in-place-handler'
import { jsonResponse } from '../json-response'
import { bearerAuth, bearerSecurity } from '../plugins/auth-guard'
import { documentedResponses, errors } from '../schemas'

const startedAt = Date.now()
// TypeBox's own Integer: Elysia's t.Integer also accepts numeric strings, which costs a transform on every response.
const Health = t.Object({ message: t.String(), database: t.Union([t.Literal('up'), t.Literal('down')]), uptimeSeconds: Type.Integer() })

function healthBody(report: HealthReport) {
  return { message: report.healthy ? 'OK' : 'Service Unavailable', database: report.database, uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000) }
}

/** The token-protected health check, and the unauthenticated probes for orchestrators. */
export function healthRoutes(deps: { authenticate: AuthenticateAccessToken; checkHealth: CheckHealth; inPlace: InPlace; lifecycle: { readonly draining: boolean } }) {
  const principalOf = bearerAuth(deps.authenticate)
  // Every step answers without an await when it can (cached token, recent report): this is the
  // route monitors and load balancers call most.
  return new Elysia({ tags: ['Health'] })
    .get(
      '/api/v1/health',
      deps.inPlace(({ request, set }) =>
        andThen(principalOf(request), () =>
          andThen(deps.checkHealth.execute({ maxAgeMs: HEALTH_REPORT_MAX_AGE_MS }), (report) => jsonResponse({ request, set }, healthBody(report), report.healthy ? 200 : 503)),
        ),
      ),
      { detail: { summary: 'Health check', description: `The store's state as probed at most ${HEALTH_REPORT_MAX_AGE_MS / 1000} s ago.`, security: bearerSecurity, responses: documentedResponses({ 200: Health, 503: Health, ...errors(401) }) } },
    )
    .get('/livez', () => ({ message: 'OK' }), { detail: { summary: 'Liveness probe: the process answers' } })
    .get('/readyz', async ({ set }) => {
      const report = await deps.checkHealth.execute({ maxAgeMs: 0 })
      // Shutting down: not ready, so a load balancer stops sending while open requests finish.
      const ready = report.healthy && !deps.lifecycle.draining
      if (!ready) set.status = 503
      return { message: ready ? 'OK' : 'Service Unavailable', database: report.database, ...(deps.lifecycle.draining ? { shuttingDown: true } : {}) }
    }, { detail: { summary: 'Readiness probe: the store answers, probed now, and the service is not shutting down' } })
}
