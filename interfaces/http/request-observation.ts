import type { Logger } from '../../application/ports/logger'
import type { HistogramMetric } from '../../application/ports/metrics'
import { requestId } from './plugins/request-context'
import { routePatterns } from './route-patterns'

type Handle = (request: Request) => Response | Promise<Response>

/** What of an Elysia app the observation needs: its higher-order function hook and its route table. */
interface Wrappable {
  wrap(hoc: never): unknown
  readonly routes: readonly { method: string; path: string }[]
}

/**
 * One log line per request when `logEnabled` (LOG_LEVEL=info or below), never a header value or a
 * body; and each request's time from arrival to answer into `requestSeconds` (method, route
 * pattern, status) when metrics are on. With neither, nothing is attached.
 *
 * Observed around the handlers Elysia compiles (`wrap`, its higher-order function: each route's
 * handler that Bun's router calls, and the fallback `fetch`), not with `onRequest`/`onAfterResponse`
 * hooks: those made every route's compiled handler build its context the slow way and cost 20 % of
 * an authenticated GET (docs/performance.md). A route's handler serves one method and one route,
 * so its label is looked up once, on its first request; the fallback looks each request up.
 */
export function observeRequests(app: Wrappable, logger: Logger, logEnabled: boolean, requestSeconds: HistogramMetric | null): void {
  if (!logEnabled && !requestSeconds) return
  let patterns: ReturnType<typeof routePatterns> | null = null
  const routeOf = (request: Request) => (patterns ??= routePatterns(app.routes))(request.method, request.url) ?? 'unmatched'
  const wrappers = new WeakMap<Handle, Handle>()

  const wrap = (handle: Handle): Handle => {
    // Bun's router hands a route's handler a request with `params`; the fallback gets any request.
    let route: string | null = null
    const byStatus = new Map<number, (seconds: number) => void>()
    const done = (request: Request, answer: Response, startedAt: number) => {
      const ms = performance.now() - startedAt
      const status = answer instanceof Response ? answer.status : 200
      if (requestSeconds) {
        if ((request as { params?: unknown }).params !== undefined) {
          route ??= routeOf(request)
          let record = byStatus.get(status)
          if (!record) byStatus.set(status, (record = requestSeconds.series([request.method, route, String(status)])))
          record(ms / 1000)
        } else requestSeconds.observe(ms / 1000, [request.method, routeOf(request), String(status)])
      }
      if (logEnabled)
        logger.info('request', {
          requestId: requestId(request),
          method: request.method,
          path: new URL(request.url).pathname,
          status,
          durationMs: Math.round(ms * 100) / 100,
        })
    }
    return (request) => {
      const startedAt = performance.now()
      const answer = handle(request)
      if (answer instanceof Promise)
        return answer.then((value) => {
          done(request, value, startedAt)
          return value
        })
      done(request, answer, startedAt)
      return answer
    }
  }

  const hoc = (handle: Handle): Handle => {
    let wrapped = wrappers.get(handle)
    if (!wrapped) wrappers.set(handle, (wrapped = wrap(handle)))
    return wrapped
  }
  app.wrap(hoc as never)
}
