import type { ChangeNotifier } from '../../application/ports/change-log'
import type { ListChanges } from '../../application/use-cases/list-changes'
import type { DataLakeDatabase } from '../../domain/database'
import { requestId } from './plugins/request-context'
import { SECURITY_HEADERS } from './security-headers'

const BATCH = 100
const encoder = new TextEncoder()

export interface ChangeStreamOptions {
  readonly listChanges: ListChanges
  readonly notifier: ChangeNotifier
  /** Answers false once the stream's token no longer authenticates (expired, revoked, user disabled). */
  readonly stillValid: () => Promise<boolean>
  /** When the token expires (epoch ms), so the stream ends then without waiting for a heartbeat. */
  readonly expiresAt: number
  readonly heartbeatMs: number
}

/**
 * The change feed as server-sent events: `id`, `event: change`, `data` per record, from `after`
 * on. A commit on this instance wakes the stream at once through the notifier (on MongoDB, other
 * instances' commits through its tailing read); every heartbeat also re-reads the log and checks
 * the token, so the stream ends within one heartbeat of a revocation and at the token's expiry.
 */
export function changeStream(request: Request, database: DataLakeDatabase, after: string | null, options: ChangeStreamOptions): Response {
  let cursor = after
  let closed = false
  let reading = false
  let again = false
  const cleanups: (() => void)[] = []
  let control!: ReadableStreamDefaultController<Uint8Array>

  const close = () => {
    if (closed) return
    closed = true
    for (const cleanup of cleanups) cleanup()
    try {
      control.close()
    } catch {
      // Already closed by the client.
    }
  }
  const send = (text: string) => {
    if (closed) return
    try {
      control.enqueue(encoder.encode(text))
    } catch {
      close()
    }
  }
  const pump = async (): Promise<void> => {
    if (reading) {
      again = true
      return
    }
    reading = true
    try {
      do {
        again = false
        for (;;) {
          const batch = await options.listChanges.read(database, cursor, BATCH)
          if (closed) return
          for (const record of batch.data) send(`id: ${record.id}\nevent: change\ndata: ${JSON.stringify(record)}\n\n`)
          cursor = batch.nextCursor
          if (batch.data.length < BATCH) break
        }
      } while (again && !closed)
    } catch {
      // The store is away: the next heartbeat or commit tries again.
    } finally {
      reading = false
    }
  }

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      control = controller
      send(': connected\nretry: 3000\n\n')
      cleanups.push(options.notifier.subscribe((db) => db === database.name && void pump()))
      const heartbeat = setInterval(() => {
        void options.stillValid().then((valid) => {
          if (!valid) return close()
          send(': keep-alive\n\n')
          void pump()
        })
      }, options.heartbeatMs)
      cleanups.push(() => clearInterval(heartbeat))
      const expiry = setTimeout(close, Math.max(0, Math.min(options.expiresAt - Date.now(), 2 ** 31 - 1)))
      cleanups.push(() => clearTimeout(expiry))
      void pump()
    },
    cancel() {
      close()
    },
  })
  const headers = new Headers({
    ...SECURITY_HEADERS,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
    'x-request-id': requestId(request),
  })
  return new Response(stream, { status: 200, headers })
}

/** The `exp` claim of a bearer token that already authenticated, in epoch ms. */
export function tokenExpiry(request: Request): number {
  const token = request.headers.get('authorization')?.slice(7).trim() ?? ''
  // An API key has no expiry in the token: the heartbeat's check ends the stream once it expires or is revoked.
  if (token.startsWith('lk_')) return Number.MAX_SAFE_INTEGER
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')
    const exp = (JSON.parse(atob(payload)) as { exp?: unknown }).exp
    return typeof exp === 'number' ? exp * 1000 : Date.now()
  } catch {
    return Date.now()
  }
}
