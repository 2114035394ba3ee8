import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { startTestApp, type TestApp } from '../support/test-app'

let app: TestApp
let alice: string
let bob: string
let boss: string
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_EMAILS: 'ops-boss@example.com' } })
  ;[alice, bob, boss] = await Promise.all([
    app.signIn('ops-alice@example.com'),
    app.signIn('ops-bob@example.com'),
    app.signIn('ops-boss@example.com'),
  ])
})
afterAll(() => app.stop())

async function op(body: unknown, token = alice): Promise<{ status: number; json: any }> {
  const res = await app.request('POST', '/api/v1/operations', { token, body })
  return { status: res.status, json: await res.json() }
}
let counter = 0
async function freshDb(token = alice): Promise<string> {
  const res = await app.request('POST', '/api/v1/datalake/erp/databases', { token, body: { name: `Ops ${++counter}` } })
  return ((await res.json()) as { name: string }).name
}
const strip = (docs: Record<string, unknown>[]) => docs.map(({ _id, ...rest }) => rest)
async function seeded(): Promise<string> {
  const db = await freshDb()
  const res = await op({
    db,
    data: [
      { city: 'Oslo', weight: 10, tags: ['cold'], status: 'open' },
      { city: 'Rome', weight: 30, tags: ['warm', 'fragile'], status: 'open' },
      { city: 'Lima', weight: 20, tags: [], status: 'closed' },
    ],
  })
  expect(res.status).toBe(201)
  return db
}

describe('POST /api/v1/operations: create', () => {
  test('data without filter creates (inferred): 201 with the documents and their count', async () => {
    const db = await freshDb()
    const one = await op({ db, data: { city: 'Oslo' } })
    expect(one).toEqual({
      status: 201,
      json: {
        message: 'Created 1 document',
        success: true,
        data: [{ _id: expect.stringMatching(/^[0-9a-f]{24}$/), city: 'Oslo' }],
        modifiedCount: 1,
      },
    })
    const many = await op({ db, operation: 'create', data: [{ city: 'Rome' }, { weight: 3 }] })
    expect(many.status).toBe(201)
    expect(strip(many.json.data)).toEqual([
      { city: 'Rome', weight: null },
      { city: null, weight: 3 },
    ])
    expect(many.json.modifiedCount).toBe(2)
  })

  const invalid = [
    {
      name: 'more than 1000 documents',
      body: { data: Array.from({ length: 1001 }, () => ({ a: 1 })) },
      message: 'data holds at most 1000 documents',
    },
    { name: 'an empty array', body: { data: [] }, message: 'data is required for create' },
    { name: 'a non-object document', body: { data: ['text'] }, message: 'A document must be a JSON object' },
    {
      name: '_id in a document',
      body: { data: { _id: '0123456789abcdef01234567' } },
      message: 'A document must not contain _id: the service assigns it',
    },
    { name: 'a $ key', body: { data: { $set: { a: 1 } } }, message: expect.stringContaining('must not start with "$"') },
    {
      name: 'a filter with an explicit create',
      body: { operation: 'create', filter: { a: 1 }, data: { a: 1 } },
      message: 'filter is not used by create',
    },
    { name: 'an unknown operation', body: { operation: 'drop' }, message: expect.any(String) },
  ]
  for (const c of invalid) {
    test(`${c.name} → 400 with success false`, async () => {
      const db = await freshDb()
      const res = await op({ db, ...c.body })
      expect(res.status).toBe(400)
      expect(res.json).toMatchObject({ message: c.message, code: 'VALIDATION_FAILED', success: false })
    })
  }
})

