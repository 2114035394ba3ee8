import type { RunIdempotently } from '../../application/use-cases/run-idempotently'
import type { Principal } from '../../domain/principal'
import { answerPrebuilt, type PrebuiltAnswer } from './prebuilt-json'

type RouteSet = { headers: Record<string, string | number> | object }

/**
 * The write routes' answers under an Idempotency-Key (docs/documents.md): the request's
 * fingerprint (method, path and query, body) and the answer go through RunIdempotently; a replay
 * carries `Idempotent-Replayed: true`. Answers are prebuilt JSON (prebuilt-json.ts) so a kept
 * answer is replayed byte for byte. A write without the header never comes here (protected-routes.ts).
 */
export class IdempotentWrites {
  constructor(private readonly runIdempotently: RunIdempotently) {}

  /** Runs `write` once per key and caller, or replays the answer kept for the key. */
  async run(
    key: string,
    request: Request,
    principal: Principal,
    body: unknown,
    set: RouteSet,
    write: () => Promise<PrebuiltAnswer>,
  ): Promise<Response> {
    const fingerprint = await fingerprintOf(request, body)
    const kept = await this.runIdempotently.execute({ userId: principal.userId, key, fingerprint }, async () => {
      const written = await write()
      return { status: written.status, body: written.json, etag: written.etag ?? null }
    })
    if (kept.replayed) (set.headers as Record<string, string>)['idempotent-replayed'] = 'true'
    return answerPrebuilt(request, set, { status: kept.answer.status, json: kept.answer.body, etag: kept.answer.etag ?? undefined })
  }
}

/** SHA-256 over the method, the path with its query, and the body as parsed (Web Crypto: Bun and Deno alike). */
async function fingerprintOf(request: Request, body: unknown): Promise<string> {
  const url = new URL(request.url)
  const text = `${request.method} ${url.pathname}${url.search}\n${JSON.stringify(body) ?? ''}`
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
