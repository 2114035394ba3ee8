import { JsonText } from '../../application/services/json-text'

/** What a route's context holds of the answer being built (Elysia's `set`). */
interface AnswerState {
  headers: Record<string, string | number> | object
}

/**
 * A JSON answer built here rather than by Elysia. Hot routes that answer many free-form documents
 * use it: Elysia's response pass (schema check and clean-up of every document) costs more than the
 * store does on a read of 100 documents. The route keeps its response schema for OpenAPI. JsonText
 * values (whole, in an array, or as a property of the top-level object) are spliced in as they are.
 * The headers set so far (X-Request-Id, security headers) move into the Response and `set.headers`
 * is emptied: with headers left there, Elysia rebuilds the Response around its body as a stream,
 * which cost more than the rest of a POST document.
 */
export function jsonResponse(set: AnswerState, body: unknown, status = 200): Response {
  const headers = set.headers as Record<string, string>
  headers['content-type'] = 'application/json;charset=utf-8'
  const response = new Response(toJson(body), { status, headers })
  set.headers = {}
  return response
}

function toJson(value: unknown): string {
  if (value instanceof JsonText) return value.text
  if (!holdsJsonText(value)) return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return splicedArray(value)
  let out = ''
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (item === undefined || typeof item === 'function') continue
    const text = item instanceof JsonText ? item.text : Array.isArray(item) ? splicedArray(item) : JSON.stringify(item)
    out += `${out ? ',' : '{'}${JSON.stringify(key)}:${text}`
  }
  return out ? `${out}}` : '{}'
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
