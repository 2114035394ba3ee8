import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { startTestApp, type TestApp } from '../support/test-app'

let app: TestApp
let token: string
let documents: string
let db: string

beforeAll(async () => {
  app = await startTestApp()
  token = await app.signIn('hostile@example.com')
  const created = await app.request('POST', '/api/v1/datalake/erp/databases', { token, body: { name: 'Hostile' } })
  db = ((await created.json()) as { name: string }).name
  documents = `/api/v1/datalake/erp/databases/${db}/documents`
})
afterAll(() => app.stop())

describe('client text never becomes a replacement pattern', () => {
  for (const field of ["x$'y", 'x$&y', 'x$`y', 'x$$y', "a.b$'", 'x$1']) {
    test(`a sort on the field ${JSON.stringify(field)} reads like any other field`, async () => {
      const res = await app.request('POST', '/api/v1/operations', {
        token,
        body: { operation: 'read', db, options: { sort: { [field]: 1 } } },
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ success: true })
    })
  }
})

describe('bodies that are not valid UTF-8', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))))
  for (const [name, body] of [
    ['invalid bytes inside a string', bytes('{"email":"a', [0xff, 0xfe], 'b@c.test"}')],
    ['a truncated sequence', bytes('{"email":"a', [0xe2, 0x82], '@c.test"}')],
    ['an overlong encoding', bytes('{"email":"', [0xc0, 0xaf], '@c.test"}')],
  ] as const) {
    test(`${name}: 400 MALFORMED_JSON, never silently U+FFFD`, async () => {
      const res = await fetch(`${app.url}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ message: 'Request body is not valid UTF-8', code: 'MALFORMED_JSON' })
    })
  }
  test('the same without Content-Length (chunked)', async () => {
    const body = new ReadableStream({
      start: (c) => {
        c.enqueue(bytes('{"email":"a', [0xff], '@c.test"}'))
        c.close()
      },
    })
    const res = await fetch(`${app.url}/api/v1/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { code: string }).code).toBe('MALFORMED_JSON')
  })
})

describe('e-mail addresses that look like another', () => {
  for (const [name, email] of [
    ['U+FFFD', 'a\uFFFDb@c.test'],
    ['a right-to-left override', 'a\u202Eb@c.test'],
    ['a left-to-right embedding', '\u202Aab@c.test'],
    ['a first-strong isolate', 'ab@c\u2068.test'],
    ['a zero-width space', 'a\u200Bb@c.test'],
    ['a zero-width joiner', 'ab@c.te\u200Dst'],
    ['a leading byte-order mark', '\uFEFFab@c.test'],
    ['a byte-order mark inside', 'a\uFEFFb@c.test'],
  ]) {
    test(`${name}: Email is invalid`, async () => {
      const res = await app.request('POST', '/api/v1/auth', { body: { email: email! } })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ message: 'Email is invalid', code: 'VALIDATION_FAILED' })
    })
  }
})

describe('POST .../documents needs a JSON object', () => {
  test('no body at all: 400, and nothing stored', async () => {
    const res = await fetch(app.url + documents, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ message: 'A document must be a JSON object', code: 'VALIDATION_FAILED' })
    const empty = await fetch(app.url + documents, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': '0' },
    })
    expect(empty.status).toBe(400)
    const read = await app.request('POST', '/api/v1/operations', { token, body: { operation: 'read', db } })
    expect(await read.json()).toMatchObject({ data: [] })
  })
  for (const body of ['[]', '[{"a":1}]', '"text"', '1', 'null', 'true']) {
    test(`${body}: 400`, async () => {
      const res = await app.request('POST', documents, { token, body })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ message: 'A document must be a JSON object', code: 'VALIDATION_FAILED' })
    })
  }
})
