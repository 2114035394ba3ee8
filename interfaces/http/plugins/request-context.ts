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

/** One log line per request when `enabled` (LOG_LEVEL=info or below): never a header value or a body. */
export function requestLogging(logger: Logger, enabled: boolean) {
  const plugin = new Elysia({ name: 'request-logging' })
  // When the line would not be written, skip the hooks Elysia schedules per request.
  if (!enabled) return plugin
  return plugin
    .onRequest(({ request }) => void arrivals.set(request, performance.now()))
    .onAfterResponse({ as: 'global' }, ({ request, set, path, responseValue }) => {
      // A route answering a Response of its own (prebuilt-json.ts) leaves its status there, not in `set`.
      const status = responseValue instanceof Response ? responseValue.status : typeof set.status === 'number' ? set.status : 200
      const startedAt = arrivals.get(request)
      logger.info('request', {
        requestId: requestId(request),
        method: request.method,
        path,
        status,
        durationMs: startedAt === undefined ? null : Math.round((performance.now() - startedAt) * 100) / 100,
      })
    })
}
