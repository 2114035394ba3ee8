import { Type } from '@sinclair/typebox'
import { Elysia, t } from 'elysia'
import type { BatchDocuments } from '../../../application/use-cases/batch-documents'
import { MAX_BATCH_OPERATIONS } from '../../../domain/batch-request'
import { requestId } from '../plugins/request-context'
import type { ProtectedRoutes } from '../protected-routes'
import { errors } from '../schemas'
import { DbParams } from './data-lake-schemas'

export interface BulkDataRouteDeps {
  protect: ProtectedRoutes
  batchDocuments: BatchDocuments
}

// Published in full, checked by the use case (domain/batch-request.ts), whose messages name the failing operation's index.
const BatchBody = t.Object({
  operations: t.Unknown({
    type: 'array',
    minItems: 1,
    maxItems: MAX_BATCH_OPERATIONS,
    items: { $ref: '#/components/schemas/BatchOperation' },
    description: `1 to ${MAX_BATCH_OPERATIONS} of {"op": "create", "data"} | {"op": "update", "id", "set", "ifVersion"?} | {"op": "delete", "id", "ifVersion"?}`,
  }),
})

const BatchResultSchema = t.Object({
  results: t.Array(t.Object({ op: t.String(), id: t.String(), version: Type.Integer({ minimum: 0 }) })),
})

/** Bulk data of one database: an all-or-nothing batch (import and export have their own file). */
export function bulkDataRoutes(deps: BulkDataRouteDeps) {
  return new Elysia({ prefix: '/api/v1/datalake', tags: ['Bulk data'] }).post(
    '/:source/databases/:db/batch',
    ...deps.protect.write(
      {
        params: DbParams,
        body: BatchBody,
        response: { 200: BatchResultSchema, ...errors(400, 401, 403, 404, 409, 412, 413, 415, 422, 501, 503) },
        detail: {
          summary: 'Apply up to 1000 creates, updates and deletes, all or nothing',
          description:
            'One transaction: a failing operation answers its error with "index" and nothing is written. MongoDB without transactions (FerretDB, a standalone server) answers 501 TRANSACTIONS_UNAVAILABLE.',
        },
      },
      async ({ request, params, body, principal }) => {
        const result = await deps.batchDocuments.execute({
          principal,
          ...params,
          operations: body.operations,
          requestId: requestId(request),
        })
        return { status: 200, json: JSON.stringify(result) }
      },
    ),
  )
}
