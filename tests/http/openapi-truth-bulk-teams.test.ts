import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { startTestApp, type TestApp } from '../support/test-app'

// The disagreements schemathesis found in the workspace, desk and bulk-data routes, each checked on
// both sides: what the document states and what the server answers.
let app: TestApp
let token: string
let base: string
let doc: { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, any> } }
beforeAll(async () => {
  app = await startTestApp()
  token = await app.signIn('truth-teams@example.com')
  const created = await app.request('POST', '/api/v1/datalake/erp/databases', { token, body: { name: 'Truth', variables: ['a'] } })
  base = `/api/v1/datalake/erp/databases/${((await created.json()) as { name: string }).name}`
  doc = (await (await app.request('GET', '/swagger/json')).json()) as typeof doc
})
afterAll(() => app.stop())

const op = (path: string, method: string) => doc.paths[path]![method]!
const bodySchema = (path: string, method: string) => op(path, method).requestBody.content['application/json'].schema
const EXPORT = '/api/v1/datalake/{source}/databases/{db}/export'

describe('the document and the server agree', () => {
  test('a method the static /inquiries/metrics does not answer is 405 with Allow, though /inquiries/:id would capture it', async () => {
    const res = await app.request('PATCH', '/api/v1/inquiries/metrics', { token, body: {} })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD')
    // A real id at the parameter route still reaches it.
    expect((await app.request('PATCH', `/api/v1/inquiries/${'a'.repeat(24)}`, { token, body: {} })).status).not.toBe(405)
  })

  test("the export's longest filter and fields fit the runtime's 16 KiB request head in any encoding", async () => {
    const params = op(EXPORT, 'get').parameters as { name: string; schema: { maxLength: number } }[]
    const max = (name: string) => params.find((p) => p.name === name)!.schema.maxLength
    const filter = `{"a":"${'é'.repeat(max('filter') - 8)}"}`
    const fields = Array.from({ length: 4 }, () => 'é'.repeat(max('fields') / 4 - 1)).join(',')
    const res = await app.request('GET', `${base}/export?filter=${encodeURIComponent(filter)}&fields=${encodeURIComponent(fields)}`, {
      token,
    })
    expect(res.status).toBe(200)
    await res.text()
  })

  test('the export answers CSV or NDJSON, and the document lists both media types (it said JSON)', async () => {
    const content = op(EXPORT, 'get').responses['200'].content
    expect(Object.keys(content).sort()).toEqual(['application/x-ndjson', 'text/csv'])
    for (const [format, type] of [
      ['', 'text/csv'],
      ['?format=csv', 'text/csv'],
      ['?format=ndjson', 'application/x-ndjson'],
    ]) {
      const res = await app.request('GET', `${base}/export${format}`, { token })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')!.split(';')[0]).toBe(type!)
      await res.text()
    }
  })

  test("the export's fields are column names (no paths): a name past 128 characters or a path is refused by both", async () => {
    const params = op(EXPORT, 'get').parameters as { name: string; schema: { pattern: string } }[]
    const pattern = new RegExp(params.find((p) => p.name === 'fields')!.schema.pattern, 'u')
    expect([pattern.test('a'.repeat(128)), pattern.test('a'.repeat(129)), pattern.test('a,b.c')]).toEqual([true, false, false])
    for (const refused of ['a'.repeat(129), 'a,b.c'])
      expect((await app.request('GET', `${base}/export?fields=${refused}`, { token })).status).toBe(400)
    const ok = await app.request('GET', `${base}/export?fields=_id,${'😀'.repeat(128)},b`, { token })
    expect(ok.status).toBe(200)
    await ok.text()
  })

  test('a PATCH whose fields are all optional may come without a body (the document no longer requires one), not with a non-object', async () => {
    const hooks = `${base}/webhooks`
    const path = '/api/v1/datalake/{source}/databases/{db}/webhooks'
    expect(op(`${path}/{id}`, 'patch').requestBody.required).toBe(false)
    expect(op(path, 'post').requestBody.required).toBe(true)
    expect((await app.request('POST', hooks, { token })).status).toBe(400)
    const created = await app.request('POST', hooks, { token, body: { url: 'https://hooks.example.test/no-body' } })
    const { id } = (await created.json()) as { id: string }
    expect((await app.request('PATCH', `${hooks}/${id}`, { token })).status).toBe(200)
    // A body that is there must be an object: Elysia let an array, a string or a number through an all-optional object (200).
    for (const body of ['[null,null]', '[]', '"x"', '1', 'null'])
      expect((await app.request('PATCH', `${hooks}/${id}`, { token, body })).status).toBe(400)
    expect((await app.request('DELETE', `${hooks}/${id}`, { token })).status).toBe(200)
  })

  test('a workspace name: control characters refused by the published pattern and the server; surrounding spaces trimmed', async () => {
    const pattern = new RegExp(bodySchema('/api/v1/workspaces', 'post').properties.name.pattern)
    expect(pattern.test('Ops\u001eteam')).toBe(false)
    expect((await app.request('POST', '/api/v1/workspaces', { token, body: { name: 'Ops\u001eteam' } })).status).toBe(400)
    expect(pattern.test('  Ops team\t')).toBe(true)
    const created = await app.request('POST', '/api/v1/workspaces', { token, body: { name: '  Ops team\t', extra: { kept: [1] } } })
    expect(created.status).toBe(201)
    expect(((await created.json()) as { name: string }).name).toBe('Ops team')
  })

  test('batch operations are published as the use case checks them: 1 to 1000, three closed shapes, non-empty documents', async () => {
    const operations = bodySchema('/api/v1/datalake/{source}/databases/{db}/batch', 'post').properties.operations
    expect([operations.minItems, operations.maxItems, operations.items]).toEqual([1, 1000, { $ref: '#/components/schemas/BatchOperation' }])
    const shapes = doc.components.schemas.BatchOperation.anyOf as { properties: { op: { const: string } }; required: string[] }[]
    expect(shapes.map((s) => [s.properties.op.const, s.required])).toEqual([
      ['create', ['op', 'data']],
      ['update', ['op', 'id', 'set']],
      ['delete', ['op', 'id']],
    ])
    expect(shapes.every((s) => (s as { additionalProperties?: unknown }).additionalProperties === false)).toBe(true)
    const batch = (operations: unknown) => app.request('POST', `${base}/batch`, { token, body: { operations } })
    for (const refused of [[], [{ op: 'create', data: { a: 1 }, id: 'x' }], [{ op: 'create', data: {} }], [{ op: 'delete' }]])
      expect((await batch(refused)).status).toBe(400)
    // MongoDB without transactions (FerretDB) answers every batch 501 (the route's description says so).
    const written = (await batch([{ op: 'create', data: { a: [[[[[[[[1]]]]]]]] } }])).status
    expect(process.env.TEST_STORE === 'mongo' ? [200, 400, 501] : [200]).toContain(written)
  })

  test('an import needs its file: the document says the body is required, the server answers 415 without one', async () => {
    expect(op('/api/v1/datalake/{source}/databases/{db}/import', 'post').requestBody.required).toBe(true)
    expect((await app.request('POST', `${base}/import`, { token })).status).toBe(415)
  })

  test('groupBy and metrics are published and refused outside "operation": "aggregate"', async () => {
    expect(bodySchema('/api/v1/operations', 'post').anyOf).toHaveLength(2)
    const db = base.split('/').at(-1)
    const res = await app.request('POST', '/api/v1/operations', { token, body: { operation: 'read', db, groupBy: null } })
    expect(res.status).toBe(400)
  })
})
