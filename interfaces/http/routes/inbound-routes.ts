import { createHash, timingSafeEqual } from 'node:crypto'
import { Elysia, t } from 'elysia'
import type { ReceiveInboundEmail } from '../../../application/use-cases/receive-inbound-email'
import { HttpError } from '../http-error'
import { requestId } from '../plugins/request-context'
import { fromPostmark } from '../postmark-inbound'
import { errors } from '../schemas'

export interface InboundRouteDeps {
  receiveInboundEmail: ReceiveInboundEmail
  /** INBOUND_WEBHOOK_USER and INBOUND_WEBHOOK_PASSWORD; null: the route answers 404. */
  credentials: { readonly user: string; readonly password: string } | null
  maxBytes: number
  attachmentMaxBytes: number
}

export const INBOUND_PATH = '/api/v1/inbound/postmark'

const Stored = t.Object({ message: t.String(), inquiryId: t.Optional(t.String()) })

/** Both sides hashed to one length first, so the comparison takes the same time whatever the guess. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b) && given.length === expected.length
}

function authorized(header: string | null, credentials: { user: string; password: string }): boolean {
  const match = /^Basic ([A-Za-z0-9+/=]{1,1024})$/.exec(header ?? '')
  const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : ''
  const colon = decoded.indexOf(':')
  const user = colon < 0 ? '' : decoded.slice(0, colon)
  const password = colon < 0 ? '' : decoded.slice(colon + 1)
  // Both compared every time: which half was wrong takes no different time.
  const userOk = sameSecret(user, credentials.user)
  const passwordOk = sameSecret(password, credentials.password)
  return match !== null && userOk && passwordOk
}

/** Reads at most `max` bytes; past that, 403 (Postmark retries anything but 200 and 403). */
async function boundedJson(request: Request, max: number): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? '0') > max)
    throw new HttpError(403, 'PAYLOAD_TOO_LARGE', `Message exceeds ${max} bytes`)
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
    throw new HttpError(403, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json')
  // A declared length within the bound is all the server reads: one read, without a stream's per-chunk cost (about 40 µs).
  if (request.headers.has('content-length') && !request.headers.has('transfer-encoding')) return parsed(await request.arrayBuffer())
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body?.getReader()
  for (;;) {
    const next = reader ? await reader.read() : { done: true as const, value: undefined }
    if (next.done) break
    size += next.value.byteLength
    if (size > max) {
      await reader?.cancel().catch(() => undefined)
      throw new HttpError(403, 'PAYLOAD_TOO_LARGE', `Message exceeds ${max} bytes`)
    }
    chunks.push(next.value)
  }
  return parsed(Buffer.concat(chunks))
}

function parsed(bytes: ArrayBuffer | Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new HttpError(403, 'MALFORMED_JSON', 'The body is not JSON')
  }
}

/** Postmark's inbound webhook: Basic credentials in the webhook URL, the message stored before 200, the same MessageID twice stored once. */
export function inboundRoutes(deps: InboundRouteDeps) {
  return new Elysia({ tags: ['Desk'] }).post(
    INBOUND_PATH,
    async ({ request }) => {
      if (!deps.credentials) throw new HttpError(404, 'NOT_FOUND', 'Not found')
      // Answered here: the error handler would announce the Bearer scheme, this route takes Basic.
      if (!authorized(request.headers.get('authorization'), deps.credentials))
        throw new HttpError(
          401,
          'UNAUTHORIZED',
          'Inbound webhook credentials are missing or wrong',
          undefined,
          'Basic realm="inbound", charset="UTF-8"',
        )
      const email = fromPostmark(await boundedJson(request, deps.maxBytes), deps.attachmentMaxBytes)
      const outcome = await deps.receiveInboundEmail.execute({ email, requestId: requestId(request) })
      return outcome.status === 'stored' ? { message: 'Stored', inquiryId: outcome.inquiryId } : { message: 'Already received' }
    },
    {
      // The body is read by the handler after the credentials are checked, under INBOUND_MAX_BYTES (see json-body.ts).
      parse: 'none',
      response: { 200: Stored, ...errors(401, 403, 404, 503) },
      detail: {
        summary: "Receive an e-mail from Postmark's inbound webhook",
        description:
          'HTTP Basic credentials (INBOUND_WEBHOOK_USER/PASSWORD) in the webhook URL; 404 when unconfigured. 403 for a message that will never be accepted (too large, not JSON, no sender).',
        security: [{ inboundBasic: [] as string[] }],
      },
    },
  )
}
