import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createHmac } from 'node:crypto'
import { startTestApp, type TestApp } from '../support/test-app'
import { TEST_JWT_SECRET } from '../support/test-config'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_EMAILS: 'boss@example.com', PUBLIC_URL: 'https://api.example.test' } })
})
afterAll(() => app.stop())

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
function forge(header: Record<string, unknown>, payload: Record<string, unknown>, secret = TEST_JWT_SECRET, alg = 'sha256'): string {
  const head = `${b64(header)}.${b64(payload)}`
  return `${head}.${createHmac(alg, secret).update(head).digest('base64url')}`
}
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
}

describe('POST /api/v1/auth', () => {
  const cases = [
    { name: 'missing email', body: {}, status: 400, message: 'Email is required' },
    { name: 'empty email', body: { email: '   ' }, status: 400, message: 'Email is required' },
    { name: 'malformed email', body: { email: 'not-an-address' }, status: 400, message: 'Email is invalid' },
    { name: 'email with whitespace inside', body: { email: 'a b@example.com' }, status: 400, message: 'Email is invalid' },
    { name: 'non-string email', body: { email: 42 }, status: 400, message: 'Email is invalid' },
    { name: 'overlong email', body: { email: `${'a'.repeat(250)}@x.io` }, status: 400, message: 'Email is invalid' },
  ]
  for (const c of cases) {
    test(`${c.name} → ${c.status} ${c.message}`, async () => {
      const res = await app.request('POST', '/api/v1/auth', { body: c.body })
      expect(res.status).toBe(c.status)
      expect(await res.json()).toMatchObject({ message: c.message, code: 'VALIDATION_FAILED' })
    })
  }

  test('sends a link built from PUBLIC_URL and answers with the exact text, normalising the address', async () => {
    const res = await app.request('POST', '/api/v1/auth', {
      body: { email: '  New.Person@Example.COM ' },
      headers: { host: 'evil.example' },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Verification email sent to new.person@example.com. Please check your inbox.' })
    const mail = app.mailer.sent.at(-1)!
    expect(mail.to).toBe('new.person@example.com')
    expect(mail.text).toContain('https://api.example.test/api/v1/auth/verify?token=')
    expect(mail.text).toMatch(/code: \d{8}/)
  })

  test('answers the same for a known and an unknown address', async () => {
    await app.signIn('known@example.com')
    const known = await app.request('POST', '/api/v1/auth', { body: { email: 'known@example.com' } })
    const unknown = await app.request('POST', '/api/v1/auth', { body: { email: 'stranger@example.com' } })
    expect(known.status).toBe(unknown.status)
    const [k, u] = [(await known.json()) as { message: string }, (await unknown.json()) as { message: string }]
    expect(k.message.replace('known', 'X')).toBe(u.message.replace('stranger', 'X'))
  })

  test('refuses a non-JSON content type with 415', async () => {
    const res = await app.request('POST', '/api/v1/auth', {
      body: 'email=a@b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({ message: 'Content-Type must be application/json', code: 'UNSUPPORTED_MEDIA_TYPE' })
  })
})

describe('POST /api/v1/auth/verify', () => {
  test('exchanges a link once for a bearer token with every claim', async () => {
    await app.request('POST', '/api/v1/auth', { body: { email: 'once@example.com' } })
    const token = app.mailer.lastLinkToken('once@example.com')
    const first = await app.request('POST', '/api/v1/auth/verify', { body: { token } })
    expect(first.status).toBe(200)
    const body = (await first.json()) as { accessToken: string; tokenType: string; expiresIn: number }
    expect(body.tokenType).toBe('Bearer')
    expect(body.expiresIn).toBe(3600)
    const header = JSON.parse(Buffer.from(body.accessToken.split('.')[0]!, 'base64url').toString())
    expect(header).toMatchObject({ alg: 'HS256', typ: 'at+jwt' })
    expect(Object.keys(claimsOf(body.accessToken)).sort()).toEqual(['aud', 'email', 'exp', 'iat', 'iss', 'jti', 'permission', 'sub', 'ver'])

    const second = await app.request('POST', '/api/v1/auth/verify', { body: { token } })
    expect(second.status).toBe(401)
    expect(await second.json()).toEqual({ message: 'Login link is invalid or has expired', code: 'LINK_USED' })
  })

  test('two concurrent exchanges of one link yield exactly one token', async () => {
    await app.request('POST', '/api/v1/auth', { body: { email: 'race@example.com' } })
    const token = app.mailer.lastLinkToken('race@example.com')
    const answers = await Promise.all([1, 2, 3, 4].map(() => app.request('POST', '/api/v1/auth/verify', { body: { token } })))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401, 401, 401])
  })

  test('GET verify shows a page and never consumes the link', async () => {
    await app.request('POST', '/api/v1/auth', { body: { email: 'scanner@example.com' } })
    const token = app.mailer.lastLinkToken('scanner@example.com')
    for (const method of ['GET', 'HEAD', 'GET']) {
      const page = await app.request(method, `/api/v1/auth/verify?token=${encodeURIComponent(token)}`)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toContain('text/html')
    }
    const res = await app.request('POST', '/api/v1/auth/verify', { body: { token } })
    expect(res.status).toBe(200)
  })

  test('the 8-digit code works once; five wrong codes kill the link', async () => {
    await app.request('POST', '/api/v1/auth', { body: { email: 'code@example.com' } })
    const code = app.mailer.lastCode('code@example.com')
    const ok = await app.request('POST', '/api/v1/auth/verify', { body: { email: 'Code@Example.com', code } })
    expect(ok.status).toBe(200)
    expect((await app.request('POST', '/api/v1/auth/verify', { body: { email: 'code@example.com', code } })).status).toBe(401)

    await app.request('POST', '/api/v1/auth', { body: { email: 'guess@example.com' } })
    const right = app.mailer.lastCode('guess@example.com')
    const wrong = right === '00000000' ? '11111111' : '00000000'
    for (let i = 0; i < 5; i++) {
      const res = await app.request('POST', '/api/v1/auth/verify', { body: { email: 'guess@example.com', code: wrong } })
      expect(await res.json()).toMatchObject({ code: 'LINK_INVALID' })
    }
    const late = await app.request('POST', '/api/v1/auth/verify', { body: { email: 'guess@example.com', code: right } })
    expect(late.status).toBe(401)
  })

  test('unknown, forged and malformed tokens are LINK_INVALID', async () => {
    await app.request('POST', '/api/v1/auth', { body: { email: 'forge@example.com' } })
    const [id] = app.mailer.lastLinkToken('forge@example.com').split('.')
    for (const token of [`${id}.${'A'.repeat(43)}`, `${'B'.repeat(22)}.${'A'.repeat(43)}`, 'nonsense']) {
      const res = await app.request('POST', '/api/v1/auth/verify', { body: { token } })
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ message: 'Login link is invalid or has expired', code: 'LINK_INVALID' })
    }
  })

  test('a body that is neither shape is a 400', async () => {
    const res = await app.request('POST', '/api/v1/auth/verify', { body: { nothing: true } })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
  })
})

