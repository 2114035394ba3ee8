import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { startTestApp, type TestApp } from '../support/test-app'

let app: TestApp
let alice: string
let bob: string
let boss: string
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_EMAILS: 'boss@example.com' } })
  ;[alice, bob, boss] = await Promise.all([app.signIn('alice@example.com'), app.signIn('bob@example.com'), app.signIn('boss@example.com')])
})
afterAll(() => app.stop())

const base = '/api/v1/datalake'
async function call(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; json: any }> {
  const res = await app.request(method, path, { token, body })
  return { status: res.status, json: await res.json() }
}
async function createDb(token: string, name: string, extra: Record<string, unknown> = {}, source = 'erp'): Promise<string> {
  const res = await call('POST', `${base}/${source}/databases`, token, { name, ...extra })
  expect(res.status).toBe(201)
  return res.json.name
}
const docPath = (db: string, source = 'erp') => `${base}/${source}/databases/${db}/documents`

describe('POST /datalake/{source}/databases', () => {
  test('creates a database whose internal name is a slug plus 6 base36 characters', async () => {
    const res = await call('POST', `${base}/erp/databases`, alice, {
      name: '  Shipments Q3 ',
      variables: ['origin', 'destination', 'origin'],
    })
    expect(res.status).toBe(201)
    expect(res.json).toEqual({
      name: expect.stringMatching(/^shipments_q3_[a-z0-9]{6}$/),
      userFriendlyName: 'Shipments Q3',
      source: 'erp',
      variables: ['origin', 'destination'],
      sensitiveVariables: [],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
  })

  test('slugs non-ASCII names and keeps them unique', async () => {
    const a = await call('POST', `${base}/erp/databases`, alice, { name: 'Überseefracht — Café' })
    expect(a.json.name).toMatch(/^uberseefracht_cafe_[a-z0-9]{6}$/)
    const b = await call('POST', `${base}/erp/databases`, alice, { name: '日本' })
    expect(b.json.name).toMatch(/^db_[a-z0-9]{6}$/)
  })

  test('a second database with the same name in the same source and workspace is 409', async () => {
    await createDb(alice, 'Twice')
    expect(await call('POST', `${base}/erp/databases`, alice, { name: 'Twice' })).toEqual({
      status: 409,
      json: { message: 'A database named "Twice" already exists', code: 'CONFLICT' },
    })
    expect((await call('POST', `${base}/crm/databases`, alice, { name: 'Twice' })).status).toBe(201)
    expect((await call('POST', `${base}/erp/databases`, bob, { name: 'Twice' })).status).toBe(201)
  })

  const invalid = [
    { name: 'missing name', body: {}, path: 'name' },
    { name: 'blank name', body: { name: '   ' }, path: 'name' },
    { name: 'name over 128 characters', body: { name: 'x'.repeat(129) }, path: 'name' },
    { name: 'name with a dot', body: { name: 'a.b' }, path: 'name' },
    { name: 'name with a leading $', body: { name: '$where' }, path: 'name' },
    { name: 'variable _id', body: { name: 'ok', variables: ['_id'] }, path: 'variables.0' },
    { name: 'variable with a dot', body: { name: 'ok', variables: ['fine', 'a.b'] }, path: 'variables.1' },
    { name: 'variable __proto__-like reserved name', body: { name: 'ok', variables: ['prototype'] }, path: 'prototype' },
    { name: 'variables not strings', body: { name: 'ok', variables: [1] }, path: 'variables.0' },
  ]
  for (const c of invalid) {
    test(`${c.name} → 400`, async () => {
      const res = await call('POST', `${base}/erp/databases`, alice, c.body)
      expect(res.status).toBe(400)
      expect(res.json.code).toBe('VALIDATION_FAILED')
      expect(JSON.stringify(res.json)).toContain(c.path)
    })
  }

  for (const source of ['bad source', 'x'.repeat(65), 'a.b', '%24where']) {
    test(`source "${source.slice(0, 10)}" → 400`, async () => {
      const res = await call('POST', `${base}/${source}/databases`, alice, { name: 'ok' })
      // The pattern the OpenAPI document states for {source} (domain/field-name.ts), checked at the edge.
      const mismatch = "expected string to match '^[A-Za-z0-9_-]{1,64}$'"
      expect(res).toEqual({
        status: 400,
        json: {
          message: `Invalid request: source ${mismatch}`,
          code: 'VALIDATION_FAILED',
          details: [{ path: 'source', message: mismatch }],
        },
      })
    })
  }

  test('without a token → 401; a non-JSON body → 415', async () => {
    const noToken = await app.request('POST', `${base}/erp/databases`, { body: { name: 'x' } })
    expect(noToken.status).toBe(401)
    expect(noToken.headers.get('www-authenticate')).toBe('Bearer')
    const form = await app.request('POST', `${base}/erp/databases`, {
      token: alice,
      body: 'name=x',
      headers: { 'content-type': 'text/plain' },
    })
    expect(form.status).toBe(415)
  })
})

describe('GET and DELETE /datalake/{source}/databases', () => {
  test("lists the caller's databases of the source, oldest first; an administrator sees all with workspaceId", async () => {
    const first = await createDb(alice, 'List One', {}, 'list')
    const second = await createDb(alice, 'List Two', {}, 'list')
    const bobs = await createDb(bob, 'List Bob', {}, 'list')
    await createDb(alice, 'Other source', {}, 'list2')
    const mine = await call('GET', `${base}/list/databases`, alice)
    expect(mine.status).toBe(200)
    expect(mine.json.map((d: { name: string }) => d.name)).toEqual([first, second])
    expect(mine.json[0]).not.toHaveProperty('workspaceId')
    const all = await call('GET', `${base}/list/databases`, boss)
    expect(all.json.map((d: { name: string }) => d.name)).toEqual([first, second, bobs])
    expect(all.json.every((d: { workspaceId?: string }) => typeof d.workspaceId === 'string')).toBe(true)
    expect(all.json[0].workspaceId).not.toBe(all.json[2].workspaceId)
  })

  test('deletes a database and its documents; then it is 404', async () => {
    const db = await createDb(alice, 'To delete')
    await call('POST', docPath(db), alice, { a: 1 })
    expect(await call('DELETE', `${base}/erp/databases/${db}`, alice)).toEqual({ status: 200, json: { message: `Database ${db} deleted` } })
    expect(await call('DELETE', `${base}/erp/databases/${db}`, alice)).toEqual({
      status: 404,
      json: { message: `Database ${db} not found`, code: 'NOT_FOUND' },
    })
    expect((await call('POST', docPath(db), alice, { a: 1 })).status).toBe(404)
    expect((await call('POST', '/api/v1/operations', alice, { db })).status).toBe(404)
  })

  test('a database of another source is 404 under this source', async () => {
    const db = await createDb(alice, 'Source bound', {}, 'crm')
    expect((await call('DELETE', `${base}/erp/databases/${db}`, alice)).status).toBe(404)
    expect((await call('DELETE', `${base}/crm/databases/${db}`, alice)).status).toBe(200)
  })

  test('a malformed {db} is 400', async () => {
    const res = await call('DELETE', `${base}/erp/databases/${'x'.repeat(129)}`, alice)
    expect(res.status).toBe(400)
    expect((await call('DELETE', `${base}/erp/databases/a%20b`, alice)).status).toBe(400)
  })
})

describe('POST /datalake/{source}/databases/{db}/documents', () => {
  test('stores the document with declared variables it lacks as null; new keys join the variables', async () => {
    const db = await createDb(alice, 'Docs', { variables: ['origin', 'weight'] })
    const res = await call('POST', docPath(db), alice, { origin: 'Oslo', cargo: { pallets: 3, items: [{ sku: 'A' }] } })
    expect(res.status).toBe(201)
    expect(res.json).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      origin: 'Oslo',
      cargo: { pallets: 3, items: [{ sku: 'A' }] },
      weight: null,
    })
    const listed = await call('GET', `${base}/erp/databases`, alice)
    expect(listed.json.find((d: { name: string }) => d.name === db).variables).toEqual(['origin', 'weight', 'cargo'])
  })

  const bad = [
    { name: '_id at the top level', body: { _id: 'x' }, key: '_id' },
    { name: 'a dotted key', body: { 'a.b': 1 }, key: 'a.b' },
    { name: 'a $ key nested deep', body: { a: { b: [{ $where: 'x' }] } }, key: '$where' },
    { name: 'an empty key', body: { '': 1 }, key: 'must not be empty' },
    { name: 'a key over 128 characters', body: { ['k'.repeat(129)]: 1 }, key: 'at most 128' },
    { name: 'a NUL in a key', body: { 'a\u0000b': 1 }, key: 'NUL' },
    { name: 'a __proto__ key', body: '{"__proto__": {"x": 1}}', key: '__proto__' },
    { name: 'an array body', body: [{ a: 1 }], key: 'object' },
  ]
  for (const c of bad) {
    test(`${c.name} → 400 naming it`, async () => {
      const db = await createDb(alice, `Bad ${c.name}`)
      const res = await call('POST', docPath(db), alice, c.body)
      expect(res.status).toBe(400)
      expect(res.json.code).toBe('VALIDATION_FAILED')
      expect(JSON.stringify(res.json)).toContain(JSON.stringify(c.key).slice(1, -1))
    })
  }

  test('an unknown database is 404', async () => {
    expect(await call('POST', docPath('nope_abc123'), alice, { a: 1 })).toEqual({
      status: 404,
      json: { message: 'Database nope_abc123 not found', code: 'NOT_FOUND' },
    })
  })

  test('a body over MAX_BODY_BYTES is 413', async () => {
    const db = await createDb(alice, 'Big')
    const res = await call('POST', docPath(db), alice, { big: 'x'.repeat(1024 * 1024 + 10) })
    expect(res.status).toBe(413)
    expect(res.json.code).toBe('PAYLOAD_TOO_LARGE')
  })
})

