import { Type } from '@sinclair/typebox'
import { Elysia, t } from 'elysia'
import { type CheckHealth, HEALTH_REPORT_MAX_AGE_MS, type HealthReport } from '../../../application/use-cases/check-health'
import type { ProtectedRoutes } from '../protected-routes'
import { errors } from '../schemas'

const startedAt = Date.now()
// TypeBox's own Integer: Elysia's t.Integer also accepts numeric strings, which costs a transform on every response.
const Health = t.Object({ message: t.String(), database: t.Union([t.Literal('up'), t.Literal('down')]), uptimeSeconds: Type.Integer() })
const Probe = t.Object({
  message: t.String(),
  database: t.Optional(t.Union([t.Literal('up'), t.Literal('down')])),
  shuttingDown: t.Optional(t.Literal(true)),
})

function healthBody(report: HealthReport) {
  return {
    message: report.healthy ? 'OK' : 'Service Unavailable',
    database: report.database,
    uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
  }
}

/** The token-protected health check, and the unauthenticated probes for orchestrators. */
export function healthRoutes(deps: { protect: ProtectedRoutes; checkHealth: CheckHealth; lifecycle: { readonly draining: boolean } }) {
  return new Elysia({ tags: ['Health'] })
    .get(
      '/api/v1/health',
      ...deps.protect.handlerOrStoreAway(
        {
          response: { 200: Health, 503: t.Object(Health.properties, { description: 'The store does not answer' }), ...errors(401) },
          detail: {
            summary: 'Health check',
            description: `The store's state as probed at most ${HEALTH_REPORT_MAX_AGE_MS / 1000} s ago.`,
          },
        },
        // A signed token whose user cannot be looked up because the store is away: the store is down, said in this route's shape.
        async ({ status, principal }) => {
          if (principal === null) return status(503, healthBody({ healthy: false, database: 'down' }))
          const report = await deps.checkHealth.execute({ maxAgeMs: HEALTH_REPORT_MAX_AGE_MS })
          return report.healthy ? healthBody(report) : status(503, healthBody(report))
        },
      ),
    )
    .get('/livez', () => ({ message: 'OK' }), { response: { 200: Probe }, detail: { summary: 'Liveness probe: the process answers' } })
    .get(
      '/readyz',
      async ({ status }) => {
        const report = await deps.checkHealth.execute({ maxAgeMs: 0 })
        // Shutting down: not ready, so a load balancer stops sending while open requests finish.
        const ready = report.healthy && !deps.lifecycle.draining
        const body = {
          message: ready ? 'OK' : 'Service Unavailable',
          database: report.database,
          ...(deps.lifecycle.draining ? { shuttingDown: true as const } : {}),
        }
        return ready ? body : status(503, body)
      },
      {
        response: {
          200: Probe,
          503: t.Object(Probe.properties, {
            description: 'The store does not answer, is full or damaged, or the service is shutting down',
          }),
        },
        detail: { summary: 'Readiness probe: the store answers (probed now, not full or damaged) and the service is not shutting down' },
      },
    )
}
