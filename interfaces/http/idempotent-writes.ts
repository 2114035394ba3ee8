import { JsonText } from '../../application/services/json-text'
import type { RunIdempotently } from '../../application/use-cases/run-idempotently'
import type { Principal } from '../../domain/principal'
import { jsonResponse } from './json-response'

/** What a write route answers: status, body, and the document's version as an ETag when it has one. */
export interface WriteAnswer {
  readonly status: number
  readonly body: unknown
  readonly etag?: string
}

type RouteSet = { headers: Record<string, string | number> | object }

/**
 * The Idempotency-Key of the write routes (docs/documents.md). Without the header the write runs
 * as it always did. With it, the request's fingerprint (method, path and query, body) and the
 * answer go through RunIdempotently; a replay carries `Idempotent-Replayed: true`.
 */
export class IdempotentWrites {
  constructor(private readonly runIdempotently: RunIdempotently) {}

  async run(request: Request, principal: Principal, body: unknown, set: RouteSet, write: () => Promise<WriteAnswer>): Promise<Response> {
    const key = request.headers.get('idempotency-key')
    if (key === null) return this.respond(request, set, await write())
    const fingerprint = await fingerprintOf(request, body)
    const { answer, replayed } = await this.runIdempotently.execute({ userId: principal.userId, key, fingerprint }, async () => {
      // Serialised apart from the real answer, whose headers (CORS) the final jsonResponse takes.
      const answer = await write()
      const response = jsonResponse({ request, set: { headers: {} } }, answer.body, answer.status)
      return { status: answer.status, body: await response.text(), etag: answer.etag ?? null }
    })
    if (answer.etag !== null) set.headers = { ...set.headers, etag: answer.etag }
    if (replayed) set.headers = { ...set.headers, 'idempotent-replayed': 'true' }
    return jsonResponse({ request, set }, new JsonText(answer.body), answer.status)
  }

  private respond(request: Request, set: RouteSet, answer: WriteAnswer): Response {
    if (answer.etag !== undefined) set.headers = { ...set.headers, etag: answer.etag }
    return jsonResponse({ request, set }, answer.body, answer.status)
  }
}

/** SHA-256 over the method, the path with its query, and the body as parsed (Web Crypto: Bun and Deno alike). */
async function fingerprintOf(request: Request, body: unknown): Promise<string> {
  const url = new URL(request.url)
  const text = `${request.method} ${url.pathname}${url.search}\n${JSON.stringify(body) ?? ''}`
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
