import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { Elysia, t } from 'elysia'
import type { AuthenticateAccessToken } from '../../../application/use-cases/authenticate-access-token'
import type { RunIdempotently } from '../../../application/use-cases/run-idempotently'
import { DomainError } from '../../../domain/errors'
import type { Principal } from '../../../domain/principal'
import { routeAuthOf } from '../../../interfaces/http/bearer-auth'
import { errorHandler } from '../../../interfaces/http/plugins/error-handler'
import { ProtectedRoutes } from '../../../interfaces/http/protected-routes'
import { RecordingLogger } from '../../fakes/recording-logger'

const ana: Principal = { userId: 'u-ana', email: 'ana@example.com', permission: 'user', workspaceId: 'w-1' }

/** Knows one token; `storeAway` makes it fail as a store that cannot be asked would. */
const tokens = { storeAway: false }
const authenticate = {
  async execute({ token }: { token: string }) {
    if (tokens.storeAway) throw new DomainError('UPSTREAM_UNAVAILABLE', 'store away')
    if (token !== 'ana.token.1') throw DomainError.unauthorized('Access token is invalid or has expired')
    return ana
  },
} as Pick<AuthenticateAccessToken, 'execute'> as AuthenticateAccessToken

/** Keeps answers per key and counts how often it was asked. */
const kept = new Map<string, { status: number; body: string; etag: string | null }>()
let idempotentRuns = 0
const runIdempotently = {
  async execute(input: { key: string }, work: () => Promise<{ status: number; body: string; etag: string | null }>) {
    idempotentRuns++
    const answer = kept.get(input.key)
    if (answer) return { answer, replayed: true }
    const fresh = await work()
    kept.set(input.key, fresh)
    return { answer: fresh, replayed: false }
  },
} as Pick<RunIdempotently, 'execute'> as RunIdempotently

const protect = new ProtectedRoutes(authenticate, runIdempotently)
let writes = 0
const readHandler = async ({ params, principal }: { params: { id: string }; principal: Principal }) => ({
  id: params.id,
  who: principal.email,
})
const readRoute = protect.handler({ params: t.Object({ id: t.String() }), detail: { summary: 'Read' } }, readHandler)
const app = new Elysia()
  .use(errorHandler(new RecordingLogger(), {}, undefined, () => []))
  .get('/things/:id', ...readRoute)
  .post(
    '/things',
    ...protect.write({ body: t.Object({ name: t.String() }) }, async ({ body, principal }) => {
      writes++
      return { status: 201, json: JSON.stringify({ name: body.name, by: principal.userId, n: writes }), etag: `"${writes}"` }
    }),
  )
  .get('/health', ...protect.handlerOrStoreAway({}, ({ principal }) => ({ storeAway: principal === null })))
  .get('/open', () => 'open')
let base = ''
let server: ReturnType<typeof Bun.serve> | undefined

beforeAll(() => {
  server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: (request) => app.handle(request) })
  base = `http://127.0.0.1:${server.port}`
})
afterAll(() => server?.stop(true))

const bearer = { authorization: 'Bearer ana.token.1' }
const post = (headers: Record<string, string>, name = 'crate') =>
  fetch(`${base}/things`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer, ...headers },
    body: JSON.stringify({ name }),
  })

describe('ProtectedRoutes', () => {
  test('a route made by it carries the bearer requirement in its OpenAPI detail; other routes do not', () => {
    const byPath = new Map(app.routes.map((route) => [`${route.method} ${route.path}`, routeAuthOf(route.hooks?.detail) !== null]))
    expect(byPath.get('GET /things/:id')).toBe(true)
    expect(byPath.get('POST /things')).toBe(true)
    expect(byPath.get('GET /open')).toBe(false)
    expect(readRoute[1].detail).toEqual({ summary: 'Read', security: [{ bearerAuth: [] }] })
  })

  test("Elysia reads the route's own handler as the wrapper's source (it decides from it what to parse)", () => {
    expect(String(readRoute[0])).toBe(String(readHandler))
  })

  test('the handler receives the principal the authenticate use case established', async () => {
    const res = await fetch(`${base}/things/7`, { headers: bearer })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ id: '7', who: 'ana@example.com' })
  })

  test('without a token, or with one the use case refuses, the handler never runs: 401', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer someone.else.9' }, { authorization: 'Basic eDp5' }]
    for (const headers of attempts) {
      const res = await fetch(`${base}/things/7`, { headers })
      expect(res.status).toBe(401)
    }
  })

  test('a write without an Idempotency-Key runs without the idempotency machinery', async () => {
    const before = idempotentRuns
    const first = await post({})
    const second = await post({})
    expect([first.status, second.status]).toEqual([201, 201])
    expect(first.headers.get('etag')).not.toBe(second.headers.get('etag'))
    expect(idempotentRuns).toBe(before)
  })

  test('a write with an Idempotency-Key runs once and is replayed byte for byte, with its ETag', async () => {
    const first = await post({ 'idempotency-key': 'k-1' })
    const again = await post({ 'idempotency-key': 'k-1' })
    expect(await again.text()).toBe(await first.text())
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    expect(again.headers.get('idempotent-replayed')).toBe('true')
  })

  test('handlerOrStoreAway: a store that cannot be asked reaches the handler as principal null; a refused token is 401', async () => {
    tokens.storeAway = true
    try {
      expect(await (await fetch(`${base}/health`, { headers: bearer })).json()).toEqual({ storeAway: true })
    } finally {
      tokens.storeAway = false
    }
    expect(await (await fetch(`${base}/health`, { headers: bearer })).json()).toEqual({ storeAway: false })
    expect((await fetch(`${base}/health`)).status).toBe(401)
  })

  test('stillValid asks the use case again', async () => {
    expect(await protect.stillValid(new Request(base, { headers: bearer }))).toBe(true)
    expect(await protect.stillValid(new Request(base, { headers: { authorization: 'Bearer x.y.z' } }))).toBe(false)
    expect(await protect.stillValid(new Request(base))).toBe(false)
  })
})
