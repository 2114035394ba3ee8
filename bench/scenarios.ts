import { createApiKey } from './api-key'
import { type LuaRequest, luaScript } from './lua'
import { webhookReceiver } from './webhook-receiver'

/** What a scenario needs from the running service. */
export interface ScenarioContext {
  readonly url: string
  readonly token: string
}

/** A scenario ready to drive: the URL path wrk opens and its Lua script. */
export interface PreparedScenario {
  readonly path: string
  readonly lua: string
  /** Stops what `prepare` started in the bench process (a receiver), so the bench exits when done. */
  readonly cleanup?: () => void
}

/** One measured scenario; `prepare` checks it once and answers why not when it cannot run. */
export interface Scenario {
  readonly name: string
  readonly description: string
  /** A sustained run: this many seconds in one round (checkpoints and WAL wrap-around inside it), instead of --seconds × --rounds. */
  readonly sustainedSeconds?: number
  /** Left out of a full run: runs only when --only names it. */
  readonly onDemand?: boolean
  prepare(ctx: ScenarioContext): Promise<PreparedScenario | { unavailable: string }>
}

const SOURCE = 'bench'
const JSON_TYPE = { 'content-type': 'application/json' }

/** A 300-byte JSON object shaped like one row of a shipment import (no sensitive field names). */
export function documentBody(n = 0): string {
  const row = {
    orderId: `ORD-${String(n).padStart(8, '0')}`,
    customer: 'Acme Logistics GmbH',
    origin: 'Rotterdam',
    destination: 'Hamburg',
    weightKg: 1250.5,
    pallets: 4,
    status: 'booked',
    notes: '',
  }
  const bare = JSON.stringify(row).length
  return JSON.stringify({ ...row, notes: 'x'.repeat(300 - bare) })
}

export const scenarios: Scenario[] = [
  {
    name: 'health',
    description: 'authenticated GET /api/v1/health',
    async prepare({ url, token }) {
      const headers = auth(token)
      const check = await fetch(`${url}/api/v1/health`, { headers })
      if (check.status !== 200) return { unavailable: `GET /api/v1/health answered ${check.status}` }
      return { path: '/api/v1/health', lua: luaScript({ method: 'GET', headers }) }
    },
  },
  {
    name: 'health-api-key',
    description: 'GET /api/v1/health with an API key (lk_...) instead of an access token',
    async prepare({ url, token }) {
      const key = await createApiKey(url, token)
      if (typeof key !== 'string') return key
      const headers = auth(key)
      const check = await fetch(`${url}/api/v1/health`, { headers })
      if (check.status !== 200) return { unavailable: `GET /api/v1/health with a key answered ${check.status}` }
      return { path: '/api/v1/health', lua: luaScript({ method: 'GET', headers }) }
    },
  },
  {
    name: 'post-document',
    description: 'POST a 300-byte document',
    async prepare(ctx) {
      const db = await createDatabase(ctx, 'Bench Post')
      if (typeof db !== 'string') return db
      const path = `/api/v1/datalake/${SOURCE}/databases/${db}/documents`
      const request: LuaRequest = { method: 'POST', headers: { ...auth(ctx.token), ...JSON_TYPE }, body: documentBody() }
      const check = await send(ctx.url, path, request)
      if (check.status !== 201) return { unavailable: `POST document answered ${check.status}` }
      return { path, lua: luaScript(request) }
    },
  },
  {
    name: 'post-document-60s',
    description: 'POST a 300-byte document for 60 s without a pause: the tail (p99) and the WAL peak with checkpoints inside the run',
    sustainedSeconds: 60,
    async prepare(ctx) {
      const db = await createDatabase(ctx, 'Bench Post Sustained')
      if (typeof db !== 'string') return db
      const path = `/api/v1/datalake/${SOURCE}/databases/${db}/documents`
      const request: LuaRequest = { method: 'POST', headers: { ...auth(ctx.token), ...JSON_TYPE }, body: documentBody() }
      const check = await send(ctx.url, path, request)
      if (check.status !== 201) return { unavailable: `POST document answered ${check.status}` }
      return { path, lua: luaScript(request) }
    },
  },
  {
    name: 'post-document-webhook',
    description: 'POST a 300-byte document into a database with one active webhook (compare with post-document: at least 75 %)',
    async prepare(ctx) {
      const db = await createDatabase(ctx, 'Bench Webhook')
      if (typeof db !== 'string') return db
      const receiver = webhookReceiver()
      const unavailable = (why: string) => {
        receiver.stop()
        return { unavailable: why }
      }
      const hook = await send(ctx.url, `/api/v1/datalake/${SOURCE}/databases/${db}/webhooks`, {
        method: 'POST',
        headers: { ...auth(ctx.token), ...JSON_TYPE },
        body: JSON.stringify({ url: receiver.url, events: ['create'] }),
      })
      if (hook.status !== 201)
        return unavailable(`creating a webhook answered ${hook.status} (the service needs WEBHOOK_ALLOW_PRIVATE_TARGETS=true)`)
      const path = `/api/v1/datalake/${SOURCE}/databases/${db}/documents`
      const request: LuaRequest = { method: 'POST', headers: { ...auth(ctx.token), ...JSON_TYPE }, body: documentBody() }
      const check = await send(ctx.url, path, request)
      if (check.status !== 201) return unavailable(`POST document answered ${check.status}`)
      // The first write must reach the receiver, or the scenario would measure writes without deliveries.
      for (let waited = 0; receiver.count() === 0 && waited < 3000; waited += 50) await Bun.sleep(50)
      if (receiver.count() === 0) return unavailable('a write produced no delivery within 3 s (no change log in this build?)')
      return { path, lua: luaScript(request), cleanup: () => receiver.stop() }
    },
  },
  {
    name: 'patch-field',
    description: 'PATCH one field of one of 256 documents',
    prepare: (ctx) => preparePatchField(ctx, 'Bench Patch'),
  },
  {
    name: 'patch-field-60s',
    description: 'PATCH one field for 60 s without a pause: the tail (p99) of updates with checkpoints inside the run',
    sustainedSeconds: 60,
    prepare: (ctx) => preparePatchField(ctx, 'Bench Patch Sustained'),
  },
  {
    name: 'operations-read-100',
    description: 'POST /api/v1/operations read, limit 100 (of 1000 documents)',
    async prepare(ctx) {
      const db = await createDatabase(ctx, 'Bench Read')
      if (typeof db !== 'string') return db
      const ids = await seedDocuments(ctx, db, 1000)
      if (typeof ids === 'object' && 'unavailable' in ids) return ids
      const request: LuaRequest = {
        method: 'POST',
        headers: { ...auth(ctx.token), ...JSON_TYPE },
        body: JSON.stringify({ operation: 'read', db, options: { limit: 100 } }),
      }
      const check = await send(ctx.url, '/api/v1/operations', request)
      const data = check.status === 200 ? ((await check.json()) as { data?: unknown[] }).data : undefined
      if (!Array.isArray(data) || data.length !== 100)
        return { unavailable: `operations read answered ${check.status} with ${data?.length ?? 'no'} documents` }
      return { path: '/api/v1/operations', lua: luaScript(request) }
    },
  },
  {
    name: 'classify',
    description: 'offline POST /api/public/classify',
    async prepare({ url }) {
      const request: LuaRequest = {
        method: 'POST',
        headers: JSON_TYPE,
        body: JSON.stringify({ message: 'Hello, I need a quote to ship 4 pallets from Rotterdam to Hamburg next week, about 1.2 tonnes.' }),
      }
      const check = await send(url, '/api/public/classify', request)
      if (check.status !== 200) return { unavailable: `POST /api/public/classify answered ${check.status}` }
      return { path: '/api/public/classify', lua: luaScript(request) }
    },
  },
]

