import { Elysia } from 'elysia'
import { CompleteAnswer } from '../prebuilt-json'
import { SECURITY_HEADERS } from '../security-headers'
import { requestId } from './request-context'

type HeaderBag = Record<string, string | number>

/** Adds X-Request-Id and the security headers to the headers of an answer being built, keeping any a route set. */
export function completeHeaders(headers: HeaderBag, request: Request): void {
  headers['x-request-id'] = requestId(request)
  for (const name in SECURITY_HEADERS) if (!(name in headers)) headers[name] = SECURITY_HEADERS[name]!
}

function completeResponseHeaders(response: Response, request: Request): void {
  response.headers.set('x-request-id', requestId(request))
  for (const name in SECURITY_HEADERS) if (!response.headers.has(name)) response.headers.set(name, SECURITY_HEADERS[name]!)
}

/**
 * X-Request-Id and the security headers on every answer, and CORS for the origins in CORS_ORIGINS
 * only (no wildcard: the API takes bearer tokens). Added after the handler, and the hook has no
 * `return`, both for speed (docs/performance.md). Errors get theirs in error-handler.ts.
 */
export function answerHeaders(corsOrigins: readonly string[]) {
  const plugin = new Elysia({ name: 'answer-headers' }).onAfterHandle(
    { as: 'global' },
    function addAnswerHeaders({ request, set, responseValue }) {
      if (!(responseValue instanceof Response)) completeHeaders(set.headers as HeaderBag, request)
      else if (!(responseValue instanceof CompleteAnswer) && !responseValue.headers.has('x-request-id'))
        completeResponseHeaders(responseValue, request)
    },
  )
  const allowed = new Set(corsOrigins)
  if (allowed.size === 0) return plugin
  return plugin.onRequest(({ request, set }) => {
    const origin = request.headers.get('origin')
    if (origin && allowed.has(origin)) {
      set.headers['access-control-allow-origin'] = origin
      set.headers.vary = 'Origin'
      set.headers['access-control-expose-headers'] = 'etag, idempotent-replayed, x-request-id'
      if (request.method === 'OPTIONS') {
        set.headers['access-control-allow-methods'] = 'GET, POST, PATCH, DELETE, OPTIONS'
        set.headers['access-control-allow-headers'] = 'authorization, content-type, x-request-id, if-match, idempotency-key, last-event-id'
        set.headers['access-control-max-age'] = '600'
        completeHeaders(set.headers as HeaderBag, request)
        return new Response(null, { status: 204, headers: set.headers as Record<string, string> })
      }
    }
  })
}
