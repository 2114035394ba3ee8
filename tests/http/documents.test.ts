import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { STORE_HAS_ATOMIC_UPDATES } from '../support/mongo-test-db'
import { startTestApp, type TestApp } from '../support/test-app'

let app: TestApp
let alice: string
let bob: string
let db: string
let docs: string
beforeAll(async () => {
  app = await startTestApp()
  alice = await app.signIn('docs-alice@example.com')
  bob = await app.signIn('docs-bob@example.com')
  db = (await call('POST', '/api/v1/datalake/erp/databases', { name: 'Documents', variables: ['status'] })).json.name
  docs = `/api/v1/datalake/erp/databases/${db}/documents`
})
afterAll(() => app.stop())

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, token = alice) {
  const res = await app.request(method, path, { token, body, headers })
  return {
    status: res.status,
    json: (await res.json()) as any,
    etag: res.headers.get('etag'),
    replayed: res.headers.get('idempotent-replayed'),
  }
}
const newDoc = async (body: Record<string, unknown>) => (await call('POST', docs, body)).json._id as string

describe('GET and DELETE .../documents/{id}', () => {
  test('GET answers the document, decrypted, with its version as ETag; create answers ETag "1"', async () => {
    const created = await call('POST', docs, { status: 'open', phone: '+47 555 0100' })
    expect(created.etag).toBe('"1"')
    const got = await call('GET', `${docs}/${created.json._id}`)
    expect(got).toMatchObject({ status: 200, etag: '"1"', json: { _id: created.json._id, status: 'open', phone: '+47 555 0100' } })
  })

  test('every write that changes a document raises its version: PATCH, operations update, variables add', async () => {
    const id = await newDoc({ status: 'open' })
    expect((await call('PATCH', `${docs}/${id}`, { field: 'status', value: 'packed' })).etag).toBe('"2"')
    await call('POST', '/api/v1/operations', { db, filter: { _id: id }, data: { status: 'shipped' } })
    expect((await call('GET', `${docs}/${id}`)).etag).toBe('"3"')
    await call('POST', '/api/v1/operations', { db, filter: { _id: id }, data: { status: 'shipped' } })
    expect((await call('GET', `${docs}/${id}`)).etag).toBe('"3"')
    await call('POST', `/api/v1/datalake/erp/databases/${db}/variables`, { newVariables: [`v${id.slice(-6)}`] })
    expect((await call('GET', `${docs}/${id}`)).etag).toBe('"4"')
  })

  test("a malformed id is 400, an unknown one 404, another workspace's database 404", async () => {
    expect((await call('GET', `${docs}/nope`)).status).toBe(400)
    expect((await call('GET', `${docs}/${'f'.repeat(24)}`)).json).toEqual({
      message: `Document ${'f'.repeat(24)} not found`,
      code: 'NOT_FOUND',
    })
    const id = await newDoc({})
    expect((await call('GET', `${docs}/${id}`, undefined, {}, bob)).status).toBe(404)
    expect((await call('DELETE', `${docs}/${id}`, undefined, {}, bob)).status).toBe(404)
    expect((await call('GET', `${docs}/${id}`)).status).toBe(200)
  })

  test('DELETE answers the message and the last version; the document is then gone', async () => {
    const id = await newDoc({ status: 'x' })
    await call('PATCH', `${docs}/${id}`, { field: 'status', value: 'y' })
    expect(await call('DELETE', `${docs}/${id}`)).toEqual({
      status: 200,
      json: { message: `Document ${id} deleted` },
      etag: '"2"',
      replayed: null,
    })
    expect((await call('GET', `${docs}/${id}`)).status).toBe(404)
    expect((await call('DELETE', `${docs}/${id}`)).status).toBe(404)
  })
})

