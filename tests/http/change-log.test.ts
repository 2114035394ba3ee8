import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { TOKENS } from '../../application/ports/tokens'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import { SseReader } from '../support/sse-reader'
import { startTestApp, type TestApp } from '../support/test-app'

let app: TestApp
let alice: string
let bob: string
let db: string
let base: string
beforeAll(async () => {
  app = await startTestApp({ env: { CHANGE_FEED_HEARTBEAT_SECONDS: '1' } })
  alice = await app.signIn('log-alice@example.com')
  bob = await app.signIn('log-bob@example.com')
  db = (await call('POST', '/api/v1/datalake/erp/databases', { name: 'Logged', variables: ['status'] })).json.name
  base = `/api/v1/datalake/erp/databases/${db}`
})
afterAll(() => app.stop())

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, token = alice) {
  const res = await app.request(method, path, { token, body, headers })
  return { status: res.status, json: (await res.json()) as any }
}

describe('history of a document', () => {
  test('create, PATCH and DELETE each leave a record, newest first, with actor, request id and field changes', async () => {
    const id = (await call('POST', `${base}/documents`, { status: 'open', weight: 10 }, { 'x-request-id': 'req-create-1' })).json._id
    await call('PATCH', `${base}/documents/${id}`, { field: 'status', value: 'shipped' }, { 'x-request-id': 'req-patch-1' })
    await call('DELETE', `${base}/documents/${id}`, undefined, { 'x-request-id': 'req-delete-1' })
    const history = await call('GET', `${base}/documents/${id}/history`)
    expect(history.status).toBe(200)
    const actor = { userId: expect.stringMatching(/^[0-9a-f]{24}$/), email: 'log-alice@example.com' }
    const common = { source: 'erp', db, documentId: id, actor, id: expect.stringMatching(/^[0-9]{16}$/), at: expect.any(String) }
    expect(history.json).toEqual({
      data: [
        {
          ...common,
          op: 'delete',
          version: 2,
          requestId: 'req-delete-1',
          changes: [
            { field: 'status', from: 'shipped', to: null },
            { field: 'weight', from: 10, to: null },
          ],
        },
        { ...common, op: 'update', version: 2, requestId: 'req-patch-1', changes: [{ field: 'status', from: 'open', to: 'shipped' }] },
        {
          ...common,
          op: 'create',
          version: 1,
          requestId: 'req-create-1',
          changes: [
            { field: 'status', from: null, to: 'open' },
            { field: 'weight', from: null, to: 10 },
          ],
        },
      ],
      nextCursor: null,
    })
    const paged = await call('GET', `${base}/documents/${id}/history?limit=2`)
    expect(paged.json.data.map((r: { op: string }) => r.op)).toEqual(['delete', 'update'])
    const rest = await call('GET', `${base}/documents/${id}/history?limit=2&before=${paged.json.nextCursor}`)
    expect(rest.json).toEqual({ data: [expect.objectContaining({ op: 'create' })], nextCursor: null })
  })

  test('sensitive values are ciphertext in the stored log and plain for readers', async () => {
    const id = (await call('POST', `${base}/documents`, { iban: 'NO93 8601 1117 947' })).json._id
    await call('PATCH', `${base}/documents/${id}`, { field: 'iban', value: 'DE89 3704 0044 0532 0130 00' })
    const history = await call('GET', `${base}/documents/${id}/history`)
    expect(history.json.data[0].changes).toEqual([{ field: 'iban', from: 'NO93 8601 1117 947', to: 'DE89 3704 0044 0532 0130 00' }])
    if (app.container.isBound(INFRA.Sqlite)) {
      const rows = app.container.get(INFRA.Sqlite).prepare('SELECT record FROM change_log WHERE document_id = ?').all(id) as {
        record: string
      }[]
      expect(rows).toHaveLength(2)
      // The whole values: a fragment like "8601" can turn up in a random document id or request id.
      for (const row of rows) {
        expect(row.record).not.toContain('NO93 8601 1117 947')
        expect(row.record).not.toContain('DE89 3704 0044 0532 0130 00')
        expect(row.record).toContain('enc:v1:')
      }
    }
    // The port hands out the stored form (the webhook worker decrypts for itself).
    const stored = await app.container.get(TOKENS.ChangeLog).listForDocument(db, id, null, 10)
    expect(JSON.stringify(stored)).not.toContain('NO93 8601 1117 947')
  })

  test('a malformed cursor is 400; another workspace is 404', async () => {
    const id = 'a'.repeat(24)
    expect((await call('GET', `${base}/documents/${id}/history?before=abc`)).status).toBe(400)
    expect((await call('GET', `${base}/documents/${id}/history?limit=0`)).status).toBe(400)
    expect((await call('GET', `${base}/documents/${id}/history`, undefined, {}, bob)).status).toBe(404)
    expect((await call('GET', `${base}/changes`, undefined, {}, bob)).status).toBe(404)
  })
})

