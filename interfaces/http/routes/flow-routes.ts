import { Elysia, t } from 'elysia'
import type { AuthenticateAccessToken } from '../../../application/use-cases/authenticate-access-token'
import type { GetFlow } from '../../../application/use-cases/get-flow'
import { SOURCE_PATTERN } from '../../../domain/field-name'
import { FLOW_ID_PATTERN } from '../../../domain/flow'
import { bearerAuth, bearerSecurity } from '../bearer-auth'
import { errors } from '../schemas'

export interface FlowRouteDeps {
  authenticate: AuthenticateAccessToken
  getFlow: GetFlow
}

const Flow = t.Object(
  {
    id: t.String(),
    displayName: t.String(),
    status: t.Union([t.Literal('PUBLISHED'), t.Literal('DISABLED'), t.Literal('DRAFT')]),
    projectId: t.String(),
    version: t.Object({
      id: t.String(),
      displayName: t.String(),
      flowId: t.String(),
      state: t.Union([t.Literal('LOCKED'), t.Literal('DRAFT')]),
    }),
    schedule: t.Union([
      t.Object({ type: t.String({ examples: ['CRON_EXPRESSION'] }), cronExpression: t.String(), timezone: t.String() }),
      t.Null(),
    ]),
    tags: t.Array(t.String()),
  },
  { description: 'An automation flow' },
)

const Params = t.Object({
  source: t.String({ pattern: SOURCE_PATTERN, description: '`local` (flows of this service) or `activepieces` (when configured)' }),
  flowId: t.String({ pattern: FLOW_ID_PATTERN }),
})

/** One automation flow from the provider that `{source}` names. */
export function flowRoutes(deps: FlowRouteDeps) {
  const principalOf = bearerAuth(deps.authenticate)
  return new Elysia({ prefix: '/api/v1/flows', tags: ['Flows'] }).get(
    '/:source/:flowId',
    async ({ request, params }) => {
      await principalOf(request)
      return deps.getFlow.execute({ source: params.source, flowId: params.flowId })
    },
    {
      params: Params,
      response: { 200: Flow, ...errors(400, 401, 404, 502, 503) },
      detail: {
        summary: 'Get flow details',
        description: 'Unknown source or flow: 404. The flow engine unreachable, timing out or answering something that is not a flow: 502.',
        security: bearerSecurity,
      },
    },
  )
}