describe('If-Match', () => {
  test('a stale version is 412 with the current document, and nothing changes', async () => {
    const id = await newDoc({ status: 'open' })
    await call('PATCH', `${docs}/${id}`, { field: 'status', value: 'packed' })
    const stale = await call('PATCH', `${docs}/${id}`, { field: 'status', value: 'lost' }, { 'if-match': '"1"' })
    expect(stale.status).toBe(412)
    expect(stale.etag).toBe('"2"')
    expect(stale.json).toMatchObject({ message: expect.any(String), code: 'PRECONDITION_FAILED', current: { _id: id, status: 'packed' } })
    expect((await call('DELETE', `${docs}/${id}`, undefined, { 'if-match': '"1"' })).status).toBe(412)
    expect((await call('GET', `${docs}/${id}`)).json.status).toBe('packed')
    const fresh = await call('PATCH', `${docs}/${id}`, { field: 'status', value: 'shipped' }, { 'if-match': '"2"' })
    expect(fresh).toMatchObject({ status: 200, etag: '"3"' })
    expect((await call('DELETE', `${docs}/${id}`, undefined, { 'if-match': '"3"' })).status).toBe(200)
    expect((await call('PATCH', `${docs}/${id}`, { field: 'status', value: 'x' }, { 'if-match': '"3"' })).status).toBe(404)
  })

  test('of concurrent writes carrying the same If-Match exactly one succeeds', async () => {
    const id = await newDoc({ status: 'open' })
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call('PATCH', `${docs}/${id}`, { field: 'status', value: `s${i}` }, { 'if-match': '"1"' })),
    )
    // FerretDB v1 applies concurrent findAndModify without a guard (see mongo-test-db.ts): checked where the store is atomic.
    if (!STORE_HAS_ATOMIC_UPDATES) return
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412, 412, 412, 412, 412, 412, 412])
    expect((await call('GET', `${docs}/${id}`)).etag).toBe('"2"')
  })

  test('a malformed If-Match is 400; * matches any version', async () => {
    const id = await newDoc({})
    expect((await call('PATCH', `${docs}/${id}`, { field: 'a', value: 1 }, { 'if-match': 'yesterday' })).status).toBe(400)
    expect((await call('PATCH', `${docs}/${id}`, { field: 'a', value: 1 }, { 'if-match': '*' })).status).toBe(200)
  })
})