describe('POST /api/v1/operations: read', () => {
  test('no filter and no data reads everything, oldest first', async () => {
    const db = await seeded()
    const res = await op({ db })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ message: 'Read 3 documents', success: true, modifiedCount: 0, hasMore: false })
    expect(res.json.data.map((d: { city: string }) => d.city)).toEqual(['Oslo', 'Rome', 'Lima'])
  })

  test('filters in the store with the allowed operators', async () => {
    const db = await seeded()
    const cities = async (filter: unknown) => (await op({ db, filter })).json.data.map((d: { city: string }) => d.city)
    expect(await cities({ status: 'open' })).toEqual(['Oslo', 'Rome'])
    expect(await cities({ weight: { $gte: 20 } })).toEqual(['Rome', 'Lima'])
    expect(await cities({ city: { $in: ['Lima', 'Oslo'] } })).toEqual(['Oslo', 'Lima'])
    expect(await cities({ tags: { $all: ['warm', 'fragile'] } })).toEqual(['Rome'])
    expect(await cities({ tags: { $size: 0 } })).toEqual(['Lima'])
    expect(await cities({ city: { $regex: '^o', $options: 'i' } })).toEqual(['Oslo'])
    expect(await cities({ $or: [{ weight: 10 }, { status: 'closed' }] })).toEqual(['Oslo', 'Lima'])
    expect(await cities({ $nor: [{ status: 'open' }] })).toEqual(['Lima'])
    expect(await cities({ weight: { $not: { $gt: 15 } } })).toEqual(['Oslo'])
    expect(await cities({ missing: { $exists: false }, city: { $ne: 'Rome' } })).toEqual(['Oslo', 'Lima'])
  })

  test('a string _id that is a valid ObjectId matches the document; a malformed one is 400', async () => {
    const db = await seeded()
    const all = (await op({ db })).json.data
    const res = await op({ db, filter: { _id: all[1]._id } })
    expect(res.json.data).toEqual([all[1]])
    expect((await op({ db, filter: { _id: all[1]._id.toUpperCase() } })).json.data).toEqual([all[1]])
    expect((await op({ db, filter: { _id: { $in: [all[0]._id, all[2]._id] } } })).json.data).toEqual([all[0], all[2]])
    const bad = await op({ db, filter: { _id: 'nope' } })
    expect(bad).toEqual({
      status: 400,
      json: {
        message: '_id must be a 24-character hexadecimal ObjectId',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'filter._id', message: 'is not a valid ObjectId' }],
        success: false,
      },
    })
  })

  test('limit, skip, sort and fields; hasMore tells when the limit cut the result', async () => {
    const db = await seeded()
    const page = await op({ db, options: { sort: { weight: -1 }, limit: 2 } })
    expect(page.json).toMatchObject({ message: 'Read 2 documents', hasMore: true })
    expect(page.json.data.map((d: { weight: number }) => d.weight)).toEqual([30, 20])
    const last = await op({ db, options: { sort: { weight: -1 }, limit: 2, skip: 2 } })
    expect(last.json).toMatchObject({ message: 'Read 1 document', hasMore: false })
    const projected = await op({ db, filter: { city: 'Oslo' }, options: { fields: ['city', 'tags'] } })
    expect(projected.json.data).toEqual([{ _id: expect.any(String), city: 'Oslo', tags: ['cold'] }])
  })

  const badOptions = [
    { options: { limit: 1001 }, message: 'options.limit must be an integer from 1 to 1000' },
    { options: { limit: 0 }, message: 'options.limit must be an integer from 1 to 1000' },
    { options: { skip: -1 }, message: expect.stringContaining('options.skip') },
    { options: { sort: { weight: 2 } }, message: 'options.sort.weight must be 1 or -1' },
    { options: { projection: { a: 1 } }, message: expect.stringContaining('is not a known option') },
    { options: { fields: 'city' }, message: expect.stringContaining('options.fields') },
  ]
  for (const c of badOptions) {
    test(`options ${JSON.stringify(c.options)} → 400`, async () => {
      const db = await freshDb()
      expect(await op({ db, options: c.options })).toMatchObject({
        status: 400,
        json: { message: c.message, code: 'VALIDATION_FAILED', success: false },
      })
    })
  }
})

describe('POST /api/v1/operations: update and delete', () => {
  test('filter with data updates every match; modifiedCount counts only changed documents', async () => {
    const db = await seeded()
    const res = await op({ db, filter: { status: 'open' }, data: { status: 'open', carrier: 'DHL' } })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ success: true, modifiedCount: 2, message: 'Updated 2 documents (2 matched)' })
    expect(res.json.data.map((d: { carrier: string }) => d.carrier)).toEqual(['DHL', 'DHL'])
    const again = await op({ db, filter: { status: 'open' }, data: { carrier: 'DHL' } })
    expect(again.json).toMatchObject({ modifiedCount: 0, message: 'Updated 0 documents (2 matched)' })
    const one = await op({ db, operation: 'update', filter: { city: 'Oslo' }, data: { weight: 11 } })
    expect(one.json.modifiedCount).toBe(1)
    expect(strip((await op({ db, filter: { city: 'Oslo' } })).json.data)).toEqual([
      { city: 'Oslo', weight: 11, tags: ['cold'], status: 'open', carrier: 'DHL' },
    ])
  })

  test('new keys of an update join the declared variables only when it modified a document', async () => {
    const db = await seeded()
    const variables = async () =>
      (
        (await (await app.request('GET', '/api/v1/datalake/erp/databases', { token: alice })).json()) as {
          name: string
          variables: string[]
        }[]
      ).find((d) => d.name === db)!.variables
    const none = await op({ db, filter: { city: 'Nowhere' }, data: { carrier: 'DHL', password: 'pw' } })
    expect(none).toEqual({ status: 200, json: { message: 'Updated 0 documents (0 matched)', success: true, data: [], modifiedCount: 0 } })
    expect(await variables()).toEqual(['city', 'weight', 'tags', 'status'])
    // So a later create does not grow nulls for fields no document ever held.
    expect(strip((await op({ db, data: { city: 'Bergen' } })).json.data)).toEqual([
      { city: 'Bergen', weight: null, tags: null, status: null },
    ])
    const one = await op({ db, filter: { city: 'Oslo' }, data: { carrier: 'DHL', password: 'pw' } })
    expect(one.json).toMatchObject({ modifiedCount: 1, data: [{ city: 'Oslo', carrier: 'DHL', password: 'pw' }] })
    // A new sensitive field is declared before the write (its ciphertext is bound to its variable id).
    expect(await variables()).toEqual(['city', 'weight', 'tags', 'status', 'password', 'carrier'])
  })

  test('delete removes the matches and answers an empty data', async () => {
    const db = await seeded()
    expect(await op({ db, operation: 'delete', filter: { status: 'open' } })).toEqual({
      status: 200,
      json: { message: 'Deleted 2 documents', success: true, data: [], modifiedCount: 2 },
    })
    expect((await op({ db })).json.data.map((d: { city: string }) => d.city)).toEqual(['Lima'])
  })

  const refused = [
    {
      name: 'update with an empty filter',
      body: { operation: 'update', filter: {}, data: { a: 1 } },
      message: 'filter must not be empty for update and delete',
    },
    {
      name: 'update without a filter',
      body: { operation: 'update', data: { a: 1 } },
      message: 'filter must not be empty for update and delete',
    },
    {
      name: 'update with a filter that matches everything',
      body: { filter: { $and: [{}] }, data: { a: 1 } },
      message: 'filter must not be empty for update and delete',
    },
    {
      name: 'delete with an empty filter',
      body: { operation: 'delete', filter: {} },
      message: 'filter must not be empty for update and delete',
    },
    { name: 'delete without a filter', body: { operation: 'delete' }, message: 'filter must not be empty for update and delete' },
    {
      name: 'update with an operator in data',
      body: { filter: { city: 'Oslo' }, data: { $set: { a: 1 } } },
      message: expect.stringContaining('"$set"'),
    },
    {
      name: 'update with _id in data',
      body: { filter: { city: 'Oslo' }, data: { _id: '0123456789abcdef01234567' } },
      message: expect.stringContaining('_id'),
    },
    { name: 'update with an empty data', body: { filter: { city: 'Oslo' }, data: {} }, message: 'data must be an object of fields to set' },
  ]
  for (const c of refused) {
    test(`${c.name} → 400 and nothing changes`, async () => {
      const db = await seeded()
      const before = (await op({ db })).json.data
      expect(await op({ db, ...c.body })).toMatchObject({
        status: 400,
        json: { message: c.message, code: 'VALIDATION_FAILED', success: false },
      })
      expect((await op({ db })).json.data).toEqual(before)
    })
  }
})

