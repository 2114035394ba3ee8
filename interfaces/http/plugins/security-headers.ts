import { Elysia } from 'elysia'

/**
 * Conservative response headers on every answer, and CORS for the origins in CORS_ORIGINS only
 * (no wildcard: the API takes bearer tokens, so a page of any origin must not call it freely).
 */
export function securityHeaders(corsOrigins: readonly string[]) {
  const allowed = new Set(corsOrigins)
  return new Elysia({ name: 'security-headers' })
    .onRequest(({ request, set }) => {
      set.headers['x-content-type-options'] = 'nosniff'
      set.headers['x-frame-options'] = 'DENY'
      set.headers['cache-control'] ??= 'no-store'
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
