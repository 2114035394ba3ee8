import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { ContainerModule } from 'inversify'
import type { StoreHealth } from '../../application/ports/store-health'
import { TOKENS } from '../../application/ports/tokens'
import type { UserRepository } from '../../application/ports/user-repository'
import { HEALTH_PROBE_TIMEOUT_MS } from '../../application/use-cases/check-health'
import { DomainError } from '../../domain/errors'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import type { Sqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { SqliteUserRepository } from '../../infrastructure/persistence/sqlite/sqlite-user-repository'
import { routeAuthOf } from '../../interfaces/http/bearer-auth'
import { createApp } from '../../interfaces/http/create-app'
import { FakeTime } from '../fakes/fake-time'
import { startTestApp, type TestApp } from '../support/test-app'

let app: TestApp
let token: string
/** While true the store "hangs": user lookups fail as a timed-out store does, the health probe never answers. */
let storeAway = false
/** The app's clock and scheduler: the health probe's time limit passes when the test moves time on. */
const time = new FakeTime(new Date())

beforeAll(async () => {
  const hanging = new ContainerModule(({ rebind }) => {
    rebind(TOKENS.UserRepository)
      .toResolvedValue(
        (db: Sqlite) =>
          new Proxy<UserRepository>(new SqliteUserRepository(db), {
            get: (target, key) =>
              key === 'findById' && storeAway
                ? () => Promise.reject(DomainError.upstreamUnavailable('The store did not answer in time'))
                : Reflect.get(target, key, target),
          }),
        [INFRA.Sqlite],
      )
      .inSingletonScope()
    rebind(TOKENS.StoreHealth).toConstantValue({
      ping: () => (storeAway ? new Promise<boolean>(() => {}) : Promise.resolve(true)),
    } satisfies StoreHealth)
  })
  // TOKEN_CACHE_SECONDS=0: every authentication asks the store.
  app = await startTestApp({ store: 'sqlite', env: { TOKEN_CACHE_SECONDS: '0' }, overrides: [hanging], time })
  token = await app.signIn('first@example.com')
})
afterAll(() => app.stop())

/** Every route the app documents as needing the bearer token, from its own route table. */
function protectedRoutes(): { method: string; path: string }[] {
  return createApp(app.container)
    .routes.filter((route) => routeAuthOf(route.hooks?.detail) !== null)
    .map((route) => ({ method: route.method, path: route.path }))
}

describe('authentication comes before validation', () => {
  const junk = 'x'.repeat(300)
  test('without a valid token every protected route answers 401, whatever its path parameters, query and body', async () => {
    const routes = protectedRoutes()
    expect(routes.length).toBeGreaterThan(10)
    const answers: string[] = []
    for (const { method, path } of routes) {
      const url = `${app.url}${path.replace(/:[A-Za-z]+/g, junk)}?limit=-1&cursor=%00&unknown=${junk}`
      const body = method === 'GET' || method === 'HEAD' ? undefined : '{"bogus":[1,2,3],"name":123,"email":false}'
      for (const authorization of [undefined, 'Bearer a.b.c', 'Basic dXNlcjpwYXNz']) {
        const res = await fetch(url, {
          method,
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
          body,
        })
        const json = (await res.json()) as { code?: string }
        answers.push(`${method} ${path} ${authorization ?? 'none'}: ${res.status} ${json.code}`)
        expect(res.headers.get('www-authenticate')).toBe('Bearer')
      }
    }
    expect(answers.filter((answer) => !answer.endsWith(': 401 UNAUTHORIZED'))).toEqual([])
  })

  test('without a token a body that cannot even be read is 401 too: malformed, not UTF-8, mistyped or too large', async () => {
    const path = `${app.url}/api/v1/datalake/erp/databases`
    const bodies: [string, Record<string, string>, BodyInit][] = [
      ['malformed JSON', { 'content-type': 'application/json' }, '{"name":'],
      ['invalid UTF-8', { 'content-type': 'application/json' }, new Uint8Array([0x7b, 0xff, 0x7d])],
      ['not JSON', { 'content-type': 'text/plain' }, 'name=x'],
      ['too large', { 'content-type': 'application/json' }, JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) })],
    ]
    for (const [name, headers, body] of bodies) {
      const res = await fetch(path, { method: 'POST', headers, body })
      expect(`${name}: ${res.status}`).toBe(`${name}: 401`)
    }
  })

  test('with a valid token the same bad input is the 400 it always was', async () => {
    const res = await app.request('POST', `/api/v1/datalake/${junk}/databases`, { token, body: { name: 123 } })
    expect(res.status).toBe(400)
  })
})

describe('the bearer scheme in any case (RFC 9110 §11.1)', () => {
  for (const scheme of ['bearer', 'BEARER', 'bEaReR', 'Bearer ']) {
    test(`"${scheme} <token>" authenticates`, async () => {
      const res = await fetch(`${app.url}/api/v1/me`, { headers: { authorization: `${scheme} ${token}` } })
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ email: 'first@example.com' })
    })
  }
  test('another scheme is still refused', async () => {
    const res = await fetch(`${app.url}/api/v1/me`, { headers: { authorization: `Token ${token}` } })
    expect(res.status).toBe(401)
  })
})

describe('health while the store hangs', () => {
  test('answers its documented shape with 503 (the probe is bounded), then recovers', async () => {
    storeAway = true
    try {
      const res = await app.request('GET', '/api/v1/health', { token })
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ message: 'Service Unavailable', database: 'down', uptimeSeconds: expect.any(Number) })
      // Readiness probes the store and waits for the probe's time limit, which passes when the test moves time on.
      const probing = time.scheduled()
      const answer = app.request('GET', '/readyz')
      await probing
      await time.advance(HEALTH_PROBE_TIMEOUT_MS)
      const ready = await answer
      expect(ready.status).toBe(503)
      expect(await ready.json()).toEqual({ message: 'Service Unavailable', database: 'down' })
    } finally {
      storeAway = false
    }
    expect((await app.request('GET', '/readyz')).status).toBe(200)
  })
})
