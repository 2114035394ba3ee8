const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/
// WeakMaps rather than properties on Elysia's context or the Request (docs/performance.md).
const ids = new WeakMap<Request, string>()

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
