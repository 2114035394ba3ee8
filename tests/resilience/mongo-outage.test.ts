import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { FerretDbProcess, ferretDbAvailable } from '../support/ferretdb-process'
import { freshMongoDbName, TEST_MONGODB_URI } from '../support/mongo-test-db'
import { startTestApp, type TestApp } from '../support/test-app'

// Runs with the MongoDB runs (TEST_MONGODB_URI set) when a FerretDB binary is at hand: the test
// owns its server, so it can stop and restart it without disturbing the other suites.
const UNAVAILABLE = { message: 'The database is unavailable, please try again later', code: 'UPSTREAM_UNAVAILABLE' }

// Without TEST_MONGODB_URI nothing registers (tests/setup.ts prints the one line saying so).
if (TEST_MONGODB_URI)
  describe.skipIf(!ferretDbAvailable())('MongoDB outage: fail fast with 503, recover without a restart', () => {
    const server = new FerretDbProcess()
    let app: TestApp
    let token: string

    beforeAll(async () => {
      const uri = server.start()
      app = await startTestApp({
        env: {
          MONGODB_URI: uri,
          MONGODB_DB: freshMongoDbName('outage'),
          MONGODB_SERVER_SELECTION_TIMEOUT_MS: '500',
          MONGODB_OPERATION_TIMEOUT_MS: '2000',
        },
      })
      token = await app.signIn('outage@example.com')
    })
    afterAll(async () => {
      await app?.stop()
      server.destroy()
    })

    const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> })

    test('up: ready, and requests that touch the store succeed', async () => {
      expect(await json(await app.request('GET', '/readyz'))).toEqual({ status: 200, body: { message: 'OK', database: 'up' } })
      expect((await app.request('GET', '/api/v1/me', { token })).status).toBe(200)
    })

    test('down: /readyz says so and every store-backed request answers 503 without the driver text', async () => {
      server.stop()
      expect(await json(await app.request('GET', '/readyz'))).toEqual({
        status: 503,
        body: { message: 'Service Unavailable', database: 'down' },
      })
      for (const [method, path, options] of [
        ['GET', '/api/v1/me', { token }],
        ['POST', '/api/v1/auth', { body: { email: 'someone@example.com' } }],
        ['POST', '/api/v1/auth/verify', { body: { token: `${'a'.repeat(22)}.${'b'.repeat(43)}` } }],
      ] as const) {
        const res = await app.request(method, path, options)
        const text = await res.text()
        expect({ path, status: res.status, body: JSON.parse(text) }).toEqual({ path, status: 503, body: UNAVAILABLE })
        expect(text).not.toMatch(/mongo|ECONNREFUSED|127\.0\.0\.1|selection/i)
      }
    }, 60_000)

    test('back: the same app recovers by itself and the data is still there', async () => {
      server.start()
      let ready = { status: 0, body: '' }
      // Waits for the driver to reconnect (bounded by time, inside the test's limit, so a failure says why);
      // this asserts recovery, not its speed.
      const deadline = Date.now() + 40_000
      while (ready.status !== 200 && Date.now() < deadline) {
        const res = await app.request('GET', '/readyz')
        ready = { status: res.status, body: await res.text() }
        if (ready.status !== 200) await Bun.sleep(200)
      }
      if (ready.status !== 200)
        throw new Error(`not ready 40 s after the restart: /readyz ${ready.status} ${ready.body}; ${server.describe()}`)
      const me = await json(await app.request('GET', '/api/v1/me', { token }))
      expect(me.status).toBe(200)
      expect(me.body.email).toBe('outage@example.com')
      expect((await app.request('POST', '/api/v1/auth', { body: { email: 'outage@example.com' } })).status).toBe(200)
    }, 60_000)
  })
