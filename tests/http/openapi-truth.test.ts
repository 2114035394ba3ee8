import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { TEST_MONGO_IS_FERRETDB } from '../support/mongo-test-db'
import { startTestApp, type TestApp } from '../support/test-app'

const ferretDb = process.env.TEST_STORE === 'mongo' && TEST_MONGO_IS_FERRETDB

// What the OpenAPI document allows the server accepts, and what it refuses the server refuses:
// the cases schemathesis found (docs/openapi.md), each checked on both sides.
let app: TestApp
let token: string
let base: string
let doc: { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, any> } }
beforeAll(async () => {
  app = await startTestApp()
  token = await app.signIn('truth@example.com')
  const created = await app.request('POST', '/api/v1/datalake/erp/databases', { token, body: { name: 'Truth', variables: ['a'] } })
  base = `/api/v1/datalake/erp/databases/${((await created.json()) as { name: string }).name}`
  doc = (await (await app.request('GET', '/swagger/json')).json()) as typeof doc
})
afterAll(() => app.stop())

const op = (path: string, method: string) => doc.paths[path]![method]!
const param = (path: string, method: string, name: string) =>
  (op(path, method).parameters as { name: string; schema: Record<string, unknown> }[]).find((p) => p.name === name)!.schema
const bodySchema = (path: string, method: string) => op(path, method).requestBody.content['application/json'].schema
const HOOKS = '/api/v1/datalake/{source}/databases/{db}/webhooks'

