import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openApiTool, run } from '../support/openapi-tools'
import { startTestApp, type TestApp } from '../support/test-app'

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; required?: string[] }
type Operation = {
  security?: unknown[]
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> }
  responses: Record<string, { description?: string; content?: Record<string, { schema: Schema }> }>
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } }

let app: TestApp
let doc: Doc
const dir = mkdtempSync(join(tmpdir(), 'openapi-doc-'))
beforeAll(async () => {
  app = await startTestApp()
  doc = (await (await fetch(`${app.url}/swagger/json`)).json()) as Doc
})
afterAll(async () => {
  await app.stop()
  rmSync(dir, { recursive: true, force: true })
})

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  )
const jsonSchema = (op: Operation, status: string) => op.responses[status]?.content?.['application/json']?.schema

describe('/swagger/json', () => {
  test('is a valid OpenAPI 3.1 document for openapi-spec-validator', async () => {
    expect(doc.openapi).toBe('3.1.0')
    const file = join(dir, 'openapi.json')
    writeFileSync(file, JSON.stringify(doc))
    const { code, output } = await run([openApiTool('openapi-spec-validator'), '--validation-errors', 'all', file])
    expect(output.trim()).toBe(`${file}: OK`)
    expect(code).toBe(0)
  })

  test('every answer has a description; body routes list 400, 413, 415; protected routes list 401; errors have the error schema', () => {
    for (const { name, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses))
        expect({ name, status, description: Boolean(response.description) }).toEqual({ name, status, description: true })
      const expected = [...(op.requestBody ? ['400', '413', '415'] : []), ...(op.security?.length ? ['401'] : [])]
      for (const status of expected) {
        expect({ name, status, listed: Object.keys(jsonSchema(op, status)?.properties ?? {}).sort() }).toEqual({
          name,
          status,
          listed: expect.arrayContaining(['code', 'message']),
        })
      }
    }
  })

  test('every route that reads or writes the store lists 503; the probes and the sign-in page do not touch it', () => {
    const storeless = ['GET /livez', 'GET /api/v1/auth/verify']
    for (const { name, op } of operations())
      expect({ name, lists503: '503' in op.responses }).toEqual({ name, lists503: !storeless.includes(name) })
  })

  test('numbers are integers, required fields are required, bodies have their real types', () => {
    const token = jsonSchema(doc.paths['/api/v1/auth/verify']!.post!, '200')!
    expect(token.properties!.expiresIn!.type).toBe('integer')
    expect(jsonSchema(doc.paths['/api/v1/operations']!.post!, '200')!.properties!.modifiedCount!.type).toBe('integer')
    const signIn = doc.paths['/api/v1/auth']!.post!.requestBody!
    expect(signIn.required).toBe(true)
    expect(signIn.content['application/json']!.schema).toMatchObject({
      type: 'object',
      required: ['email'],
      properties: { email: { type: 'string' } },
    })
    const document = doc.paths['/api/v1/datalake/{source}/databases/{db}/documents']!.post!.requestBody!.content['application/json']!.schema
    expect(document.$ref).toBe('#/components/schemas/NewDocument')
    expect(doc.components.schemas.NewDocument).toMatchObject({
      type: 'object',
      additionalProperties: { $ref: '#/components/schemas/JsonValue' },
    })
  })

  test('a required body is required: a document route without a body answers 400, not a document of nulls', async () => {
    const token = await app.signIn('bodyless@example.com')
    const created = await app.request('POST', '/api/v1/datalake/erp/databases', {
      token,
      body: { name: 'Bodyless', variables: ['origin'] },
    })
    const { name } = (await created.json()) as { name: string }
    const res = await app.request('POST', `/api/v1/datalake/erp/databases/${name}/documents`, { token })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'A document must be a JSON object' })
  })

  test('the probes and the sign-in page have answer content', () => {
    expect(jsonSchema(doc.paths['/livez']!.get!, '200')).toMatchObject({ type: 'object', required: ['message'] })
    expect(jsonSchema(doc.paths['/readyz']!.get!, '503')).toMatchObject({ type: 'object' })
    expect(doc.paths['/api/v1/auth/verify']!.get!.responses['200']!.content).toEqual({
      'text/html': { schema: expect.objectContaining({ type: 'string' }) },
    })
  })

  test('states the rules the server enforces on path parameters', () => {
    const params = (
      doc.paths['/api/v1/datalake/{source}/databases/{db}/documents/{id}']!.patch as unknown as {
        parameters: { name: string; schema: Schema }[]
      }
    ).parameters
    const pattern = (name: string) => params.find((p) => p.name === name)!.schema.pattern
    expect(pattern('source')).toBe('^[A-Za-z0-9_-]{1,64}$')
    expect(pattern('db')).toBe('^[a-z0-9_]{1,128}$')
    expect(pattern('id')).toBe('^[0-9a-fA-F]{24}$')
  })

  test('is the same whether or not routes served requests before it was first asked for (Elysia compiles a route on its first request)', async () => {
    const busy = await startTestApp()
    try {
      const token = await busy.signIn('traffic@example.com')
      await busy.request('POST', '/api/v1/datalake/erp/databases', { token, body: { name: 'Traffic', extra: 1 } })
      await busy.request('POST', '/api/v1/operations', { token, body: { db: 'nope_zzzzzz' } })
      await busy.request('GET', '/api/v1/datalake/erp/databases/nope_zzzzzz/documents?limit=5&order=desc', { token })
      expect(await (await fetch(`${busy.url}/swagger/json`)).json()).toEqual(doc)
    } finally {
      await busy.stop()
    }
  })
})
