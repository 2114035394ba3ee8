/**
 * Failures that only exist at the HTTP edge (bad media type, oversize or malformed body).
 * The status lives in `httpStatus`, never `status`, which Elysia would honour on its own.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError'
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly details?: { path: string; message: string }[],
    /** A 401's WWW-Authenticate when the route takes another scheme than Bearer. */
    readonly challenge?: string,
  ) {
    super(message)
  }
}
