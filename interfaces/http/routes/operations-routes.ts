import { Elysia, t } from 'elysia'
import type { AggregateDocuments } from '../../../application/use-cases/aggregate-documents'
import type { AuthenticateAccessToken } from '../../../application/use-cases/authenticate-access-token'
import type { ExecuteOperation, SerializedReadResult } from '../../../application/use-cases/execute-operation'
import { DomainError } from '../../../domain/errors'
import type { Operation } from '../../../domain/operation'
import { bearerAuth, bearerSecurity } from '../bearer-auth'
import { IdempotentWrites } from '../idempotent-writes'
import type { ErrorBodyFields } from '../plugins/error-handler'
import { requestId } from '../plugins/request-context'
import { prebuiltJson } from '../prebuilt-json'
import { AggregateResultSchema, OperationBody, OperationErrorSchema, OperationResultSchema } from './data-lake-schemas'

export interface OperationsRouteDeps {
  authenticate: AuthenticateAccessToken
  executeOperation: ExecuteOperation
  aggregateDocuments: AggregateDocuments
  idempotent: IdempotentWrites
}

const operationErrors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, OperationErrorSchema])) as Record<number, typeof OperationErrorSchema>

/** The operations endpoint reports failures in its result shape too. */
export const operationErrorFields: ErrorBodyFields = { '/api/v1/operations': { success: false } }

/** A read's answer around the page's JSON text, in the order OperationResultSchema lists its fields. */
function readAnswerJson(result: SerializedReadResult): string {
  return `{"message":${JSON.stringify(result.message)},"success":true,"data":${result.dataJson},"modifiedCount":0,"hasMore":${result.hasMore === true}}`
}

/** The body of a create, read, update or delete: aggregate's own keys are refused there as unknown. */
function readOrWrite<T extends { groupBy?: unknown; metrics?: unknown; operation?: string }>(body: T) {
  const { groupBy, metrics, operation, ...rest } = body
  if (groupBy !== undefined || metrics !== undefined) {
    throw DomainError.validation('groupBy and metrics belong to "operation": "aggregate"', [
      { path: groupBy !== undefined ? 'groupBy' : 'metrics', message: 'is only for aggregate' },
    ])
  }
  return { ...rest, operation: operation as Operation | undefined }
}

/** The generic create/read/update/delete endpoint over the caller's data lake databases. */
export function operationsRoutes(deps: OperationsRouteDeps) {
  const principalOf = bearerAuth(deps.authenticate)
  return new Elysia({ prefix: '/api/v1', tags: ['Operations'] }).post(
    '/operations',
    async ({ request, body, set, status }) => {
      const principal = await principalOf(request)
      if (body.operation === 'aggregate') return status(200, await deps.aggregateDocuments.execute({ principal, ...body }))
      if (IdempotentWrites.keyed(request)) {
        return deps.idempotent.run(request, principal, body, set, async () => {
          const result = await deps.executeOperation.execute({ principal, ...readOrWrite(body), requestId: requestId(request) })
          if ('dataJson' in result) return { status: 200, json: readAnswerJson(result) }
          const { created, ...answer } = result
          return { status: created ? 201 : 200, json: JSON.stringify(answer) }
        }) as never
      }
      const result = await deps.executeOperation.execute({ principal, ...readOrWrite(body), requestId: requestId(request) })
      // A Response is answered as it is; Elysia's types cannot mix one with status() answers.
      if ('dataJson' in result) return prebuiltJson(request, set, readAnswerJson(result), 200) as never
      const { created, ...answer } = result
      return created ? status(201, answer) : status(200, answer)
    },
    {
      body: OperationBody,
      response: {
        200: t.Union([OperationResultSchema, AggregateResultSchema]),
        201: OperationResultSchema,
        ...operationErrors(400, 401, 404, 409, 413, 415, 422, 503),
      },
      detail: {
        summary: 'Run a create, read, update or delete on a database',
        description:
          'db is the internal name of a database of your workspace (anything else is 404). read answers at most options.limit documents (default 100, at most 1000) and hasMore; update and delete need a non-empty filter; an update touches at most 1000 documents.',
        security: bearerSecurity,
      },
    },
  )
}