export function auth(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` }
}

export function send(url: string, path: string, request: LuaRequest): Promise<Response> {
  return fetch(url + path, { method: request.method, headers: request.headers, body: request.body })
}

export async function createDatabase(ctx: ScenarioContext, name: string): Promise<string | { unavailable: string }> {
  const answer = await send(ctx.url, `/api/v1/datalake/${SOURCE}/databases`, {
    method: 'POST',
    headers: { ...auth(ctx.token), ...JSON_TYPE },
    body: JSON.stringify({ name: `${name} ${Date.now()}` }),
  })
  if (answer.status !== 201) return { unavailable: `creating a database answered ${answer.status}` }
  return ((await answer.json()) as { name: string }).name
}

export async function seedDocuments(ctx: ScenarioContext, db: string, count: number): Promise<string[] | { unavailable: string }> {
  const path = `/api/v1/datalake/${SOURCE}/databases/${db}/documents`
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const answer = await send(ctx.url, path, { method: 'POST', headers: { ...auth(ctx.token), ...JSON_TYPE }, body: documentBody(i) })
    if (answer.status !== 201) return { unavailable: `seeding a document answered ${answer.status}` }
    ids.push(((await answer.json()) as { _id: string })._id)
  }
  return ids
}
type Unavailable = { unavailable: string }
/** PATCH one field of one of 256 documents, in a database of its own; `prefix` puts the skeleton floors' routes first. */
export async function preparePatchField(ctx: ScenarioContext, name: string, prefix = ''): Promise<PreparedScenario | Unavailable> {
  const db = await createDatabase(ctx, name)
  if (typeof db !== 'string') return db
  const ids = await seedDocuments(ctx, db, 256)
  if (typeof ids === 'object' && 'unavailable' in ids) return ids
  const paths = ids.map((id) => `${prefix}/api/v1/datalake/${SOURCE}/databases/${db}/documents/${id}`)
  const request: LuaRequest = {
    method: 'PATCH',
    headers: { ...auth(ctx.token), ...JSON_TYPE },
    paths,
    bodyTemplate: '{"field":"status","value":"s%d"}',
  }
  const check = await send(ctx.url, paths[0]!, { ...request, body: '{"field":"status","value":"s0"}' })
  if (check.status !== 200) return { unavailable: `PATCH document answered ${check.status}: ${await check.text()}` }
  return { path: paths[0]!, lua: luaScript(request) }
}
