import { Elysia, t } from 'elysia'
import type { ChangeNotifier } from '../../../application/ports/change-log'
import type { GetDocumentHistory } from '../../../application/use-cases/get-document-history'
import type { ListChanges } from '../../../application/use-cases/list-changes'
import type { Principal } from '../../../domain/principal'
import { changeStream, tokenExpiry } from '../change-stream'
import { answerPrebuilt } from '../prebuilt-json'
import type { ProtectedRoutes } from '../protected-routes'
import { errors } from '../schemas'
import { DbParams, DocumentParams } from './data-lake-schemas'
import { ChangeCursorQuery, LimitQuery, pageQueryText } from './page-query-schemas'

export interface ChangeLogRouteDeps {
  protect: ProtectedRoutes
  getDocumentHistory: GetDocumentHistory
  listChanges: ListChanges
  notifier: ChangeNotifier
  heartbeatMs: number
  /** While the service drains for a shutdown, streams end at their next heartbeat (clients resume on another instance). */
  lifecycle?: { readonly draining: boolean }
}

const Cursor = ChangeCursorQuery
const Limit = LimitQuery
const ChangeRecordSchema = t.Unknown({
  description:
    'A change record: id, at, op, source, db, documentId, version, actor ({userId, email} for a person, {type: "apiKey", id, name} for an API key), requestId, changes',
  examples: [
    {
      id: '0000000000000042',
      at: '2026-11-23T10:00:00.000Z',
      op: 'update',
      source: 'erp',
      db: 'shipments_q3_k3j9x2',
      documentId: '665f1c2ab3d4e5f60718293a',
      version: 3,
      actor: { userId: '665f1c2ab3d4e5f607182900', email: 'ana@example.com' },
      requestId: 'r-1',
      changes: [{ field: 'status', from: 'open', to: 'shipped' }],
    },
  ],
})
const RecordPage = t.Object({ data: t.Array(ChangeRecordSchema), nextCursor: t.Union([t.String(), t.Null()]) })

/** History of one document and the change feed of a database, as JSON or as server-sent events. */
export function changeLogRoutes(deps: ChangeLogRouteDeps) {
  const { protect } = deps
  return new Elysia({ prefix: '/api/v1/datalake', tags: ['Change log'] })
    .get(
      '/:source/databases/:db/documents/:id/history',
      ...protect.prebuilt(
        {
          params: DocumentParams,
          query: t.Object({ limit: Limit, before: Cursor }),
          response: { 200: RecordPage, ...errors(400, 401, 404, 503) },
          detail: {
            summary: 'The change history of one document',
            description: 'Newest first; it still answers for a deleted document. Page with before=nextCursor.',
          },
        },
        async ({ params, query, principal }) => ({
          status: 200,
          json: JSON.stringify(await deps.getDocumentHistory.execute({ principal, ...params, ...pageQueryText(query) })),
        }),
      ),
    )
    .get(
      '/:source/databases/:db/changes',
      ...protect.handler(
        {
          params: DbParams,
          query: t.Object({ after: Cursor, limit: Limit }),
          response: { 200: RecordPage, ...errors(400, 401, 404, 503) },
          detail: {
            summary: 'The change feed of a database',
            description:
              'Oldest first after `after`; nextCursor is the last id (or `after` when nothing is new). With Accept: text/event-stream: server-sent events (id, event: change, data), resuming after Last-Event-ID, a comment at least every 15 s, ending when the token expires or is revoked.',
          },
        },
        async ({ request, params, query, set, server, principal }) => {
          if (!(request.headers.get('accept') ?? '').includes('text/event-stream')) {
            const page = await deps.listChanges.execute({ principal, ...params, ...pageQueryText(query) })
            return answerPrebuilt(request, set, { status: 200, json: JSON.stringify(page) })
          }
          const lastEventId = request.headers.get('last-event-id') ?? undefined
          const opened = await deps.listChanges.open({ principal, ...params, ...pageQueryText(query), lastEventId, fromNow: true })
          // A stream is idle between events for up to a heartbeat: Bun's idle timeout must not cut it.
          ;(server as { timeout?: (request: Request, seconds: number) => void } | null)?.timeout?.(request, 0)
          const mayRead = (now: Principal) => deps.listChanges.open({ principal: now, ...params, fromNow: true })
          const stillValid = async () => !deps.lifecycle?.draining && (await protect.stillValid(request, mayRead))
          return changeStream(request, opened.database, opened.after, {
            listChanges: deps.listChanges,
            notifier: deps.notifier,
            stillValid,
            expiresAt: tokenExpiry(request),
            heartbeatMs: deps.heartbeatMs,
          })
        },
      ),
    )
}
