/** Conservative headers on every answer; a route may still set its own (e.g. the verify page's cache-control). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
}