describe('the change feed as JSON', () => {
  test('every write path leaves its records, oldest first; nextCursor polls', async () => {
    const name = (await call('POST', '/api/v1/datalake/erp/databases', { name: 'Feed' })).json.name
    const path = `/api/v1/datalake/erp/databases/${name}`
    const start = await call('GET', `${path}/changes`)
    expect(start.json.data.map((r: { op: string }) => r.op)).toEqual(['database.create'])
    const cursor = start.json.nextCursor
    const created = await call('POST', '/api/v1/operations', { db: name, data: [{ n: 1 }, { n: 2 }, { n: 3 }] })
    await call('POST', '/api/v1/operations', { db: name, filter: { n: { $gte: 2 } }, data: { n: 9 } })
    await call('POST', `${path}/variables`, { newVariables: ['eta'], renames: [{ from: 'n', to: 'count' }] })
    await call('POST', '/api/v1/operations', { operation: 'delete', db: name, filter: { count: 9 } })
    const page = await call('GET', `${path}/changes?after=${cursor}`)
    expect(page.json.data.map((r: { op: string; documentId: string | null }) => [r.op, r.documentId])).toEqual([
      ['create', created.json.data[0]._id],
      ['create', created.json.data[1]._id],
      ['create', created.json.data[2]._id],
      ['update', created.json.data[1]._id],
      ['update', created.json.data[2]._id],
      ['variables', null],
      ['delete', created.json.data[1]._id],
      ['delete', created.json.data[2]._id],
    ])
    expect(page.json.data[3].changes).toEqual([{ field: 'n', from: 2, to: 9 }])
    expect(page.json.data[5].changes).toEqual({ added: ['eta'], renamed: [{ from: 'n', to: 'count' }], matched: 3, modified: 3 })
    expect(page.json.data[6]).toMatchObject({ version: 3, changes: [{ field: 'count', from: 9, to: null }] })
    const ids = page.json.data.map((r: { id: string }) => r.id)
    expect([...ids].sort()).toEqual(ids)
    expect(page.json.nextCursor).toBe(ids[ids.length - 1])
    const idle = await call('GET', `${path}/changes?after=${page.json.nextCursor}`)
    expect(idle.json).toEqual({ data: [], nextCursor: page.json.nextCursor })
    await call('DELETE', `/api/v1/datalake/erp/databases/${name}`)
    const records = await app.container.get(TOKENS.ChangeLog).listAfter(name, page.json.nextCursor, 10)
    expect(records.map((r) => r.op)).toEqual(['database.delete'])
  })

  test('limit is 1 to 1000 and a cursor must be a change id', async () => {
    expect((await call('GET', `${base}/changes?limit=1001`)).status).toBe(400)
    expect((await call('GET', `${base}/changes?after=../x`)).status).toBe(400)
  })
})

describe('the change feed as server-sent events', () => {
  const open = (headers: Record<string, string> = {}, token = alice, query = '') =>
    fetch(`${app.url}${base}/changes${query}`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...headers } })

  test('streams changes committed after it connected, at once, and resumes after Last-Event-ID', async () => {
    const response = await open()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toStartWith('text/event-stream')
    const stream = new SseReader(response)
    const id = (await call('POST', `${base}/documents`, { status: 'live-1' })).json._id
    const first = (await stream.next())!
    expect(first.event).toBe('change')
    expect(JSON.parse(first.data)).toMatchObject({
      id: first.id,
      op: 'create',
      documentId: id,
      changes: [{ field: 'status', from: null, to: 'live-1' }],
    })
    await stream.cancel()
    // Written while nobody listened: a client resuming after its last id gets them, in order.
    await call('PATCH', `${base}/documents/${id}`, { field: 'status', value: 'live-2' })
    await call('PATCH', `${base}/documents/${id}`, { field: 'status', value: 'live-3' })
    const resumed = new SseReader(await open({ 'last-event-id': first.id! }))
    const a = JSON.parse((await resumed.next())!.data)
    const b = JSON.parse((await resumed.next())!.data)
    expect([a.changes[0].to, b.changes[0].to]).toEqual(['live-2', 'live-3'])
    await resumed.cancel()
    const viaQuery = new SseReader(await open({}, alice, `?after=${first.id}`))
    expect(JSON.parse((await viaQuery.next())!.data).changes[0].to).toBe('live-2')
    await viaQuery.cancel()
  })

  test('refuses a stream without a valid token or for another workspace', async () => {
    expect((await open({}, 'a.b.c')).status).toBe(401)
    expect((await open({}, bob)).status).toBe(404)
    expect((await open({ 'last-event-id': 'nope' })).status).toBe(400)
  })

  // Last: logging out revokes every token of the user, the suite's own included.
  test('keeps the connection alive with comments and ends when the token is revoked', async () => {
    const carol = await app.signIn('log-alice@example.com')
    const stream = new SseReader(await open({}, carol))
    await call('POST', `${base}/documents`, { status: 'before-logout' })
    expect((await stream.next())!.event).toBe('change')
    expect((await call('POST', '/api/v1/auth/logout', undefined, {}, carol)).status).toBe(200)
    expect(await stream.untilEnd()).toEqual([])
    expect(stream.ended).toBe(true)
    expect(stream.comments).toBeGreaterThan(0)
  })
})
