import { Elysia, t } from 'elysia'
import type { AuthenticateAccessToken } from '../../../application/use-cases/authenticate-access-token'
import type { DeleteDocument } from '../../../application/use-cases/delete-document'
import type { GetDocument } from '../../../application/use-cases/get-document'
import type { ListDocuments } from '../../../application/use-cases/list-documents'
import { parseIfMatch } from '../../../domain/page-request'
import { bearerAuth, systemSecurity } from '../bearer-auth'
import type { IdempotentWrites } from '../idempotent-writes'
import { requestId } from '../plugins/request-context'
import { prebuiltJson } from '../prebuilt-json'
import { errors, MessageSchema } from '../schemas'
import { DbParams, DocumentParams, DocumentSchema } from './data-lake-schemas'
import { DocumentCursorQuery, FieldsQuery, LimitQuery, OrderQuery, pageQueryText } from './page-query-schemas'

export interface DocumentRouteDeps {
  authenticate: AuthenticateAccessToken
  getDocument: GetDocument
  listDocuments: ListDocuments
  deleteDocument: DeleteDocument
  idempotent: IdempotentWrites
}

const ListQuery = t.Object({
  limit: LimitQuery,
  after: DocumentCursorQuery,
  order: OrderQuery,
  filter: t.Optional(t.String({ maxLength: 16384, description: 'URL-encoded JSON filter in the operations language' })),
  fields: FieldsQuery,
})

const PageSchema = t.Object({
  data: t.Array(DocumentSchema),
  nextCursor: t.Union([t.String(), t.Null()], { description: 'Pass as after for the next page; null on the last page' }),
})

/** Documents as resources: a keyset-paged list, one document with its ETag, and a conditional delete. */
export function documentRoutes(deps: DocumentRouteDeps) {
  const principalOf = bearerAuth(deps.authenticate, { acceptApiKey: true })
  return new Elysia({ prefix: '/api/v1/datalake', tags: ['Documents'] })
    .get(
      '/:source/databases/:db/documents',
      async ({ request, params, query, set }) => {
        const principal = await principalOf(request)
        const page = await deps.listDocuments.execute({ principal, ...params, ...pageQueryText(query) })
        const json = 'dataJson' in page ? `{"data":${page.dataJson},"nextCursor":${JSON.stringify(page.nextCursor)}}` : JSON.stringify(page)
        return prebuiltJson(request, set, json, 200) as never
      },
      {
        params: DbParams,
        query: ListQuery,
        response: { 200: PageSchema, ...errors(400, 401, 404, 503) },
        detail: {
          summary: 'List documents by _id with a cursor',
          description:
            'Keyset paging: page 10 000 costs what page 1 does; nothing is counted. A page shorter than limit is the last (nextCursor null).',
          security: systemSecurity,
        },
      },
    )
    .get(
      '/:source/databases/:db/documents/:id',
      async ({ request, params, set }) => {
        const principal = await principalOf(request)
        const { document, version } = await deps.getDocument.execute({ principal, ...params })
        ;(set.headers as Record<string, string>).etag = `"${version}"`
        return prebuiltJson(request, set, JSON.stringify(document), 200) as never
      },
      {
        params: DocumentParams,
        response: { 200: DocumentSchema, ...errors(400, 401, 404, 503) },
        detail: {
          summary: 'Read one document',
          description: 'Answers the document decrypted, with its version as a strong ETag.',
          security: systemSecurity,
        },
      },
    )
    .delete(
      '/:source/databases/:db/documents/:id',
      async ({ request, params, set }) => {
        const principal = await principalOf(request)
        const ifVersion = parseIfMatch(request.headers.get('if-match'))
        return deps.idempotent.run(request, principal, null, set, async () => {
          const { message, version } = await deps.deleteDocument.execute({ principal, ...params, ifVersion, requestId: requestId(request) })
          return { status: 200, json: JSON.stringify({ message }), etag: `"${version}"` }
        }) as never
      },
      {
        params: DocumentParams,
        response: { 200: MessageSchema, ...errors(400, 401, 404, 409, 412, 422, 503) },
        detail: {
          summary: 'Delete one document',
          description: 'Honours If-Match (412 with the current document) and Idempotency-Key.',
          security: systemSecurity,
        },
      },
    )
}
