import { requestId } from './plugins/request-context'
import { SECURITY_HEADERS } from './security-headers'

/** A Response that already carries X-Request-Id and the security headers (answer-headers.ts leaves it alone). */
export class CompleteAnswer extends Response {}

const ANSWER_HEADERS = new Headers({ 'content-type': 'application/json;charset=utf-8', ...SECURITY_HEADERS })

/**
 * The one answer built by hand rather than by Elysia: a body whose JSON text the handler already
 * has, spliced as is (docs/performance.md, "Prebuilt bodies"). Headers a plugin set (CORS) are kept.
 */
export function prebuiltJson(
  request: Request,
  set: { headers: Record<string, string | number> | object },
  json: string | Blob,
  status: number,
): Response {
  const headers = new Headers(ANSWER_HEADERS)
  headers.set('x-request-id', requestId(request))
  const extra = set.headers as Record<string, string>
  for (const name in extra) headers.set(name, extra[name]!)
  set.headers = {}
  return new CompleteAnswer(json, { status, headers })
}

/** An answer whose body is JSON text already: status, body, and the document's version as an ETag when it has one. */
export interface PrebuiltAnswer {
  readonly status: number
  readonly json: string
  readonly etag?: string
  /**
   * A frozen object the body was built from, handed out again for the same answer (a cached page's
   * read): the body is then kept as a Blob for as long as that object lives, and sent again as is.
   */
  readonly builtFrom?: object
}

/** Bodies worth keeping: below this size, building one per answer costs less than keeping it. */
const KEEP_FROM_CHARS = 4096
/**
 * Bodies of frozen answers as Blobs, from the second answer built from the same object on (a store
 * that hands out a new page each time, as MongoDB's does, gets no copy it never uses again): Bun
 * shares a Blob's bytes between Responses, where a string is flattened and encoded for each
 * (a read of 100: 35 kB; docs/performance.md, "Prebuilt bodies").
 */
const keptBodies = new WeakMap<object, Blob | null>()

function bodyOf(answer: PrebuiltAnswer): string | Blob {
  const from = answer.builtFrom
  if (from === undefined || !Object.isFrozen(from) || answer.json.length < KEEP_FROM_CHARS) return answer.json
  const kept = keptBodies.get(from)
  if (kept) return kept
  if (kept === undefined) {
    keptBodies.set(from, null)
    return answer.json
  }
  const body = new Blob([answer.json])
  keptBodies.set(from, body)
  return body
}

/** `prebuiltJson` for a PrebuiltAnswer, with its ETag. */
export function answerPrebuilt(
  request: Request,
  set: { headers: Record<string, string | number> | object },
  answer: PrebuiltAnswer,
): Response {
  if (answer.etag !== undefined) (set.headers as Record<string, string>).etag = answer.etag
  return prebuiltJson(request, set, bodyOf(answer), answer.status)
}