describe('POST /api/v1/operations: operator injection', () => {
  const injections = [
    { filter: { $where: 'sleep(1000)' }, operator: '$where' },
    { filter: { $function: { body: 'x', args: [], lang: 'js' } }, operator: '$function' },
    { filter: { $expr: { $gt: ['$a', 1] } }, operator: '$expr' },
    { filter: { $and: [{ city: 'Oslo' }, { $where: 'true' }] }, operator: '$where' },
    { filter: { $or: [{ $and: [{ weight: { $expr: 1 } }] }] }, operator: '$expr' },
    { filter: { city: { $jsonSchema: {} } }, operator: '$jsonSchema' },
    { filter: { $text: { $search: 'x' } }, operator: '$text' },
    { filter: { tags: { $elemMatch: { $where: 'x' } } }, operator: '$where' },
  ]
  for (const c of injections) {
    test(`${JSON.stringify(c.filter).slice(0, 50)} → 400 naming ${c.operator}`, async () => {
      const db = await seeded()
      for (const body of [
        { db, filter: c.filter },
        { db, operation: 'delete', filter: c.filter },
        { db, filter: c.filter, data: { hacked: true } },
      ]) {
        const res = await op(body)
        expect(res.status).toBe(400)
        expect(res.json).toMatchObject({
          code: 'VALIDATION_FAILED',
          success: false,
          message: expect.stringContaining(`Operator ${c.operator} is not allowed`),
        })
      }
      expect((await op({ db })).json.data).toHaveLength(3)
    })
  }
})

describe('POST /api/v1/operations: which databases', () => {
  test('internal collections, unknown names and other workspaces are 404; an administrator reaches all', async () => {
    const db = await seeded()
    for (const name of ['users', 'login_links', 'datalake_databases', 'sqlite_master', `dl_${db}`, 'nope_zzzzzz']) {
      expect(await op({ db: name })).toEqual({
        status: 404,
        json: { message: `Database ${name} not found`, code: 'NOT_FOUND', success: false },
      })
    }
    expect((await op({ db }, bob)).status).toBe(404)
    expect((await op({ db, operation: 'delete', filter: { city: 'Oslo' } }, bob)).status).toBe(404)
    expect((await op({ db }, boss)).json.data).toHaveLength(3)
    expect((await op({ db, filter: { city: 'Oslo' }, data: { by: 'admin' } }, boss)).json.modifiedCount).toBe(1)
  })

  test('a missing or malformed db is 400; no token is 401', async () => {
    expect((await op({ filter: {} })).status).toBe(400)
    expect(await op({ db: 'a b' })).toMatchObject({ status: 400, json: { code: 'VALIDATION_FAILED', success: false } })
    const res = await app.request('POST', '/api/v1/operations', { body: { db: 'x' } })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED', success: false })
  })
})
