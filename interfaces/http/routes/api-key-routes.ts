import { Elysia, t } from 'elysia'
import type { CreateApiKey } from '../../../application/use-cases/create-api-key'
import type { ListApiKeys } from '../../../application/use-cases/list-api-keys'
import type { RevokeApiKey } from '../../../application/use-cases/revoke-api-key'
import type { ProtectedRoutes } from '../protected-routes'
import { errors, MessageSchema } from '../schemas'
import { ApiKeySchema, CreatedKeySchema, CreateKeyBody, KeyParams, WorkspaceParams } from './workspace-schemas'

export interface ApiKeyRouteDeps {
  protect: ProtectedRoutes
  createApiKey: CreateApiKey
  listApiKeys: ListApiKeys
  revokeApiKey: RevokeApiKey
}

/** The API keys of a workspace, managed by its owners (an API key itself is refused with 403). */
export function apiKeyRoutes(deps: ApiKeyRouteDeps) {
  const { protect } = deps
  return new Elysia({ prefix: '/api/v1/workspaces/:id/api-keys', tags: ['API keys'] })
    .post(
      '',
      ...protect.handler(
        {
          params: WorkspaceParams,
          body: CreateKeyBody,
          response: { 201: CreatedKeySchema, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
          detail: {
            summary: 'Create an API key (owners)',
            description:
              'The key (`lk_<id>_<secret>`, 256 random bits) is in this answer only. Send it as `Authorization: Bearer lk_...`; it acts in this workspace with its role, only in its `sources` when given.',
          },
        },
        async ({ params, body, principal, status }) => status(201, await deps.createApiKey.execute({ principal, id: params.id, ...body })),
      ),
    )
    .get(
      '',
      ...protect.handler(
        {
          params: WorkspaceParams,
          response: { 200: t.Object({ data: t.Array(ApiKeySchema) }), ...errors(400, 401, 403, 404, 503) },
          detail: {
            summary: 'List the API keys of a workspace (owners)',
            description: 'Without secrets; lastUsedAt is at most a minute stale.',
          },
        },
        ({ params, principal }) => deps.listApiKeys.execute({ principal, id: params.id }),
      ),
    )
    .delete(
      '/:keyId',
      ...protect.handler(
        {
          params: KeyParams,
          response: { 200: MessageSchema, ...errors(400, 401, 403, 404, 503) },
          detail: { summary: 'Revoke an API key (owners)', description: 'Its next request is refused with 401.' },
        },
        ({ params, principal }) => deps.revokeApiKey.execute({ principal, ...params }),
      ),
    )
}