describe('tenancy', () => {
  test('another workspace sees 404 for every route of a database it does not own; an administrator sees and changes it', async () => {
    const db = await createDb(alice, 'Private')
    const doc = (await call('POST', docPath(db), alice, { note: 'mine' })).json._id
    const notFound = { message: `Database ${db} not found`, code: 'NOT_FOUND' }
    expect(await call('POST', docPath(db), bob, { note: 'x' })).toEqual({ status: 404, json: notFound })
    expect(await call('PATCH', `${docPath(db)}/${doc}`, bob, { field: 'note', value: 'x' })).toEqual({ status: 404, json: notFound })
    expect(await call('POST', `${base}/erp/databases/${db}/variables`, bob, { newVariables: ['x'] })).toEqual({
      status: 404,
      json: notFound,
    })
    expect(await call('DELETE', `${base}/erp/databases/${db}`, bob)).toEqual({ status: 404, json: notFound })
    expect(await call('POST', '/api/v1/operations', bob, { db })).toEqual({ status: 404, json: { ...notFound, success: false } })
    expect((await call('GET', `${base}/erp/databases`, bob)).json.map((d: { name: string }) => d.name)).not.toContain(db)

    expect((await call('PATCH', `${docPath(db)}/${doc}`, boss, { field: 'note', value: 'admin' })).json.changes).toEqual({
      field: 'note',
      from: 'mine',
      to: 'admin',
    })
    expect((await call('POST', '/api/v1/operations', boss, { db })).json.data).toEqual([{ _id: doc, note: 'admin' }])
    expect((await call('DELETE', `${base}/erp/databases/${db}`, boss)).status).toBe(200)
  })
})

