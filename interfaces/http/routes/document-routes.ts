import { Type } from '@sinclair/typebox'
import { Elysia, t } from 'elysia'
import type { CreateDocument } from '../../../application/use-cases/create-document'
import type { DeleteDocument } from '../../../application/use-cases/delete-document'
import type { GetDocument } from '../../../application/use-cases/get-document'
import type { ListDocuments } from '../../../application/use-cases/list-documents'
import type { PatchDocumentField } from '../../../application/use-cases/patch-document-field'
import { parseIfMatch } from '../../../domain/page-request'
import { requestId } from '../plugins/request-context'
import type { ProtectedRoutes } from '../protected-routes'
import { hasBody } from '../request-body'
import { errors, MessageSchema } from '../schemas'
import { DbParams, DocumentBody, DocumentParams, DocumentSchema, PatchBody, PatchResponse } from './data-lake-schemas'
import { DocumentCursorQuery, FieldsQuery, LimitQuery, OrderQuery, pageQueryText } from './page-query-schemas'

export interface DocumentRouteDeps {
  protect: ProtectedRoutes
  createDocument: CreateDocument
  getDocument: GetDocument
  listDocuments: ListDocuments
  patchDocumentField: PatchDocumentField
  deleteDocument: DeleteDocument
}

const MAX_FILTER_QUERY_LENGTH = 1024

const ListQuery = t.Object({
  limit: LimitQuery,
  after: DocumentCursorQuery,
  order: OrderQuery,
  // A request's line and headers may be 16 KiB at most (Bun answers 431 beyond): 1024 characters
  // of filter and 512 of fields fit that even when every character is percent-encoded UTF-8.
  filter: t.Optional(
    t.String({
      maxLength: MAX_FILTER_QUERY_LENGTH,
      description: 'URL-encoded JSON filter in the operations language (longer filters: POST /api/v1/operations)',
    }),
  ),
  fields: FieldsQuery,
  versions: t.Optional(
    t.Union([t.Literal('true'), t.Literal('false')], {
      description: 'true: the answer adds versions, each document’s version by _id (for If-Match and a batch’s ifVersion)',
    }),
  ),
})

const PageSchema = t.Object({
  data: t.Array(DocumentSchema),
  nextCursor: t.Union([t.String(), t.Null()], { description: 'Pass as after for the next page; null on the last page' }),
  versions: t.Optional(
    t.Record(t.String(), Type.Integer({ minimum: 0 }), { description: 'With versions=true: each document’s version by _id' }),
  ),
})

/** Documents as resources: add, a keyset-paged list, one document with its ETag, and conditional PATCH and DELETE. */
export function documentRoutes(deps: DocumentRouteDeps) {
  const { protect } = deps
  return (
    new Elysia({ prefix: '/api/v1/datalake/:source/databases/:db/documents', tags: ['Documents'] })
      // No body at all reaches here as {} (json-body.ts): sent as undefined, it is refused as any non-object is.
      .post(
        '',
        ...protect.write(
          {
            params: DbParams,
            body: DocumentBody,
            response: { 201: DocumentSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 422, 503) },
            detail: {
              summary: 'Add a document',
              description:
                'Declared variables absent from the body are stored as null; new keys join the declared variables. Sensitive fields are encrypted at rest.',
            },
          },
          async ({ request, params, body, principal }) => {
            const document = await deps.createDocument.execute({
              principal,
              ...params,
              body: hasBody(request) ? body : undefined,
              requestId: requestId(request),
            })
            return { status: 201, json: JSON.stringify(document), etag: '"1"' }
          },
        ),
      )
      .get(
        '',
        ...protect.prebuilt(
          {
            params: DbParams,
            query: ListQuery,
            response: { 200: PageSchema, ...errors(400, 401, 403, 404, 503) },
            detail: {
              summary: 'List documents by _id with a cursor',
              description:
                'Keyset paging: page 10 000 costs what page 1 does; nothing is counted. A page shorter than limit is the last (nextCursor null).',
            },
          },
          async ({ params, query, principal }) => {
            const page = await deps.listDocuments.execute(
              Object.assign(pageQueryText(query), { principal, source: params.source, db: params.db }),
            )
            if (!('dataJson' in page)) return { status: 200, json: JSON.stringify(page) }
            const versions = page.versions ? `,"versions":${JSON.stringify(page.versions)}` : ''
            return {
              status: 200,
              json: `{"data":${page.dataJson},"nextCursor":${JSON.stringify(page.nextCursor)}${versions}}`,
              builtFrom: page,
            }
          },
        ),
      )
      .get(
        '/:id',
        ...protect.prebuilt(
          {
            params: DocumentParams,
            response: { 200: DocumentSchema, ...errors(400, 401, 403, 404, 503) },
            detail: { summary: 'Read one document', description: 'Answers the document decrypted, with its version as a strong ETag.' },
          },
          async ({ params, principal }) => {
            const { json, version } = await deps.getDocument.execute({ principal, source: params.source, db: params.db, id: params.id })
            return { status: 200, json, etag: `"${version}"` }
          },
        ),
      )
      .patch(
        '/:id',
        ...protect.write(
          {
            params: DocumentParams,
            body: PatchBody,
            response: { 200: PatchResponse, ...errors(400, 401, 403, 404, 409, 412, 413, 415, 422, 503) },
            detail: {
              summary: 'Update one field of a document atomically',
              description:
                '`from` is the value this write replaced, decrypted. Honours If-Match (412 with the current document) and Idempotency-Key.',
            },
          },
          async ({ request, params, body, principal }) => {
            const { version, message, changes } = await deps.patchDocumentField.execute({
              principal,
              ...params,
              field: body.field,
              value: body.value,
              ifVersion: parseIfMatch(request.headers.get('if-match')),
              requestId: requestId(request),
            })
            return { status: 200, json: JSON.stringify({ message, changes }), etag: `"${version}"` }
          },
        ),
      )
      .delete(
        '/:id',
        ...protect.write(
          {
            params: DocumentParams,
            response: { 200: MessageSchema, ...errors(400, 401, 403, 404, 409, 412, 422, 503) },
            detail: {
              summary: 'Delete one document',
              description: 'Honours If-Match (412 with the current document) and Idempotency-Key.',
            },
          },
          async ({ request, params, principal }) => {
            const ifVersion = parseIfMatch(request.headers.get('if-match'))
            const { message, version } = await deps.deleteDocument.execute({
              principal,
              ...params,
              ifVersion,
              requestId: requestId(request),
            })
            return { status: 200, json: JSON.stringify({ message }), etag: `"${version}"` }
          },
        ),
      )
  )
}
