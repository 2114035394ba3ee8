/** Whether a request carries a body at all: a Content-Length above 0, or chunked framing. */
export function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length')
  return length !== null ? length !== '0' : request.headers.has('transfer-encoding')
}
