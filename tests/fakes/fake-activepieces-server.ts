/** Options of one Activepieces flow document built by `activepiecesFlow`. */
export interface ActivepiecesFlowOptions {
  id: string
  displayName: string
  status: 'ENABLED' | 'DISABLED'
  published: boolean
  state?: 'LOCKED' | 'DRAFT'
  /** Where the cron schedule sits: on the flow (releases before triggerSource) or under triggerSource. */
  schedule?: { at: 'flow' | 'triggerSource'; cronExpression: string; timezone: string }
  metadata?: Record<string, unknown> | null
}

const PROJECT = 'Vx3qPz8LmR2kTn5YbWc7d'

/** A PopulatedFlow as Activepieces answers `GET /v1/flows/{id}` (shape of @activepieces/shared). */
export function activepiecesFlow(o: ActivepiecesFlowOptions): Record<string, unknown> {
  const versionId = `${o.id}_v3`
  const cron = o.schedule ? { type: 'CRON_EXPRESSION', cronExpression: o.schedule.cronExpression, timezone: o.schedule.timezone } : null
  const trigger = o.schedule
    ? {
        name: 'trigger',
        valid: true,
        displayName: 'Cron Expression',
        type: 'PIECE_TRIGGER',
        settings: {
          pieceName: '@activepieces/piece-schedule',
          pieceVersion: '~0.1.5',
          triggerName: 'cron_expression',
          input: { cronExpression: o.schedule.cronExpression, timezone: o.schedule.timezone },
          inputUiInfo: {},
          propertySettings: {},
        },
      }
    : {
        name: 'trigger',
        valid: true,
        displayName: 'Catch Webhook',
        type: 'PIECE_TRIGGER',
        settings: {
          pieceName: '@activepieces/piece-webhook',
          pieceVersion: '~0.1.4',
          triggerName: 'catch_webhook',
          input: { authType: 'none' },
          inputUiInfo: {},
          propertySettings: {},
        },
      }
  return {
    id: o.id,
    created: '2026-03-02T09:15:22.101Z',
    updated: '2026-05-11T14:02:07.533Z',
    projectId: PROJECT,
    externalId: o.id,
    folderId: null,
    status: o.status,
    publishedVersionId: o.published ? versionId : null,
    metadata: o.metadata === undefined ? null : o.metadata,
    ...(o.schedule?.at === 'flow' ? { schedule: { ...cron, failureCount: 0 } } : {}),
    ...(o.schedule?.at === 'triggerSource' ? { triggerSource: { schedule: cron } } : {}),
    ...(!o.schedule && o.published ? { triggerSource: { schedule: null, handshakeConfiguration: { strategy: 'NONE' } } } : {}),
    version: {
      id: versionId,
      created: '2026-05-11T14:02:07.533Z',
      updated: '2026-05-11T14:02:07.533Z',
      flowId: o.id,
      displayName: o.displayName,
      trigger: {
        ...trigger,
        nextAction: {
          name: 'step_1',
          type: 'PIECE',
          valid: true,
          displayName: 'Send Email',
          settings: { pieceName: '@activepieces/piece-gmail', actionName: 'send_email', input: {} },
        },
      },
      updatedBy: 'UsR9kLm2PqX4vTn7YbWc3',
      valid: true,
      schemaVersion: '1',
      state: o.state ?? (o.published ? 'LOCKED' : 'DRAFT'),
      connectionIds: [],
      agentIds: [],
    },
  }
}

/**
 * A fake Activepieces API on loopback serving `GET /api/v1/flows/{id}`. It checks the bearer key
 * (401 otherwise) and has scripted ids: `missing` → 404, `forbidden` → 403, `boom` → 500, `slow` → answers after a
 * second, `garbage` → 200 JSON that is no flow, `html` → 200 text that is no JSON.
 */
export function fakeActivepieces(apiKey: string, flows: Record<string, unknown>[]) {
  const byId = new Map(flows.map((f) => [f.id as string, f]))
  const authorizations: (string | null)[] = []
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      authorizations.push(request.headers.get('authorization'))
      const match = /^\/api\/v1\/flows\/([^/]+)$/.exec(new URL(request.url).pathname)
      if (request.method !== 'GET' || !match) return Response.json({ statusCode: 404, error: 'Not Found' }, { status: 404 })
      if (request.headers.get('authorization') !== `Bearer ${apiKey}`)
        return Response.json({ statusCode: 401, code: 'AUTHENTICATION', params: { message: 'invalid api key' } }, { status: 401 })
      const id = decodeURIComponent(match[1]!)
      if (id === 'forbidden') return Response.json({ statusCode: 403, code: 'PERMISSION_DENIED', params: {} }, { status: 403 })
      if (id === 'boom') return new Response('Internal Server Error: connection to postgres lost', { status: 500 })
      if (id === 'slow') await Bun.sleep(1000)
      if (id === 'garbage') return Response.json({ data: [], next: null, previous: null })
      if (id === 'html') return new Response('<html><body>Bad gateway</body></html>', { headers: { 'content-type': 'text/html' } })
      const flow = byId.get(id)
      if (!flow)
        return Response.json(
          { code: 'ENTITY_NOT_FOUND', params: { message: `Flow not found by id ${id}`, entityType: 'flow' } },
          { status: 404 },
        )
      return Response.json(flow)
    },
  })
  return {
    url: `http://127.0.0.1:${server.port}/api`,
    authorizations,
    stop: () => server.stop(true),
  }
}
