import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import { startTestApp, type TestApp } from '../support/test-app'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ store: 'sqlite', env: { RATE_LIMIT_CHAT: '2/60', RATE_LIMIT_CLASSIFY: '2/60', RATE_LIMIT_CONTACT: '2/600' } })
})
afterAll(() => app.stop())

describe('public endpoint rate limits (per IP, counted in the store)', () => {
  const routes: [string, unknown, number][] = [
    ['/api/public/chat', { message: 'hello' }, 200],
    ['/api/public/classify', { message: 'hello' }, 200],
    ['/api/public/submit-contact', { name: 'A', email: 'a@b.co', message: 'hi' }, 201],
  ]
  for (const [path, body, ok] of routes) {
    test(`${path}: the third request in the window → 429 with Retry-After`, async () => {
      expect((await app.request('POST', path, { body })).status).toBe(ok)
      expect((await app.request('POST', path, { body })).status).toBe(ok)
      const limited = await app.request('POST', path, { body })
      expect(limited.status).toBe(429)
      expect(await limited.json()).toEqual({ message: 'Too many requests, please try again later', code: 'RATE_LIMITED' })
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    })
  }

  test('a limited contact submission stores nothing', async () => {
    const count = () => (app.container.get(INFRA.Sqlite).prepare('SELECT COUNT(*) AS n FROM contact_submissions').get() as { n: number }).n
    const before = count()
    expect((await app.request('POST', '/api/public/submit-contact', { body: { name: 'B', email: 'b@b.co', message: 'hi' } })).status).toBe(
      429,
    )
    expect(count()).toBe(before)
  })
})
