import { Type } from '@sinclair/typebox'
import { Elysia, t } from 'elysia'
import type { AuthenticateAccessToken } from '../../../application/use-cases/authenticate-access-token'
import type { CheckHealth } from '../../../application/use-cases/check-health'
import { authGuard, bearerSecurity } from '../plugins/auth-guard'
import { errors } from '../schemas'

const startedAt = Date.now()
// TypeBox's own Integer: Elysia's t.Integer also accepts numeric strings, which costs a transform on every response.
const Health = t.Object({ message: t.String(), database: t.Union([t.Literal('up'), t.Literal('down')]), uptimeSeconds: Type.Integer() })

/** The token-protected health check, and the unauthenticated probes for orchestrators. */
export function healthRoutes(deps: { authenticate: AuthenticateAccessToken; checkHealth: CheckHealth }) {
  return new Elysia({ tags: ['Health'] })
    .use(authGuard(deps.authenticate))
    .get('/api/v1/health', async ({ set }) => {
      const report = await deps.checkHealth.execute()
      if (!report.healthy) set.status = 503
      return { message: report.healthy ? 'OK' : 'Service Unavailable', database: report.database, uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000) }
    }, {
      auth: true,
      response: { 200: Health, 503: Health, ...errors(401) },
      detail: { summary: 'Health check', security: bearerSecurity },
    })
    .get('/livez', () => ({ message: 'OK' }), { detail: { summary: 'Liveness probe: the process answers' } })
    .get('/readyz', async ({ set }) => {
      const report = await deps.checkHealth.execute()
      if (!report.healthy) set.status = 503
      return { message: report.healthy ? 'OK' : 'Service Unavailable', database: report.database }
    }, { detail: { summary: 'Readiness probe: the store answers' } })
}
