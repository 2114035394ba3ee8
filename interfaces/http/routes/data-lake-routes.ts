import { Elysia, t } from 'elysia'
import type { AddOrRenameVariables } from '../../../application/use-cases/add-or-rename-variables'
import type { CreateDatabase } from '../../../application/use-cases/create-database'
import type { DeleteDatabase } from '../../../application/use-cases/delete-database'
import type { ListDatabases } from '../../../application/use-cases/list-databases'
import { requestId } from '../plugins/request-context'
import type { ProtectedRoutes } from '../protected-routes'
import { errors, MessageSchema } from '../schemas'
import { CreateDatabaseBody, DatabaseSchema, DbParams, SourceParams, StatusMessageSchema, VariablesBody } from './data-lake-schemas'

export interface DataLakeRouteDeps {
  protect: ProtectedRoutes
  createDatabase: CreateDatabase
  listDatabases: ListDatabases
  deleteDatabase: DeleteDatabase
  addOrRenameVariables: AddOrRenameVariables
}

/** Databases of a source and their variables (documents: document-routes.ts); every route is scoped to the caller's workspace. */
export function dataLakeRoutes(deps: DataLakeRouteDeps) {
  const { protect } = deps
  return new Elysia({ prefix: '/api/v1/datalake/:source/databases', tags: ['Data lake'] })
    .post(
      '',
      ...protect.handler(
        {
          params: SourceParams,
          body: CreateDatabaseBody,
          response: { 201: DatabaseSchema, ...errors(400, 401, 403, 409, 413, 415, 503) },
          detail: {
            summary: 'Create a database',
            description: 'A second database with the same name in the same source and workspace is 409.',
          },
        },
        async ({ request, params, body, status, principal }) =>
          status(201, await deps.createDatabase.execute({ principal, source: params.source, ...body, requestId: requestId(request) })),
      ),
    )
    .get(
      '',
      ...protect.handler(
        {
          params: SourceParams,
          response: { 200: t.Array(DatabaseSchema), ...errors(400, 401, 403, 503) },
          detail: {
            summary: 'List the databases of a source',
            description: 'Oldest first; administrators see every workspace, each entry with its workspaceId.',
          },
        },
        ({ params, principal }) => deps.listDatabases.execute({ principal, source: params.source }),
      ),
    )
    .delete(
      '/:db',
      ...protect.handler(
        {
          params: DbParams,
          response: { 200: MessageSchema, ...errors(400, 401, 403, 404, 503) },
          detail: { summary: 'Delete a database with its documents' },
        },
        ({ request, params, principal }) => deps.deleteDatabase.execute({ principal, ...params, requestId: requestId(request) }),
      ),
    )
    .post(
      '/:db/variables',
      ...protect.handler(
        {
          params: DbParams,
          body: VariablesBody,
          response: { 200: StatusMessageSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
          detail: {
            summary: 'Add or rename variables',
            description:
              'newVariables are set to null in every document lacking them; renames move values. A rename to a declared name, a swap or a chain is 409; an undeclared source is 400.',
          },
        },
        ({ request, params, body, principal }) =>
          deps.addOrRenameVariables.execute({ principal, ...params, ...body, requestId: requestId(request) }),
      ),
    )
}