describe('bearer-token guard', () => {
  let token: string
  let claims: Record<string, unknown>
  beforeAll(async () => {
    token = await app.signIn('guarded@example.com')
    claims = claimsOf(token)
  })
  const now = () => Math.floor(Date.now() / 1000)

  test('a valid token reads the profile without _id', async () => {
    const res = await app.request('GET', '/api/v1/me', { token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      email: 'guarded@example.com',
      name: '',
      surname: '',
      companyName: '',
      companyVerified: false,
      permission: 'user',
      status: 'Pending',
      jobTitle: '',
    })
  })

  const rejections: { name: string; make: () => string | null; header?: (t: string) => string }[] = [
    { name: 'missing header', make: () => null },
    { name: 'not a bearer scheme', make: () => token, header: (t) => `Basic ${t}` },
    { name: 'malformed token', make: () => 'abc.def' },
    { name: 'expired', make: () => forge({ alg: 'HS256', typ: 'at+jwt' }, { ...claims, exp: now() - 10 }) },
    { name: 'wrong signature', make: () => forge({ alg: 'HS256', typ: 'at+jwt' }, claims, 'another-secret-another-secret-another-secret') },
    { name: 'alg none', make: () => `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64(claims)}.` },
    { name: 'HS512', make: () => forge({ alg: 'HS512', typ: 'at+jwt' }, claims, TEST_JWT_SECRET, 'sha512') },
    { name: 'typ JWT', make: () => forge({ alg: 'HS256', typ: 'JWT' }, claims) },
    { name: 'wrong issuer', make: () => forge({ alg: 'HS256', typ: 'at+jwt' }, { ...claims, iss: 'someone-else' }) },
    { name: 'wrong audience', make: () => forge({ alg: 'HS256', typ: 'at+jwt' }, { ...claims, aud: 'other-api' }) },
    { name: 'missing jti', make: () => forge({ alg: 'HS256', typ: 'at+jwt' }, { ...claims, jti: undefined }) },
    { name: 'sub not an ObjectId', make: () => forge({ alg: 'HS256', typ: 'at+jwt' }, { ...claims, sub: 'admin' }) },
    { name: 'unknown user', make: () => forge({ alg: 'HS256', typ: 'at+jwt' }, { ...claims, sub: '0123456789abcdef01234567' }) },
    { name: 'stale token version', make: () => forge({ alg: 'HS256', typ: 'at+jwt' }, { ...claims, ver: 7 }) },
  ]
  for (const r of rejections) {
    test(`${r.name} → 401 with WWW-Authenticate`, async () => {
      const t = r.make()
      const headers: Record<string, string> = t === null ? {} : { authorization: r.header ? r.header(t) : `Bearer ${t}` }
      const res = await app.request('GET', '/api/v1/me', { headers })
      expect(res.status).toBe(401)
      expect(res.headers.get('www-authenticate')).toBe('Bearer')
      expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED' })
    })
  }

  test('logout revokes every token of the user', async () => {
    const a = await app.signIn('leaver@example.com')
    const b = await app.signIn('leaver@example.com')
    expect((await app.request('GET', '/api/v1/me', { token: b })).status).toBe(200)
    const out = await app.request('POST', '/api/v1/auth/logout', { token: a })
    expect(out.status).toBe(200)
    expect((await app.request('GET', '/api/v1/me', { token: a })).status).toBe(401)
    expect((await app.request('GET', '/api/v1/me', { token: b })).status).toBe(401)
  })
})

