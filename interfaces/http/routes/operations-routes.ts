import { Elysia } from 'elysia'
import type { AuthenticateAccessToken } from '../../../application/use-cases/authenticate-access-token'
import { type ExecuteOperation, inferOperation } from '../../../application/use-cases/execute-operation'
import type { IdempotentWrites } from '../idempotent-writes'
import { requestId } from '../plugins/request-context'
import { bearerAuth, bearerSecurity } from '../plugins/auth-guard'
import { OperationBody, OperationErrorSchema, OperationResultSchema } from './data-lake-schemas'

export interface OperationsRouteDeps {
  authenticate: AuthenticateAccessToken
  executeOperation: ExecuteOperation
  idempotent: IdempotentWrites
}

const operationErrors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, OperationErrorSchema])) as Record<number, typeof OperationErrorSchema>

/** The generic create/read/update/delete endpoint over the caller's data lake databases. */
export function operationsRoutes(deps: OperationsRouteDeps) {
  const principalOf = bearerAuth(deps.authenticate)
  return new Elysia({ prefix: '/api/v1', tags: ['Operations'] })
    .post('/operations', async ({ request, body, set }) => {
      const principal = await principalOf(request)
      const operation = body.operation ?? inferOperation(body)
      return deps.idempotent.run(request, principal, body, set, async () => ({
        status: operation === 'create' ? 201 : 200,
        body: await deps.executeOperation.execute({ principal, ...body, operation, requestId: requestId(request) }),
      }))
    }, {
      body: OperationBody,
      response: { 200: OperationResultSchema, 201: OperationResultSchema, ...operationErrors(400, 401, 404, 409, 413, 415, 422) },
      detail: {
        summary: 'Run a create, read, update or delete on a database',
        description: 'db is the internal name of a database of your workspace (anything else is 404). read answers at most options.limit documents (default 100, at most 1000) and hasMore; update and delete need a non-empty filter; an update touches at most 1000 documents.',
        security: bearerSecurity,
      },
    })
}
