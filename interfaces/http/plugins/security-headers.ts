import { Elysia } from 'elysia'

/**
 * Conservative response headers on every answer, and CORS for the origins in CORS_ORIGINS only
 * (no wildcard: the API takes bearer tokens, so a page of any origin must not call it freely).
 */
export function securityHeaders(corsOrigins: readonly string[]) {
  const allowed = new Set(corsOrigins)
  // Default headers are copied into each response's headers when its context is created, which
  // costs far less than a hook per request; a route may still override them (e.g. cache-control).
  const plugin = new Elysia({ name: 'security-headers' }).headers({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'cache-control': 'no-store' })
  if (allowed.size === 0) return plugin
  return plugin.onRequest(({ request, set }) => {
    const origin = request.headers.get('origin')
    if (origin && allowed.has(origin)) {
      set.headers['access-control-allow-origin'] = origin
      set.headers['vary'] = 'Origin'
      if (request.method === 'OPTIONS') {
        set.headers['access-control-allow-methods'] = 'GET, POST, PATCH, DELETE, OPTIONS'
        set.headers['access-control-allow-headers'] = 'authorization, content-type, x-request-id'
        set.headers['access-control-max-age'] = '600'
        return new Response(null, { status: 204, headers: set.headers as Record<string, string> })
      }
    }
  })
}