describe('every data lake route needs a valid bearer token', () => {
  const id = '0123456789abcdef01234567'
  const routes: [string, string, unknown?][] = [
    ['POST', `${base}/erp/databases`, { name: 'x' }],
    ['GET', `${base}/erp/databases`],
    ['DELETE', `${base}/erp/databases/some_db`],
    ['POST', `${base}/erp/databases/some_db/documents`, { a: 1 }],
    ['POST', `${base}/erp/databases/some_db/variables`, { newVariables: ['a'] }],
    ['PATCH', `${base}/erp/databases/some_db/documents/${id}`, { field: 'a', value: 1 }],
    ['POST', '/api/v1/operations', { db: 'some_db' }],
  ]
  for (const [method, path, body] of routes) {
    test(`${method} ${path} → 401 without or with a forged token`, async () => {
      for (const headers of [{}, { authorization: 'Bearer a.b.c' }] as Record<string, string>[]) {
        const res = await app.request(method, path, { body, headers })
        expect(res.status).toBe(401)
        expect(res.headers.get('www-authenticate')).toBe('Bearer')
        expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED' })
      }
    })
  }

  test('a malformed source on the list route → 400', async () => {
    expect((await call('GET', `${base}/${'s'.repeat(65)}/databases`, alice)).status).toBe(400)
  })
})
