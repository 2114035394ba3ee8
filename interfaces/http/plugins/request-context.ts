import { Elysia } from 'elysia'
import type { JsonLogger } from '../../../infrastructure/logging/json-logger'

interface RequestState {
  readonly id: string
  readonly startedAt: number
}

// A WeakMap, not a property on Elysia's context: the property measured 3–6 µs per request slower under wrk.
const states = new WeakMap<Request, RequestState>()
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** The id and start time of a request, set when it arrives. */
export function requestContext(request: Request): RequestState {
  return states.get(request) ?? { id: 'unknown', startedAt: performance.now() }
}

/**
 * Gives every request an id (the client's when it is a sane token), returns it as
 * X-Request-Id, and writes one JSON log line per request: never a header value or a body.
 */
export function requestLogging(logger: JsonLogger) {
  const plugin = new Elysia({ name: 'request-logging' })
    .onRequest(({ request, set }) => {
      const incoming = request.headers.get('x-request-id')
      const id = incoming && SANE_ID.test(incoming) ? incoming : crypto.randomUUID()
      states.set(request, { id, startedAt: performance.now() })
      set.headers['x-request-id'] = id
    })
  // Below LOG_LEVEL=info the access line is never written: skip the hook Elysia schedules per response.
  if (!logger.enabled('info')) return plugin
  return plugin
    .onAfterResponse({ as: 'global' }, ({ request, set, path, responseValue }) => {
      const { id, startedAt } = requestContext(request)
      // A route answering a Response of its own (json-response.ts) leaves its status there, not in `set`.
      const status = responseValue instanceof Response ? responseValue.status : typeof set.status === 'number' ? set.status : 200
      logger.info('request', {
        requestId: id,
        method: request.method,
        path,
        status,
        durationMs: Math.round((performance.now() - startedAt) * 100) / 100,
      })
    })
}