describe('GET .../documents (keyset pages)', () => {
  let pagedDocs: string
  let ids: string[]
  beforeAll(async () => {
    const name = (await call('POST', '/api/v1/datalake/erp/databases', { name: 'Paged' })).json.name
    pagedDocs = `/api/v1/datalake/erp/databases/${name}/documents`
    const created = await call('POST', '/api/v1/operations', {
      db: name,
      data: Array.from({ length: 7 }, (_, i) => ({ n: i, even: i % 2 === 0, iban: `NO${i}` })),
    })
    ids = created.json.data.map((d: { _id: string }) => d._id)
  })

  test('pages by _id with nextCursor until a short page', async () => {
    const first = await call('GET', `${pagedDocs}?limit=3`)
    expect(first.json.data.map((d: { n: number }) => d.n)).toEqual([0, 1, 2])
    expect(first.json.nextCursor).toBe(ids[2])
    const second = await call('GET', `${pagedDocs}?limit=3&after=${first.json.nextCursor}`)
    expect(second.json.data.map((d: { n: number }) => d.n)).toEqual([3, 4, 5])
    const last = await call('GET', `${pagedDocs}?limit=3&after=${second.json.nextCursor}`)
    expect(last.json).toEqual({ data: [{ _id: ids[6], n: 6, even: true, iban: 'NO6' }], nextCursor: null })
  })

  test('order=desc, filter and fields', async () => {
    const desc = await call('GET', `${pagedDocs}?order=desc&limit=2`)
    expect(desc.json.data.map((d: { n: number }) => d.n)).toEqual([6, 5])
    const next = await call('GET', `${pagedDocs}?order=desc&limit=2&after=${desc.json.nextCursor}`)
    expect(next.json.data.map((d: { n: number }) => d.n)).toEqual([4, 3])
    const filtered = await call(
      'GET',
      `${pagedDocs}?filter=${encodeURIComponent(JSON.stringify({ even: true, n: { $gte: 2 } }))}&fields=n,iban`,
    )
    expect(filtered.json).toEqual({
      data: [
        { _id: ids[2], n: 2, iban: 'NO2' },
        { _id: ids[4], n: 4, iban: 'NO4' },
        { _id: ids[6], n: 6, iban: 'NO6' },
      ],
      nextCursor: null,
    })
  })

  test('versions=true adds each document’s version by _id, on whole pages (stored text), decoded ones and projections', async () => {
    const name = (await call('POST', '/api/v1/datalake/erp/databases', { name: 'Versioned pages' })).json.name
    const path = `/api/v1/datalake/erp/databases/${name}/documents`
    const made = (await call('POST', '/api/v1/operations', { db: name, data: [{ n: 1 }, { n: 2 }] })).json.data.map(
      (d: { _id: string }) => d._id,
    )
    await call('PATCH', `${path}/${made[1]}`, { field: 'n', value: 20 })
    const plain = await call('GET', `${path}?versions=true`)
    expect(plain.json).toEqual({
      data: [
        { _id: made[0], n: 1 },
        { _id: made[1], n: 20 },
      ],
      nextCursor: null,
      versions: { [made[0]]: 1, [made[1]]: 2 },
    })
    expect((await call('GET', `${path}?versions=true&fields=n&limit=1`)).json.versions).toEqual({ [made[0]]: 1 })
    expect((await call('GET', `${pagedDocs}?versions=true&limit=2`)).json.versions).toEqual({ [ids[0]!]: 1, [ids[1]!]: 1 })
    expect(Object.keys((await call('GET', `${path}?versions=false`)).json)).toEqual(['data', 'nextCursor'])
    expect(Object.keys((await call('GET', path)).json)).toEqual(['data', 'nextCursor'])
  })

  const invalid = [
    { name: 'limit 0', query: 'limit=0' },
    { name: 'limit 1001', query: 'limit=1001' },
    { name: 'limit not a number', query: 'limit=ten' },
    { name: 'a malformed cursor', query: 'after=zzz' },
    { name: 'an unknown order', query: 'order=sideways' },
    { name: 'a filter that is not JSON', query: 'filter=%7Bnope' },
    { name: 'a forbidden operator', query: `filter=${encodeURIComponent('{"$where":"1"}')}` },
    { name: 'a filter on an encrypted field', query: `filter=${encodeURIComponent('{"iban":"NO1"}')}` },
    { name: 'a $ field in fields', query: 'fields=$x' },
    { name: 'versions that is not true or false', query: 'versions=yes' },
  ]
  for (const c of invalid) {
    test(`${c.name} → 400`, async () => {
      const res = await call('GET', `${pagedDocs}?${c.query}`)
      expect(res.status).toBe(400)
      expect(res.json.code).toBe('VALIDATION_FAILED')
    })
  }

  test("another workspace's database is 404", async () => {
    expect((await call('GET', pagedDocs, undefined, {}, bob)).status).toBe(404)
  })

  test('whole documents with nothing encrypted page the same way (answered from the stored text)', async () => {
    const name = (await call('POST', '/api/v1/datalake/erp/databases', { name: 'Plain pages' })).json.name
    const plain = `/api/v1/datalake/erp/databases/${name}/documents`
    const made = (
      await call('POST', '/api/v1/operations', { db: name, data: [{ n: 1, tags: ['a'] }, { n: 2, nested: { x: null } }, { n: 3 }] })
    ).json.data
    const first = await call('GET', `${plain}?limit=2`)
    expect(first.json).toEqual({
      data: [
        { _id: made[0]._id, n: 1, tags: ['a'], nested: null },
        { _id: made[1]._id, n: 2, tags: null, nested: { x: null } },
      ],
      nextCursor: made[1]._id,
    })
    expect((await call('GET', `${plain}?limit=2&after=${first.json.nextCursor}`)).json).toEqual({
      data: [{ _id: made[2]._id, n: 3, tags: null, nested: null }],
      nextCursor: null,
    })
    expect((await call('GET', `${plain}?order=desc&limit=1`)).json).toEqual({
      data: [{ _id: made[2]._id, n: 3, tags: null, nested: null }],
      nextCursor: made[2]._id,
    })
    // A page read again after a write shows the write (pages read twice are kept until their table changes).
    await call('GET', `${plain}?limit=2`)
    await call('PATCH', `${plain}/${made[0]._id}`, { field: 'n', value: 10 })
    expect((await call('GET', `${plain}?limit=2`)).json.data[0].n).toBe(10)
    await call('DELETE', `${plain}/${made[1]._id}`)
    expect((await call('GET', `${plain}?limit=2`)).json.data.map((d: { n: number }) => d.n)).toEqual([10, 3])
  })
})

