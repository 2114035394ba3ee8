import { Elysia } from 'elysia'
import type { AggregateDocuments } from '../../../application/use-cases/aggregate-documents'
import type { ExecuteOperation, SerializedReadResult } from '../../../application/use-cases/execute-operation'
import { DomainError } from '../../../domain/errors'
import type { Operation } from '../../../domain/operation'
import type { ErrorBodyFields } from '../plugins/error-handler'
import { requestId } from '../plugins/request-context'
import type { ProtectedRoutes } from '../protected-routes'
import { OperationBody, OperationErrorSchema, OperationOrAggregateSchema, OperationResultSchema } from './data-lake-schemas'

export interface OperationsRouteDeps {
  protect: ProtectedRoutes
  executeOperation: ExecuteOperation
  aggregateDocuments: AggregateDocuments
}

const operationErrors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, OperationErrorSchema])) as Record<number, typeof OperationErrorSchema>

/** The operations endpoint reports failures in its result shape too. */
export const operationErrorFields: ErrorBodyFields = { '/api/v1/operations': { success: false } }

/** A read's answer around the page's JSON text, in the order OperationResultSchema lists its fields. */
function readAnswerJson(result: SerializedReadResult): string {
  return `{"message":${JSON.stringify(result.message)},"success":true,"data":${result.dataJson},"modifiedCount":0,"hasMore":${result.hasMore === true}}`
}

/** A create, read, update or delete's input from its body (copied once): aggregate's own keys are refused there as unknown. */
function readOrWrite<T extends { groupBy?: unknown; metrics?: unknown; operation?: string }, E extends object>(body: T, extra: E) {
  const { groupBy, metrics, ...rest } = body
  if (groupBy !== undefined || metrics !== undefined) {
    throw DomainError.validation('groupBy and metrics belong to "operation": "aggregate"', [
      { path: groupBy !== undefined ? 'groupBy' : 'metrics', message: 'is only for aggregate' },
    ])
  }
  return Object.assign(rest, extra) as Omit<T, 'groupBy' | 'metrics' | 'operation'> & E & { operation: Operation | undefined }
}

/** The generic create/read/update/delete endpoint over the caller's data lake databases. */
export function operationsRoutes(deps: OperationsRouteDeps) {
  return new Elysia({ prefix: '/api/v1', tags: ['Operations'] }).post(
    '/operations',
    ...deps.protect.write(
      {
        body: OperationBody,
        response: {
          200: OperationOrAggregateSchema,
          201: OperationResultSchema,
          ...operationErrors(400, 401, 403, 404, 409, 413, 415, 422, 503),
        },
        detail: {
          summary: 'Run a create, read, update or delete on a database',
          description:
            'db is the internal name of a database of your workspace (anything else is 404). read answers at most options.limit documents (default 100, at most 1000) and hasMore; update and delete need a non-empty filter; an update touches at most 1000 documents.',
        },
      },
      async ({ request, body, principal }) => {
        if (body.operation === 'aggregate')
          return { status: 200, json: JSON.stringify(await deps.aggregateDocuments.execute({ principal, ...body })) }
        const result = await deps.executeOperation.execute(readOrWrite(body, { principal, requestId: requestId(request) }))
        if ('dataJson' in result) return { status: 200, json: readAnswerJson(result), builtFrom: result }
        const { created, ...answer } = result
        return { status: created ? 201 : 200, json: JSON.stringify(answer) }
      },
    ),
  )
}
