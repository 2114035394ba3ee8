import type { RunIdempotently } from '../../application/use-cases/run-idempotently'
import type { Principal } from '../../domain/principal'
import { prebuiltJson } from './prebuilt-json'

/** What a write route answers: status, body as JSON text, and the document's version as an ETag when it has one. */
export interface WriteAnswer {
  readonly status: number
  readonly json: string
  readonly etag?: string
}

type RouteSet = { headers: Record<string, string | number> | object }

/**
 * The write routes' answers, with Idempotency-Key (docs/documents.md). Without the header the
 * write runs and is answered as built. With it, the request's fingerprint (method, path and
 * query, body) and the answer go through RunIdempotently; a replay carries
 * `Idempotent-Replayed: true`. Answers are prebuilt JSON (prebuilt-json.ts) so a kept answer is
 * replayed byte for byte.
 */
export class IdempotentWrites {
  constructor(private readonly runIdempotently: RunIdempotently) {}

  /** True when the request carries an Idempotency-Key (routes with a faster unkeyed path ask first). */
  static keyed(request: Request): boolean {
    return request.headers.has('idempotency-key')
  }

  async run(request: Request, principal: Principal, body: unknown, set: RouteSet, write: () => Promise<WriteAnswer>): Promise<Response> {
    const key = request.headers.get('idempotency-key')
    if (key === null) return answer(request, set, await write(), false)
    const fingerprint = await fingerprintOf(request, body)
    const kept = await this.runIdempotently.execute({ userId: principal.userId, key, fingerprint }, async () => {
      const written = await write()
      return { status: written.status, body: written.json, etag: written.etag ?? null }
    })
    return answer(request, set, { status: kept.answer.status, json: kept.answer.body, etag: kept.answer.etag ?? undefined }, kept.replayed)
  }
}

function answer(request: Request, set: RouteSet, written: WriteAnswer, replayed: boolean): Response {
  const headers = set.headers as Record<string, string>
  if (written.etag !== undefined) headers.etag = written.etag
  if (replayed) headers['idempotent-replayed'] = 'true'
  return prebuiltJson(request, set, written.json, written.status)
}

/** SHA-256 over the method, the path with its query, and the body as parsed (Web Crypto: Bun and Deno alike). */
async function fingerprintOf(request: Request, body: unknown): Promise<string> {
  const url = new URL(request.url)
  const text = `${request.method} ${url.pathname}${url.search}\n${JSON.stringify(body) ?? ''}`
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
