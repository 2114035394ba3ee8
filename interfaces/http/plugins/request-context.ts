import { Elysia } from 'elysia'
import type { Logger } from '../../../application/ports/logger'

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/
// WeakMaps rather than properties on Elysia's context or the Request (docs/performance.md).
const ids = new WeakMap<Request, string>()
const arrivals = new WeakMap<Request, number>()

/**
 * The id of a request: the client's X-Request-Id when it is a sane token, else a fresh UUID.
 * Decided on first use and remembered, so the answer's header and every log line agree.
 */
export function requestId(request: Request): string {
  let id = ids.get(request)
  if (id === undefined) {
    const incoming = request.headers.get('x-request-id')
    id = incoming && SANE_ID.test(incoming) ? incoming : crypto.randomUUID()
    ids.set(request, id)
  }
  return id
}

/** What the request hooks tell the metrics about each answered request (seconds from arrival to answer). */
export type RequestObserver = (method: string, route: string, status: number, seconds: number) => void

/**
 * One log line per request when `logEnabled` (LOG_LEVEL=info or below), never a header value or a
 * body; and each request's latency to `observe` when metrics are on. Both share one pair of hooks.
 */
export function requestObservation(logger: Logger, logEnabled: boolean, observe: RequestObserver | null) {
  const plugin = new Elysia({ name: 'request-observation' })
  // When nothing would be written or counted, skip the hooks Elysia schedules per request.
  if (!logEnabled && !observe) return plugin
  return plugin
    .onRequest(({ request }) => void arrivals.set(request, performance.now()))
    .onAfterResponse({ as: 'global' }, ({ request, set, path, route, responseValue }) => {
      // A route answering a Response of its own (prebuilt-json.ts) leaves its status there, not in `set`.
      const status = responseValue instanceof Response ? responseValue.status : typeof set.status === 'number' ? set.status : 200
      const startedAt = arrivals.get(request)
      const ms = startedAt === undefined ? null : performance.now() - startedAt
      // The route's pattern, never the path: ids in paths would make one series per document.
      if (observe && ms !== null) observe(request.method, route || 'unmatched', status, ms / 1000)
      if (logEnabled)
        logger.info('request', {
          requestId: requestId(request),
          method: request.method,
          path,
          status,
          durationMs: ms === null ? null : Math.round(ms * 100) / 100,
        })
    })
}
