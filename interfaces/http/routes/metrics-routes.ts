import { createHash, timingSafeEqual } from 'node:crypto'
import { Elysia } from 'elysia'

/** Buckets of request latency in seconds: 0.5 ms to 5 s. */
export const REQUEST_SECONDS_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

/**
 * GET /metrics in the Prometheus text format, for operators: `Authorization: Bearer <METRICS_TOKEN>`.
 * Without METRICS_TOKEN configured the route does not exist (404), so nothing is exposed by default.
 * Not in the OpenAPI document: it is the operator's, not the clients' API.
 */
export function metricsRoutes(deps: { token: string | null; render: () => Promise<string>; contentType: string }) {
  const app = new Elysia({ name: 'metrics-routes' })
  if (deps.token === null) return app
  const expected = digest(deps.token)
  return app.get(
    '/metrics',
    async ({ request, set }) => {
      const header = request.headers.get('authorization') ?? ''
      const given = /^Bearer +(\S{1,512}) *$/i.exec(header)?.[1]
      // Compared as digests: equal lengths for timingSafeEqual, and no timing on the token's length.
      if (!given || !timingSafeEqual(digest(given), expected)) {
        set.status = 401
        set.headers['www-authenticate'] = 'Bearer realm="metrics"'
        return { message: 'Missing or wrong metrics token', code: 'UNAUTHORIZED' }
      }
      return new Response(await deps.render(), { headers: { 'content-type': deps.contentType, 'cache-control': 'no-store' } })
    },
    { detail: { hide: true } },
  )
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest()
}
