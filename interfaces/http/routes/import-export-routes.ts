import { Type } from '@sinclair/typebox'
import { Elysia, t } from 'elysia'
import type { ImportFormat } from '../../../application/ports/import-records'
import type { ExportDocuments } from '../../../application/use-cases/export-documents'
import type { ImportDocuments } from '../../../application/use-cases/import-documents'
import { FIELD_NAME_LIST_PATTERN } from '../../../domain/field-name'
import { HttpError } from '../http-error'
import { requestId } from '../plugins/request-context'
import type { ProtectedRoutes } from '../protected-routes'
import { errors } from '../schemas'
import { attachment, boundedBody } from '../streamed-body'
import { DbParams } from './data-lake-schemas'

export interface ImportExportRouteDeps {
  protect: ProtectedRoutes
  importDocuments: ImportDocuments
  exportDocuments: ExportDocuments
  importMaxBytes: number
}

const ImportQuery = t.Object({
  format: t.Optional(t.Union([t.Literal('csv'), t.Literal('ndjson'), t.Literal('json')])),
  dryRun: t.Optional(t.Union([t.Literal('true'), t.Literal('false')])),
  mode: t.Optional(t.Union([t.Literal('insert'), t.Literal('upsert')])),
  key: t.Optional(t.String({ minLength: 1, maxLength: 128 })),
  types: t.Optional(t.String({ maxLength: 1024, description: 'field:type,... with type string | number | boolean | json' })),
  delimiter: t.Optional(t.Union([t.Literal(','), t.Literal(';')])),
})

const ImportReportSchema = t.Object({
  dryRun: t.Boolean(),
  rows: Type.Integer({ minimum: 0 }),
  inserted: Type.Integer({ minimum: 0 }),
  updated: Type.Integer({ minimum: 0 }),
  invalid: Type.Integer({ minimum: 0 }),
  errors: t.Array(t.Object({ row: Type.Integer(), field: t.Optional(t.String()), message: t.String() }), { maxItems: 100 }),
  newVariables: t.Array(t.String()),
})

const ExportQuery = t.Object({
  format: t.Optional(t.Union([t.Literal('csv'), t.Literal('ndjson')])),
  // The documents list's limits: with them the request line stays under Bun's 16 KiB (431 beyond) in any encoding.
  filter: t.Optional(t.String({ maxLength: 1024 })),
  fields: t.Optional(
    t.String({
      maxLength: 512,
      pattern: FIELD_NAME_LIST_PATTERN,
      description: 'Comma-separated columns: _id or variable names (no paths); default _id and every variable',
    }),
  ),
})

const MEDIA: Record<string, ImportFormat> = { 'text/csv': 'csv', 'application/x-ndjson': 'ndjson', 'application/json': 'json' }

/** The format named by the query, else by the body's media type. */
function formatOf(query: { format?: ImportFormat }, request: Request): ImportFormat {
  if (query.format) return query.format
  const media = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  const format = MEDIA[media]
  if (!format) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send text/csv, application/x-ndjson or application/json, or say format=')
  return format
}

/** Import and export of one database's documents as files, both streamed. */
export function importExportRoutes(deps: ImportExportRouteDeps) {
  const { protect } = deps
  return new Elysia({ prefix: '/api/v1/datalake', tags: ['Bulk data'] })
    .post(
      '/:source/databases/:db/import',
      ...protect.handler(
        {
          params: DbParams,
          query: ImportQuery,
          response: { 200: ImportReportSchema, 201: ImportReportSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
          detail: {
            summary: 'Import a CSV, NDJSON or JSON-array file',
            description:
              'The body is the file, streamed up to IMPORT_MAX_BYTES (else 413). Every row is checked first; with any invalid row nothing is written (400 listing the first 100). dryRun=true answers the report without writing. docs/bulk-data.md',
            // Read as a stream, so no body schema reaches the document: it is stated here. The same
            // rows as text/csv or application/x-ndjson are accepted too (docs/bulk-data.md).
            requestBody: {
              required: true,
              description: 'The file: a JSON array of documents, or the same rows as text/csv or application/x-ndjson',
              content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/NewDocument' } } } },
            },
          },
        },
        async ({ request, params, query, status, principal }) => {
          const report = await deps.importDocuments.execute({
            principal,
            ...params,
            body: boundedBody(request, deps.importMaxBytes),
            format: formatOf(query, request),
            dryRun: query.dryRun === 'true',
            mode: query.mode ?? 'insert',
            key: query.key,
            types: query.types,
            delimiter: query.delimiter,
            requestId: requestId(request),
          })
          return report.dryRun ? status(200, report) : status(201, report)
        },
      ),
    )
    .get(
      '/:source/databases/:db/export',
      ...protect.handler(
        {
          params: DbParams,
          query: ExportQuery,
          response: {
            // One alternative per media type: the document lists the answer under each (plugins/openapi.ts).
            200: t.Union([
              t.String({ contentMediaType: 'text/csv', description: 'format=csv (the default): the file, as an attachment, streamed' }),
              t.String({ contentMediaType: 'application/x-ndjson', description: 'format=ndjson: the file, as an attachment, streamed' }),
            ]),
            ...errors(400, 401, 403, 404, 503),
          },
          detail: {
            summary: 'Export documents as CSV or NDJSON',
            description:
              'Every matching document in _id order, streamed; CSV cells that would start a formula are prefixed with an apostrophe. docs/bulk-data.md',
          },
        },
        async ({ params, query, principal }) => {
          const file = await deps.exportDocuments.execute({
            principal,
            ...params,
            format: query.format ?? 'csv',
            filter: query.filter,
            fields: query.fields,
          })
          return new Response(streamOf(file.chunks), {
            headers: { 'content-type': file.contentType, 'content-disposition': attachment(file.filename), 'cache-control': 'no-store' },
          })
        },
      ),
    )
}

/** Text chunks as a byte stream pulled at the client's pace (a slow reader holds one page, not the file). */
function streamOf(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = chunks[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}