describe('profiles and administrators', () => {
  test('PATCH /me completes onboarding once name, surname and company are set', async () => {
    const token = await app.signIn('onboard@example.com')
    const partial = await app.request('PATCH', '/api/v1/me', { token, body: { name: 'Ada' } })
    expect(await partial.json()).toMatchObject({ name: 'Ada', status: 'Pending' })
    const full = await app.request('PATCH', '/api/v1/me', {
      token,
      body: { surname: 'Lovelace', companyName: 'Engines Ltd', jobTitle: 'Analyst' },
    })
    expect(full.status).toBe(200)
    expect(await full.json()).toMatchObject({
      name: 'Ada',
      surname: 'Lovelace',
      companyName: 'Engines Ltd',
      jobTitle: 'Analyst',
      status: 'Completed',
    })
  })

  test('PATCH /me refuses an empty body and blank names', async () => {
    const token = await app.signIn('blank@example.com')
    expect((await app.request('PATCH', '/api/v1/me', { token, body: {} })).status).toBe(400)
    expect((await app.request('PATCH', '/api/v1/me', { token, body: { name: '   ' } })).status).toBe(400)
    expect((await app.request('PATCH', '/api/v1/me', { token, body: { name: 'Ada\u0007' } })).status).toBe(400)
    expect((await app.request('PATCH', '/api/v1/me', { token, body: { name: 'x'.repeat(129) } })).status).toBe(400)
  })

  test('PATCH /me accepts ordinary names of any script', async () => {
    const token = await app.signIn('names@example.com')
    for (const name of ['Cécile', 'Pepe', 'Zoë-Claire', '李小龙', "O'Connor"]) {
      const res = await app.request('PATCH', '/api/v1/me', { token, body: { name } })
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ name })
    }
  })

  test('GET /users/{id}: 403 for users, 200 for ADMIN_EMAILS, 400 malformed, 404 absent', async () => {
    const userToken = await app.signIn('plain@example.com')
    const adminToken = await app.signIn('BOSS@example.com')
    const id = claimsOf(userToken).sub as string

    const forbidden = await app.request('GET', `/api/v1/users/${id}`, { token: userToken })
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toEqual({ message: 'Administrator access required', code: 'FORBIDDEN' })

    const ok = await app.request('GET', `/api/v1/users/${id}`, { token: adminToken })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({
      _id: id,
      email: 'plain@example.com',
      name: '',
      surname: '',
      companyName: '',
      companyVerified: false,
      permission: 'user',
      status: 'Pending',
      jobTitle: '',
    })
    expect((await app.request('GET', '/api/v1/users/not-an-id', { token: adminToken })).status).toBe(400)
    const absent = await app.request('GET', '/api/v1/users/0123456789abcdef01234567', { token: adminToken })
    expect(absent.status).toBe(404)
    expect(await absent.json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' })
  })
})
