import { Elysia, t } from 'elysia'
import type { GetFlow } from '../../../application/use-cases/get-flow'
import { SOURCE_PATTERN } from '../../../domain/field-name'
import { FLOW_ID_PATTERN } from '../../../domain/flow'
import type { ProtectedRoutes } from '../protected-routes'
import { errors } from '../schemas'

export interface FlowRouteDeps {
  protect: ProtectedRoutes
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
  return new Elysia({ prefix: '/api/v1/flows', tags: ['Flows'] }).get(
    '/:source/:flowId',
    // Any signed-in caller may read a flow: the principal is asked for, not used.
    ...deps.protect.handler(
      {
        params: Params,
        response: { 200: Flow, ...errors(400, 401, 404, 502, 503) },
        detail: {
          summary: 'Get flow details',
          description:
            'Unknown source or flow: 404. The flow engine unreachable, timing out or answering something that is not a flow: 502.',
        },
      },
      ({ params }) => deps.getFlow.execute({ source: params.source, flowId: params.flowId }),
    ),
  )
}
