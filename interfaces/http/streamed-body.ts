import { HttpError } from './http-error'

/** The route (Elysia's pattern) whose body it reads as a stream itself (an import's file), so the JSON body reader leaves it alone. */
export const STREAMED_BODY_ROUTE = '/api/v1/datalake/:source/databases/:db/import'

/**
 * The request's body as it arrives, failing with 413 the moment it passes `limit` bytes (or at
 * once when Content-Length says so): nothing past the limit is read, and the reader gives up.
 */
export async function* boundedBody(request: Request, limit: number): AsyncIterable<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) throw tooLarge(limit)
  if (!request.body) return
  const reader = request.body.getReader()
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      size += value.byteLength
      if (size > limit) throw tooLarge(limit)
      yield value
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
}

function tooLarge(limit: number): HttpError {
  return new HttpError(413, 'PAYLOAD_TOO_LARGE', `The file exceeds IMPORT_MAX_BYTES (${limit} bytes); nothing was imported`)
}

/** `attachment` with the name as plain ASCII and, for any other character, RFC 6266's UTF-8 form. */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}
