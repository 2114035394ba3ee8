/**
 * A JSON answer built here rather than by Elysia. Hot routes that answer many free-form documents
 * use it: Elysia's response pass (schema check and clean-up of every document) costs more than the
 * store does on a read of 100 documents. The route keeps its response schema for OpenAPI, and the
 * hooks still add X-Request-Id and the security headers.
 */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json;charset=utf-8' } })
}
