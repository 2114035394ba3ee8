import { RESERVED_KEYS } from '../../../domain/field-name'
import { HttpError } from '../http-error'
import type { BodyParser } from './body-step'

/** What a raw-body route sees as its parsed body: nothing was read. */
export const RAW_BODY = Object.freeze({})

/** Deepest nesting of arrays and objects a JSON body may have. */
export const MAX_DEPTH = 32
/** How many arrays may sit directly in one another (the OpenAPI document spells them out level by level). */
export const MAX_ARRAY_NESTING = 8

/**
 * Reads JSON bodies ourselves instead of Elysia's parsers: content type (415), size (413, before
 * and while reading, below Bun's own limit which answers with an empty body), nesting depth
 * (checked on the raw text without recursion) and keys that poison prototypes or BSON (400).
 * Elysia's parse step calls it once the request is authenticated (body-step.ts, bearer-auth.ts).
 */
export function jsonBody(maxBodyBytes: number, unread: (route: string) => boolean = () => false): BodyParser {
  // Not an async function: Elysia awaits what the parser returns anyway, and an async wrapper around
  // the body read added a promise per request.
  return function readJsonBody({ request, route }, contentType) {
    // Left unread for routes that read their own body: an import's file (streamed), Postmark's
    // inbound mail (after its own authentication, under its own limit).
    if (unread(route)) return RAW_BODY
    const length = request.headers.get('content-length')
    const declared = Number(length ?? '0')
    if (declared > maxBodyBytes) throw tooLarge(maxBodyBytes)
    // With a Content-Length and no chunked framing the server reads exactly that many bytes, so
    // one text() is safe and costs a fraction of the stream reader; otherwise count while reading.
    const framed = length !== null && !request.headers.has('transfer-encoding')
    const text = framed ? request.arrayBuffer().then(decodeUtf8) : readBounded(request, maxBodyBytes)
    return text.then((read) => parseChecked(read, contentType))
  }
}

function parseChecked(text: string, contentType: string | null): unknown {
  if (text.length === 0) return {}
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType ?? '')) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json')
  }
  assertDepth(text)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'MALFORMED_JSON', 'Request body is not valid JSON')
  }
  if (mayNameForbiddenKey(text)) assertNoForbiddenKeys(value)
  return value
}

/**
 * False when no key of the parsed value can be a forbidden one: each is absent from the text, and
 * the text has no \u escape (the only way to spell one without its letters). Four native searches
 * instead of a walk of every key.
 */
function mayNameForbiddenKey(text: string): boolean {
  if (text.includes('\\u')) return true
  for (const key of RESERVED_KEYS) if (text.includes(key)) return true
  return false
}

async function readBounded(request: Request, limit: number): Promise<string> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw tooLarge(limit)
    }
    chunks.push(value)
  }
  if (chunks.length === 1) return decodeUtf8(chunks[0]!)
  const all = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    all.set(chunk, offset)
    offset += chunk.byteLength
  }
  return decodeUtf8(all)
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

/** Strict UTF-8: a lenient decoder turns bad bytes into U+FFFD, so different byte strings would become the same text. */
function decodeUtf8(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return utf8.decode(bytes)
  } catch {
    throw new HttpError(400, 'MALFORMED_JSON', 'Request body is not valid UTF-8')
  }
}

function tooLarge(limit: number): HttpError {
  return new HttpError(413, 'PAYLOAD_TOO_LARGE', `Request body exceeds ${limit} bytes`)
}

/**
 * Counts bracket nesting outside strings in one pass, and how many arrays sit directly in one
 * another; skipped when the text has too few brackets to nest that deep and no `[` follows a `[`.
 */
function assertDepth(text: string): void {
  if (openersAtMost(text, MAX_DEPTH) && !ARRAY_IN_ARRAY.test(text)) return
  // arrayRun[d]: how many arrays end at depth d with only arrays around them (0 for an object).
  const arrayRun = new Uint8Array(MAX_DEPTH + 2)
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 || c === 91) {
      if (++depth > MAX_DEPTH) throw new HttpError(400, 'VALIDATION_FAILED', `JSON nesting exceeds ${MAX_DEPTH} levels`)
      arrayRun[depth] = c === 91 ? arrayRun[depth - 1]! + 1 : 0
      if (arrayRun[depth]! > MAX_ARRAY_NESTING)
        throw new HttpError(400, 'VALIDATION_FAILED', `Arrays nest directly in arrays at most ${MAX_ARRAY_NESTING} levels`)
    } else if (c === 125 || c === 93) depth--
  }
}

const ARRAY_IN_ARRAY = /\[\s*\[/

/** Whether `{` and `[` occur at most `max` times in all: native searches, cheaper than the full scan. */
function openersAtMost(text: string, max: number): boolean {
  let count = 0
  for (const opener of ['{', '[']) {
    for (let i = text.indexOf(opener); i !== -1; i = text.indexOf(opener, i + 1)) if (++count > max) return false
  }
  return true
}

/** Walks the parsed value with an explicit stack. */
function assertNoForbiddenKeys(root: unknown): void {
  const stack: unknown[] = [root]
  while (stack.length > 0) {
    const value = stack.pop()
    if (value === null || typeof value !== 'object') continue
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item)
      continue
    }
    for (const key of Object.keys(value)) {
      if (RESERVED_KEYS.has(key))
        throw new HttpError(400, 'VALIDATION_FAILED', `Key "${key}" is not allowed`, [{ path: key, message: 'is not allowed' }])
      stack.push((value as Record<string, unknown>)[key])
    }
  }
}
