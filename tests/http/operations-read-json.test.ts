import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { ContainerModule } from 'inversify'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import { JsonLogger } from '../../infrastructure/logging/json-logger'
import { startTestApp, type TestApp } from '../support/test-app'

// A read without projection hands the store's JSON text through when nothing in it needs
// decrypting (DocumentPages); these documents cover that path and every reason to leave it.
let app: TestApp
let token: string
const lines: Record<string, unknown>[] = []
const waiters: { match: (line: Record<string, unknown>) => boolean; resolve: () => void }[] = []
/** Resolves once a log line matching `match` was written (the test's timeout bounds the wait). */
const logged = (match: (line: Record<string, unknown>) => boolean) =>
  lines.some(match) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ match, resolve }))
beforeAll(async () => {
  const logger = new ContainerModule(({ rebind }) => {
    rebind(INFRA.RootLogger).toConstantValue(
      new JsonLogger('info', {}, (text) => {
        const line = JSON.parse(text) as Record<string, unknown>
        lines.push(line)
        for (const w of waiters.filter((w) => w.match(line))) w.resolve()
      }),
    )
  })
  app = await startTestApp({ overrides: [logger] })
  token = await app.signIn('read-json@example.com')
})
afterAll(() => app.stop())

describe('POST /api/v1/operations read: whole documents', () => {
  test('answers each document as created, _id first, whether or not a field needed decrypting', async () => {
    const created = await app.request('POST', '/api/v1/datalake/erp/databases', { token, body: { name: 'Read Json' } })
    const db = ((await created.json()) as { name: string }).name
    const path = `/api/v1/datalake/erp/databases/${db}/documents`
    const bodies = [
      { city: 'Oslo', weight: 1.5, nested: { list: [1, { deep: null }], ok: true } },
      { city: 'Say "hi" \\ to é ☃', weight: -2 },
      { city: 'Rome', phone: '+47 555 0100' },
      { city: 'Lima', note: 'enc:v1:k1:AAAA' },
    ]
    const answers: Record<string, unknown>[] = []
    for (const body of bodies) {
      const res = await app.request('POST', path, { token, body, headers: { 'x-request-id': `post-${answers.length}` } })
      expect(res.status).toBe(201)
      expect(res.headers.get('x-request-id')).toBe(`post-${answers.length}`)
      answers.push((await res.json()) as Record<string, unknown>)
    }
    // These routes answer a Response of their own: the access line (written after the answer) still has its status.
    await logged((l) => l.requestId === 'post-0' && l.message === 'request')
    expect(lines.find((l) => l.requestId === 'post-0')).toMatchObject({ message: 'request', method: 'POST', status: 201 })
    const read = await app.request('POST', '/api/v1/operations', { token, body: { operation: 'read', db, options: { limit: 3 } } })
    expect(read.status).toBe(200)
    expect(read.headers.get('x-request-id')).toBeTruthy()
    expect(read.headers.get('content-type')).toStartWith('application/json')
    const json = (await read.json()) as {
      message: string
      success: boolean
      data: Record<string, unknown>[]
      modifiedCount: number
      hasMore: boolean
    }
    expect(json).toEqual({ message: 'Read 3 documents', success: true, data: answers.slice(0, 3), modifiedCount: 0, hasMore: true })
    for (const doc of json.data) expect(Object.keys(doc)[0]).toBe('_id')

    const rest = await app.request('POST', '/api/v1/operations', { token, body: { operation: 'read', db, options: { skip: 3 } } })
    expect(await rest.json()).toEqual({ message: 'Read 1 document', success: true, data: [answers[3]], modifiedCount: 0, hasMore: false })
  })

  test('a page read again and again (its answer kept built) answers each request with its own id, and a write shows at once', async () => {
    const created = await app.request('POST', '/api/v1/datalake/erp/databases', { token, body: { name: 'Read Kept' } })
    const db = ((await created.json()) as { name: string }).name
    const path = `/api/v1/datalake/erp/databases/${db}/documents`
    const ids: string[] = []
    // 40 documents of ~200 characters: a page of about 8 kB, above the size from which bodies are kept.
    for (let i = 0; i < 40; i++) {
      const res = await app.request('POST', path, { token, body: { n: i, status: 'booked', note: 'x'.repeat(160) } })
      ids.push(((await res.json()) as { _id: string })._id)
    }
    const read = { operation: 'read', db, options: { limit: 100 } }
    const pages = async () => {
      const answers = []
      // The store keeps a page from its second read; its answer's body is kept from the second answer built from it.
      for (let i = 0; i < 5; i++) {
        const op = await app.request('POST', '/api/v1/operations', { token, body: read, headers: { 'x-request-id': `op-${i}` } })
        expect(op.headers.get('x-request-id')).toBe(`op-${i}`)
        expect(op.headers.get('content-type')).toStartWith('application/json')
        const list = await app.request('GET', `${path}?limit=100`, { token })
        expect(list.headers.get('content-type')).toStartWith('application/json')
        const versioned = await app.request('GET', `${path}?limit=100&versions=true`, { token })
        answers.push({
          op: (await op.json()) as { data: { status: string }[] },
          list: (await list.json()) as { data: { status: string }[] },
          versions: ((await versioned.json()) as { versions: Record<string, number> }).versions,
        })
      }
      return answers
    }
    for (const { op, list, versions } of await pages()) {
      expect(op.data.map((d) => d.status)).toEqual(Array(40).fill('booked'))
      expect(list.data.map((d) => d.status)).toEqual(Array(40).fill('booked'))
      expect(versions[ids[7]!]).toBe(1)
    }
    const patched = await app.request('PATCH', `${path}/${ids[7]}`, { token, body: { field: 'status', value: 'delivered' } })
    expect(patched.status).toBe(200)
    for (const { op, list, versions } of await pages()) {
      expect(versions[ids[7]!]).toBe(2)
      expect(op.data[7]!.status).toBe('delivered')
      expect(list.data[7]!.status).toBe('delivered')
    }
  })
})
