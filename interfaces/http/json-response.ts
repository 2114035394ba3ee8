import { JsonText } from '../../application/services/json-text'
import { requestId } from './plugins/request-context'

/** What a route's context holds of the request and of the answer being built (Elysia's `set`). */
interface RouteContext {
  readonly request: Request
  readonly set: { headers: Record<string, string | number> | object }
}

/**
 * A JSON answer built here rather than by Elysia. Hot routes that answer many free-form documents
 * use it: Elysia's response pass (schema check and clean-up of every document) costs more than the
 * store does on a read of 100 documents. The route keeps its response schema for OpenAPI. JsonText
 * values (whole, in an array, or as a property of the top-level object) are spliced in as they are.
 * Its headers are one fresh object literal: filling Elysia's `set.headers` and handing that over
 * measured up to 8 µs slower per request. Headers a route or plugin set (CORS) are copied in, and
 * `set.headers` is emptied, else Elysia would rebuild the Response around its body as a stream.
 */
export function jsonResponse({ request, set }: RouteContext, body: unknown, status = 200): Response {
  // The security headers of answer-headers.ts, written out: spreading a shared object costs more.
  const headers: Record<string, string> = {
    'content-type': 'application/json;charset=utf-8',
    'x-request-id': requestId(request),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
  }
  const extra = set.headers as Record<string, string>
  let copied = false
  for (const name in extra) {
    headers[name] = extra[name]!
    copied = true
  }
  if (copied) set.headers = {}
  return new Response(bodyOf(body), { status, headers })
}

/** Large JsonText worth keeping encoded: below this, encoding per answer costs less than the bookkeeping. */
const REUSE_FROM_CHARS = 4096
/** Per JsonText, the last whole answer built around it: the text around it, and the answer as a Blob. */
const builtAnswers = new WeakMap<JsonText, { prefix: string; suffix: string; blob: Blob }>()

/**
 * The answer's body. A large JsonText seen again (a cached page of a read) inside the same
 * surrounding text reuses the Blob built the first time: Bun shares a Blob's bytes between
 * Responses, where a string is encoded and a Uint8Array copied for each (measured for 35 kB:
 * Response from a Blob 0.3 µs, from a Uint8Array 4 µs, and the string had to be built first).
 */
function bodyOf(value: unknown): string | Blob {
  if (value instanceof JsonText) return value.text
  if (!holdsJsonText(value)) return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return splicedArray(value)
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined && typeof item !== 'function')
  const large = entries.findIndex(([, item]) => item instanceof JsonText && item.text.length >= REUSE_FROM_CHARS)
  if (large === -1) return `{${members(entries)}}`
  const before = entries.slice(0, large)
  const after = entries.slice(large + 1)
  const text = entries[large]![1] as JsonText
  const prefix = `{${members(before)}${before.length > 0 ? ',' : ''}${JSON.stringify(entries[large]![0])}:`
  const suffix = `${after.length > 0 ? ',' : ''}${members(after)}}`
  const known = builtAnswers.get(text)
  if (known && known.prefix === prefix && known.suffix === suffix) return known.blob
  const blob = new Blob([prefix, text.text, suffix])
  builtAnswers.set(text, { prefix, suffix, blob })
  return blob
}

/** An object's members as JSON without the braces, JsonText values spliced in. */
function members(entries: readonly [string, unknown][]): string {
  return entries
    .map(([key, item]) => `${JSON.stringify(key)}:${item instanceof JsonText ? item.text : Array.isArray(item) ? splicedArray(item) : JSON.stringify(item)}`)
    .join(',')
}

/** True for an array with a JsonText element, or a plain object with one as a value or array element. */
function holdsJsonText(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((item) => item instanceof JsonText)
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false
  for (const item of Object.values(value)) if (item instanceof JsonText || (Array.isArray(item) && item.some((i) => i instanceof JsonText))) return true
  return false
}

function splicedArray(items: readonly unknown[]): string {
  return `[${items.map((item) => (item instanceof JsonText ? item.text : (JSON.stringify(item) ?? 'null'))).join(',')}]`
}