describe('Idempotency-Key', () => {
  test('a retry gets the first answer again, marked replayed, and creates nothing', async () => {
    const headers = { 'idempotency-key': 'create-shipment-1' }
    const first = await call('POST', docs, { status: 'new' }, headers)
    const again = await call('POST', docs, { status: 'new' }, headers)
    expect(first).toMatchObject({ status: 201, etag: '"1"', replayed: null })
    expect(again).toEqual({ ...first, replayed: 'true' })
    const found = await call('POST', '/api/v1/operations', { db, filter: { _id: first.json._id } })
    expect(found.json.data).toHaveLength(1)
  })

  test("the same key with another request is 422; another user's identical key is another key", async () => {
    const headers = { 'idempotency-key': 'k-422' }
    expect((await call('POST', docs, { status: 'a' }, headers)).status).toBe(201)
    expect((await call('POST', docs, { status: 'b' }, headers)).json).toEqual({
      message: expect.any(String),
      code: 'IDEMPOTENCY_KEY_REUSED',
    })
    const bobs = (await call('POST', '/api/v1/datalake/erp/databases', { name: 'Bob idem' }, {}, bob)).json.name
    expect((await call('POST', `/api/v1/datalake/erp/databases/${bobs}/documents`, { status: 'a' }, headers, bob)).replayed).toBeNull()
  })

  test('PATCH, DELETE and operations replay too; a failed request releases its key', async () => {
    const id = await newDoc({ status: 'open' })
    const patch = { 'idempotency-key': `patch-${id}` }
    const patched = await call('PATCH', `${docs}/${id}`, { field: 'status', value: 'done' }, patch)
    expect(await call('PATCH', `${docs}/${id}`, { field: 'status', value: 'done' }, patch)).toEqual({ ...patched, replayed: 'true' })
    expect((await call('GET', `${docs}/${id}`)).etag).toBe('"2"')
    const op = { 'idempotency-key': `op-${id}` }
    const updated = await call('POST', '/api/v1/operations', { db, filter: { _id: id }, data: { status: 'again' } }, op)
    expect(await call('POST', '/api/v1/operations', { db, filter: { _id: id }, data: { status: 'again' } }, op)).toEqual({
      ...updated,
      replayed: 'true',
    })
    const del = { 'idempotency-key': `delete-${id}` }
    const missing = await call('DELETE', `${docs}/${'e'.repeat(24)}`, undefined, del)
    expect(missing.status).toBe(404)
    const deleted = await call('DELETE', `${docs}/${id}`, undefined, { 'idempotency-key': `delete2-${id}` })
    expect(await call('DELETE', `${docs}/${id}`, undefined, { 'idempotency-key': `delete2-${id}` })).toEqual({
      ...deleted,
      replayed: 'true',
    })
  })

  test('concurrent first uses of a key: one runs, the others are 409 or its replay', async () => {
    const headers = { 'idempotency-key': 'burst-1' }
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('POST', docs, { status: 'burst' }, headers)))
    const created = answers.filter((a) => a.status === 201)
    expect(new Set(created.map((a) => a.json._id)).size).toBe(1)
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.json.code === 'IDEMPOTENCY_KEY_IN_USE')).toBe(true)
    const found = await call('POST', '/api/v1/operations', { db, filter: { status: 'burst' } })
    expect(found.json.data).toHaveLength(1)
  })

  test('a key that is not 1 to 255 printable ASCII characters is 400', async () => {
    expect((await call('POST', docs, {}, { 'idempotency-key': 'x'.repeat(256) })).status).toBe(400)
  })
})