describe('the document and the server agree', () => {
  test('arrays directly in arrays: 8 levels are published and accepted, a 9th is refused (400)', async () => {
    expect(doc.components.schemas.JsonArray8).toBeDefined()
    expect(doc.components.schemas.JsonArray9).toBeUndefined()
    const nested = (levels: number) => Array.from({ length: levels }).reduce<unknown>((inner) => [inner], 1)
    const eight = await app.request('POST', `${base}/documents`, { token, body: { deep: nested(8) } })
    // FerretDB v1 stores no array inside an array at all: a 400 saying so, never a 500 (docs/operations.md).
    expect(eight.status).toBe(ferretDb ? 400 : 201)
    const refused = await app.request('POST', `${base}/documents`, { token, body: { deep: nested(9) } })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toBe('Arrays nest directly in arrays at most 8 levels')
    // Arrays inside objects inside arrays are not a run: each object starts over.
    const mixed = [[[[[[{ a: [[[[[[1]]]]]] }]]]]]]
    expect((await app.request('POST', `${base}/documents`, { token, body: { mixed } })).status).toBe(ferretDb ? 400 : 201)
  })

  test('the longest filter and fields the document allows fit the runtime request-line limit, in any encoding', async () => {
    const filterMax = param('/api/v1/datalake/{source}/databases/{db}/documents', 'get', 'filter').maxLength as number
    const fieldsMax = param('/api/v1/datalake/{source}/databases/{db}/documents', 'get', 'fields').maxLength as number
    const filter = `{"a":"${'é'.repeat(filterMax - 8)}"}`
    expect(filter.length).toBe(filterMax)
    const fields = Array.from({ length: 4 }, () => 'é'.repeat(fieldsMax / 4 - 1)).join(',')
    expect(fields.length).toBeLessThanOrEqual(fieldsMax)
    const query = `filter=${encodeURIComponent(filter)}&fields=${encodeURIComponent(fields)}&after=${'f'.repeat(24)}&limit=1000&order=desc`
    const res = await app.request('GET', `${base}/documents?${query}`, { token })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { data: unknown[] }).data).toEqual([])
  })

  test('webhook events: at least one known event (an empty list is refused on both sides); description may be null', async () => {
    const events = bodySchema(HOOKS, 'post').properties.events
    expect(events.minItems).toBe(1)
    expect(events.items.anyOf.map((e: { const: string }) => e.const)).toEqual([
      'create',
      'update',
      'delete',
      'variables',
      'database.delete',
    ])
    const hooks = `${base}/webhooks`
    const url = 'https://hooks.example.test/truth'
    expect((await app.request('POST', hooks, { token, body: { url, events: [] } })).status).toBe(400)
    const created = await app.request('POST', hooks, { token, body: { url, events: ['create', 'create'], description: null } })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    expect((await app.request('DELETE', `${hooks}/${id}`, { token })).status).toBe(200)
  })

  test("the delivery log's limit and before, and a delivery id in a path, are published as the server checks them", async () => {
    const limit = param(`${HOOKS}/{id}/deliveries`, 'get', 'limit')
    expect([limit.type, limit.minimum, limit.maximum]).toEqual(['number', 1, 1000])
    const pattern = new RegExp(param(`${HOOKS}/{id}/deliveries`, 'get', 'before').pattern as string)
    expect(pattern.test('a.b')).toBe(false)
    expect(param(`${HOOKS}/{id}/deliveries/{deliveryId}/redeliver`, 'post', 'deliveryId').pattern).toBe(pattern.source)
    const created = await app.request('POST', `${base}/webhooks`, { token, body: { url: 'https://hooks.example.test/log' } })
    const log = `${base}/webhooks/${((await created.json()) as { id: string }).id}/deliveries`
    for (const query of ['limit=0', 'limit=1001', 'limit=1.5', 'before=a.b'])
      expect((await app.request('GET', `${log}?${query}`, { token })).status).toBe(400)
    for (const query of ['limit=1', 'limit=1000', 'before=abc_DEF-1'])
      expect((await app.request('GET', `${log}?${query}`, { token })).status).toBe(200)
  })

  test('a body object admits unknown keys except the reserved ones, which the server refuses anywhere: the document says so', async () => {
    const body = bodySchema('/api/v1/datalake/{source}/databases/{db}/variables', 'post')
    expect(body.propertyNames).toEqual({ not: { enum: ['__proto__', 'constructor', 'prototype', '_bsontype'] } })
    const refused = await app.request('POST', `${base}/variables`, { token, body: '{"newVariables":["b"],"__proto__":{}}' })
    expect(refused.status).toBe(400)
    expect((await app.request('POST', `${base}/variables`, { token, body: { newVariables: ['b'], note: 1 } })).status).toBe(200)
  })

  test('lengths and patterns count characters as the document does (an emoji is one), in a query and in a body', async () => {
    const fieldsMax = param('/api/v1/datalake/{source}/databases/{db}/documents', 'get', 'fields').maxLength as number
    // 4 paths of 120 emoji: 483 characters (the document's 512 allow it) but 963 UTF-16 units, 240 to a segment.
    const fields = Array.from({ length: 4 }, () => '😀'.repeat(120)).join(',')
    expect([...fields].length).toBeLessThanOrEqual(fieldsMax)
    const read = (value: string) => app.request('GET', `${base}/documents?fields=${encodeURIComponent(value)}`, { token })
    expect((await read(fields)).status).toBe(200)
    expect((await read('😀'.repeat(129))).status).toBe(400)
    // The webhook's description and url: the document states the limits the domain enforces (it said 1000 and 4096, not 500 and 2048).
    const published = bodySchema(HOOKS, 'post').properties
    expect([published.description.anyOf[0].maxLength, published.url.maxLength]).toEqual([500, 2048])
    // An empty url is "url is required" on both routes; the document said any string.
    expect([published.url.minLength, bodySchema(`${HOOKS}/{id}`, 'patch').properties.url.minLength]).toEqual([1, 1])
    const hook = (description: string, path = 'emoji') =>
      app.request('POST', `${base}/webhooks`, { token, body: { url: `https://hooks.example.test/${path}`, description } })
    const created = await hook('😀'.repeat(500))
    expect(created.status).toBe(201)
    expect((await hook('😀'.repeat(501))).status).toBe(400)
    expect((await hook('', 'é'.repeat(2048 - 27))).status).toBe(201)
    expect((await hook('', 'é'.repeat(2048 - 26))).status).toBe(400)
    const { id } = (await created.json()) as { id: string }
    expect((await app.request('PATCH', `${base}/webhooks/${id}`, { token, body: { url: '' } })).status).toBe(400)
    expect((await app.request('DELETE', `${base}/webhooks/${id}`, { token })).status).toBe(200)
  })

  test('PATCH /api/v1/users/{id} publishes the ObjectId pattern it enforces', async () => {
    expect(param('/api/v1/users/{id}', 'patch', 'id').pattern).toBe('^[0-9a-f]{24}$')
  })
})
