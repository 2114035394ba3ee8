import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { startTestApp, type TestApp } from '../support/test-app'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ env: { MAX_BODY_BYTES: '2048' } })
})
afterAll(() => app.stop())

describe('error contract', () => {
  test('unknown route → 404 JSON', async () => {
    const res = await app.request('GET', '/api/v1/nothing-here')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Route not found', code: 'NOT_FOUND' })
  })

  test('malformed JSON → 400 MALFORMED_JSON', async () => {
    const res = await app.request('POST', '/api/v1/auth', { body: '{"email": ' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Request body is not valid JSON', code: 'MALFORMED_JSON' })
  })

  test('a body over MAX_BODY_BYTES → 413 JSON, declared or streamed', async () => {
    const big = JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(4000) })
    const declared = await app.request('POST', '/api/v1/auth', { body: big })
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({ message: 'Request body exceeds 2048 bytes', code: 'PAYLOAD_TOO_LARGE' })

    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big))
        controller.close()
      },
    })
    const chunked = await fetch(`${app.url}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream })
    expect(chunked.status).toBe(413)
    expect(await chunked.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
  })

  test('nesting deeper than 32 levels → 400, and a very deep body cannot crash the server', async () => {
    // Arrays and objects in turn: arrays directly in arrays stop at 8 levels (a rule of its own, openapi-truth.test.ts).
    const nested = (n: number) => {
      const openers = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? '[' : '{"a":'))
      return `{"email":${openers.join('')}0${openers
        .map((o) => (o === '[' ? ']' : '}'))
        .reverse()
        .join('')}}`
    }
    const ok = await app.request('POST', '/api/v1/auth', { body: nested(30) })
    expect(ok.status).toBe(400)
    expect(await ok.json()).toMatchObject({ message: 'Email is invalid' })
    const deep = await app.request('POST', '/api/v1/auth', { body: nested(33) })
    expect(deep.status).toBe(400)
    expect(await deep.json()).toEqual({ message: 'JSON nesting exceeds 32 levels', code: 'VALIDATION_FAILED' })
    // Exactly 32 levels pass; many brackets that nest shallowly, or sit inside strings, are no nesting.
    expect(await (await app.request('POST', '/api/v1/auth', { body: nested(31) })).json()).toMatchObject({ message: 'Email is invalid' })
    const wide = await app.request('POST', '/api/v1/auth', {
      body: `{"email":"a@b.co","x":[${'[],'.repeat(40)}[]],"y":"${'{['.repeat(40)}"}`,
    })
    expect({ status: wide.status, body: await wide.json() }).toEqual({
      status: 200,
      body: { message: 'Verification email sent to a@b.co. Please check your inbox.' },
    })
    const huge = await app.request('POST', '/api/v1/auth', { body: '['.repeat(2000) })
    expect(huge.status).toBe(400)
    expect((await app.request('GET', '/livez')).status).toBe(200)
  })

  test('a forbidden key spelled with \\u escapes is refused too', async () => {
    const res = await app.request('POST', '/api/v1/auth', { body: '{"email":"a@b.co","x":{"__pro\\u0074o__":{"polluted":true}}}' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ message: 'Key "__proto__" is not allowed', code: 'VALIDATION_FAILED' })
  })

  for (const key of ['__proto__', 'constructor', 'prototype', '_bsontype']) {
    test(`key ${key} anywhere in a body → 400`, async () => {
      const res = await app.request('POST', '/api/v1/auth', { body: `{"email":"a@b.co","x":{"y":[{"${key}":{"polluted":true}}]}}` })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        message: `Key "${key}" is not allowed`,
        code: 'VALIDATION_FAILED',
        details: [{ path: key, message: 'is not allowed' }],
      })
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    })
  }

  test('framework validation never leaks its own 422 shape', async () => {
    const token = await app.signIn('shape@example.com')
    const res = await app.request('PATCH', '/api/v1/me', { token, body: { name: 42 } })
    expect(res.status).toBe(400)
    const body = (await res.json()) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'message'])
    expect(body.code).toBe('VALIDATION_FAILED')
  })
})

describe('request ids', () => {
  test('a sane client id is echoed; an unsafe one is replaced', async () => {
    const echoed = await app.request('GET', '/livez', { headers: { 'x-request-id': 'abc-123.trace:1' } })
    expect(echoed.headers.get('x-request-id')).toBe('abc-123.trace:1')
    const replaced = await app.request('GET', '/livez', { headers: { 'x-request-id': 'bad id <script>' } })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('errors carry the request id too', async () => {
    const res = await app.request('GET', '/api/v1/me', { headers: { 'x-request-id': 'req-401' } })
    expect(res.status).toBe(401)
    expect(res.headers.get('x-request-id')).toBe('req-401')
  })

  test("every kind of answer carries the id and the security headers: a route's own Response, a plain value, an error", async () => {
    const token = await app.signIn('headers@example.com')
    const answers = [
      await app.request('GET', '/api/v1/health', { token, headers: { 'x-request-id': 'own-response' } }),
      await app.request('GET', '/livez', { headers: { 'x-request-id': 'plain-value' } }),
      await app.request('GET', '/api/v1/nothing-here', { headers: { 'x-request-id': 'an-error' } }),
    ]
    expect(
      answers.map((r) => [
        r.headers.get('x-request-id'),
        r.headers.get('x-content-type-options'),
        r.headers.get('x-frame-options'),
        r.headers.get('cache-control'),
      ]),
    ).toEqual([
      ['own-response', 'nosniff', 'DENY', 'no-store'],
      ['plain-value', 'nosniff', 'DENY', 'no-store'],
      ['an-error', 'nosniff', 'DENY', 'no-store'],
    ])
  })
})

describe('health and OpenAPI', () => {
  test('health needs a token and reports the store', async () => {
    expect((await app.request('GET', '/api/v1/health')).status).toBe(401)
    const token = await app.signIn('health@example.com')
    const res = await app.request('GET', '/api/v1/health', { token })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toMatchObject({ message: 'OK', database: 'up' })
    expect(Number.isInteger(body.uptimeSeconds)).toBe(true)
  })

  test('a token that fails verification is refused in the error shape, with every header (the uncached path)', async () => {
    const token = await app.signIn('forged-health@example.com')
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`
    const res = await app.request('GET', '/api/v1/health', { token: forged, headers: { 'x-request-id': 'forged-1' } })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Access token is invalid or has expired', code: 'UNAUTHORIZED' })
    expect([
      res.headers.get('www-authenticate'),
      res.headers.get('x-request-id'),
      res.headers.get('x-content-type-options'),
      res.headers.get('cache-control'),
    ]).toEqual(['Bearer', 'forged-1', 'nosniff', 'no-store'])
    expect(res.headers.get('content-type')).toStartWith('application/json')
  })

  test('livez and readyz answer without a token', async () => {
    expect(await (await app.request('GET', '/livez')).json()).toEqual({ message: 'OK' })
    expect(await (await app.request('GET', '/readyz')).json()).toEqual({ message: 'OK', database: 'up' })
  })

  test('/swagger/json documents every route with version 1.0.0 and bearer security', async () => {
    const res = await app.request('GET', '/swagger/json')
    expect(res.status).toBe(200)
    const doc = (await res.json()) as {
      openapi: string
      info: { version: string }
      paths: Record<string, Record<string, { security?: unknown[]; responses?: Record<string, unknown> }>>
      components: { securitySchemes: Record<string, unknown> }
    }
    expect(doc.openapi).toStartWith('3.')
    expect(doc.info.version).toBe('1.0.0')
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
    for (const [path, method] of [
      ['/api/v1/auth', 'post'],
      ['/api/v1/auth/verify', 'post'],
      ['/api/v1/me', 'get'],
      ['/api/v1/me', 'patch'],
      ['/api/v1/users/{id}', 'get'],
      ['/api/v1/health', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method]).toBeDefined()
    }
    expect(doc.paths['/api/v1/me']!.get!.security).toEqual([{ bearerAuth: [] }])
    expect(doc.paths['/api/v1/auth']!.post!.security).toBeUndefined()
    expect(Object.keys(doc.paths['/api/v1/me']!.get!.responses ?? {})).toContain('200')
    const health = doc.paths['/api/v1/health']!.get! as {
      responses: Record<string, { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } }>
    }
    expect(Object.keys(health.responses).sort()).toEqual(['200', '401', '503'])
    expect(Object.keys(health.responses['200']!.content['application/json'].schema.properties).sort()).toEqual([
      'database',
      'message',
      'uptimeSeconds',
    ])
    // JSON is the only body type the API speaks; the document says so.
    expect(JSON.stringify(doc)).not.toContain('multipart/form-data')
    expect((await app.request('GET', '/swagger')).status).toBe(200)
  })
})
