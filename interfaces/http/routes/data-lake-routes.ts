import { Elysia, t } from 'elysia'
import type { AddOrRenameVariables } from '../../../application/use-cases/add-or-rename-variables'
import type { AuthenticateAccessToken } from '../../../application/use-cases/authenticate-access-token'
import type { CreateDatabase } from '../../../application/use-cases/create-database'
import type { CreateDocument } from '../../../application/use-cases/create-document'
import type { DeleteDatabase } from '../../../application/use-cases/delete-database'
import type { ListDatabases } from '../../../application/use-cases/list-databases'
import type { PatchDocumentField } from '../../../application/use-cases/patch-document-field'
import { parseIfMatch } from '../../../domain/page-request'
import { bearerAuth, systemSecurity } from '../bearer-auth'
import type { IdempotentWrites } from '../idempotent-writes'
import { requestId } from '../plugins/request-context'
import { hasBody } from '../request-body'
import { errors, MessageSchema } from '../schemas'
import {
  CreateDatabaseBody,
  DatabaseSchema,
  DbParams,
  DocumentBody,
  DocumentParams,
  DocumentSchema,
  PatchBody,
  PatchResponse,
  SourceParams,
  StatusMessageSchema,
  VariablesBody,
} from './data-lake-schemas'

export interface DataLakeRouteDeps {
  authenticate: AuthenticateAccessToken
  createDatabase: CreateDatabase
  listDatabases: ListDatabases
  deleteDatabase: DeleteDatabase
  createDocument: CreateDocument
  addOrRenameVariables: AddOrRenameVariables
  patchDocumentField: PatchDocumentField
  idempotent: IdempotentWrites
}

/** Databases of a source, their documents and variables; every route is scoped to the caller's workspace. */
export function dataLakeRoutes(deps: DataLakeRouteDeps) {
  const principalOf = bearerAuth(deps.authenticate, { acceptApiKey: true })
  return (
    new Elysia({ prefix: '/api/v1/datalake', tags: ['Data lake'] })
      .post(
        '/:source/databases',
        async ({ request, params, body, status }) =>
          status(
            201,
            await deps.createDatabase.execute({
              principal: await principalOf(request),
              source: params.source,
              ...body,
              requestId: requestId(request),
            }),
          ),
        {
          params: SourceParams,
          body: CreateDatabaseBody,
          response: { 201: DatabaseSchema, ...errors(400, 401, 409, 413, 415, 503) },
          detail: {
            summary: 'Create a database',
            description: 'A second database with the same name in the same source and workspace is 409.',
            security: systemSecurity,
          },
        },
      )
      .get(
        '/:source/databases',
        async ({ request, params }) => deps.listDatabases.execute({ principal: await principalOf(request), source: params.source }),
        {
          params: SourceParams,
          response: { 200: t.Array(DatabaseSchema), ...errors(400, 401, 503) },
          detail: {
            summary: 'List the databases of a source',
            description: 'Oldest first; administrators see every workspace, each entry with its workspaceId.',
            security: systemSecurity,
          },
        },
      )
      .delete(
        '/:source/databases/:db',
        async ({ request, params }) =>
          deps.deleteDatabase.execute({ principal: await principalOf(request), ...params, requestId: requestId(request) }),
        {
          params: DbParams,
          response: { 200: MessageSchema, ...errors(400, 401, 404, 503) },
          detail: { summary: 'Delete a database with its documents', security: systemSecurity },
        },
      )
      // No body at all reaches here as {} (json-body.ts): sent as undefined, it is refused as any non-object is.
      .post(
        '/:source/databases/:db/documents',
        async ({ request, params, body, set }) => {
          const principal = await principalOf(request)
          // Prebuilt: the answer carries its ETag, and a kept answer is replayed byte for byte.
          return deps.idempotent.run(request, principal, body, set, async () => ({
            status: 201,
            json: JSON.stringify(
              await deps.createDocument.execute({
                principal,
                ...params,
                body: hasBody(request) ? body : undefined,
                requestId: requestId(request),
              }),
            ),
            etag: '"1"',
          })) as never
        },
        {
          params: DbParams,
          body: DocumentBody,
          response: { 201: DocumentSchema, ...errors(400, 401, 404, 409, 413, 415, 422, 503) },
          detail: {
            summary: 'Add a document',
            description:
              'Declared variables absent from the body are stored as null; new keys join the declared variables. Sensitive fields are encrypted at rest.',
            security: systemSecurity,
          },
        },
      )
      .post(
        '/:source/databases/:db/variables',
        async ({ request, params, body }) =>
          deps.addOrRenameVariables.execute({ principal: await principalOf(request), ...params, ...body, requestId: requestId(request) }),
        {
          params: DbParams,
          body: VariablesBody,
          response: { 200: StatusMessageSchema, ...errors(400, 401, 404, 409, 413, 415, 503) },
          detail: {
            summary: 'Add or rename variables',
            description:
              'newVariables are set to null in every document lacking them; renames move values. A rename to a declared name, a swap or a chain is 409; an undeclared source is 400.',
            security: systemSecurity,
          },
        },
      )
      .patch(
        '/:source/databases/:db/documents/:id',
        async ({ request, params, body, set }) => {
          const principal = await principalOf(request)
          const ifVersion = parseIfMatch(request.headers.get('if-match'))
          return deps.idempotent.run(request, principal, body, set, async () => {
            const { version, message, changes } = await deps.patchDocumentField.execute({
              principal,
              ...params,
              field: body.field,
              value: body.value,
              ifVersion,
              requestId: requestId(request),
            })
            return { status: 200, json: JSON.stringify({ message, changes }), etag: `"${version}"` }
          }) as never
        },
        {
          params: DocumentParams,
          body: PatchBody,
          response: { 200: PatchResponse, ...errors(400, 401, 404, 409, 412, 413, 415, 422, 503) },
          detail: {
            summary: 'Update one field of a document atomically',
            description:
              '`from` is the value this write replaced, decrypted. Honours If-Match (412 with the current document) and Idempotency-Key.',
            security: systemSecurity,
          },
        },
      )
  )
}
