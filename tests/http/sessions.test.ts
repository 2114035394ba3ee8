import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { call } from '../support/team-fixture'
import { startTestApp, type TestApp } from '../support/test-app'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_EMAILS: 'root@example.com' } })
})
afterAll(() => app.stop())

interface Tokens {
  accessToken: string
  refreshToken: string
  expiresIn: number
  tokenType: string
}

async function signIn(email: string): Promise<Tokens> {
  await app.request('POST', '/api/v1/auth', { body: { email } })
  const res = await app.request('POST', '/api/v1/auth/verify', { body: { token: app.mailer.lastLinkToken(email) } })
  expect(res.status).toBe(200)
  return (await res.json()) as Tokens
}

const refresh = (refreshToken: unknown) => app.request('POST', '/api/v1/auth/refresh', { body: { refreshToken } })
const INVALID = { message: 'Refresh token is invalid or has expired', code: 'UNAUTHORIZED' }

describe('refresh tokens', () => {
  test('verify answers an opaque refresh token beside the access token', async () => {
    const tokens = await signIn('ann@example.com')
    expect(tokens).toEqual({
      accessToken: expect.any(String),
      tokenType: 'Bearer',
      expiresIn: 3600,
      refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    })
  })

  test('a refresh rotates: new tokens that work, and the old refresh token no longer does', async () => {
    const first = await signIn('ben@example.com')
    const res = await refresh(first.refreshToken)
    expect(res.status).toBe(200)
    const second = (await res.json()) as Tokens
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect((await call(app, 'GET', '/api/v1/me', second.accessToken)).status).toBe(200)
    const third = (await (await refresh(second.refreshToken)).json()) as Tokens
    expect((await call(app, 'GET', '/api/v1/me', third.accessToken)).status).toBe(200)
  })

  test('replaying a used refresh token revokes the whole sign-in: its newest refresh and access tokens too', async () => {
    const stolen = await signIn('cat@example.com')
    const other = await signIn('cat@example.com')
    const rotated = (await (await refresh(stolen.refreshToken)).json()) as Tokens
    const replay = await refresh(stolen.refreshToken)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual(INVALID)
    expect((await refresh(rotated.refreshToken)).status).toBe(401)
    expect((await call(app, 'GET', '/api/v1/me', rotated.accessToken)).status).toBe(401)
    // Another sign-in of the same person recovers with its own refresh token.
    const recovered = await refresh(other.refreshToken)
    expect(recovered.status).toBe(200)
    expect((await call(app, 'GET', '/api/v1/me', ((await recovered.json()) as Tokens).accessToken)).status).toBe(200)
  })

  test('two simultaneous uses of one refresh token: at most one succeeds', async () => {
    const tokens = await signIn('dan@example.com')
    const statuses = (await Promise.all([refresh(tokens.refreshToken), refresh(tokens.refreshToken)])).map((r) => r.status).sort()
    expect(statuses[1]).toBe(401)
  })

  test('logout revokes refresh tokens; unknown, malformed and missing ones are refused', async () => {
    const tokens = await signIn('eve@example.com')
    expect((await call(app, 'POST', '/api/v1/auth/logout', tokens.accessToken)).status).toBe(200)
    expect((await refresh(tokens.refreshToken)).status).toBe(401)
    expect((await refresh('A'.repeat(43))).status).toBe(401)
    expect((await refresh('short')).status).toBe(401)
    expect((await app.request('POST', '/api/v1/auth/refresh', { body: {} })).status).toBe(400)
  })

  test('disabling a user revokes its refresh tokens', async () => {
    const admin = await signIn('root@example.com')
    const tokens = await signIn('fay@example.com')
    const me = await call(app, 'GET', '/api/v1/users?email=fay@', admin.accessToken)
    const id = me.json.data[0]._id
    expect((await call(app, 'PATCH', `/api/v1/users/${id}`, admin.accessToken, { disabled: true })).status).toBe(200)
    expect((await refresh(tokens.refreshToken)).status).toBe(401)
  })
})

describe('REFRESH_TTL_DAYS', () => {
  test('is read from the environment and bounded', async () => {
    const { loadConfig } = await import('../../infrastructure/config/config')
    expect(loadConfig({ REFRESH_TTL_DAYS: '7' }).refreshTtlDays).toBe(7)
    expect(loadConfig({}).refreshTtlDays).toBe(30)
    expect(() => loadConfig({ REFRESH_TTL_DAYS: '0' })).toThrow()
  })
})
