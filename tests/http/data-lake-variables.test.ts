import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { startTestApp, type TestApp } from '../support/test-app'

let app: TestApp
let alice: string
beforeAll(async () => {
  app = await startTestApp()
  alice = await app.signIn('vars@example.com')
})
afterAll(() => app.stop())

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const res = await app.request(method, path, { token: alice, body })
  return { status: res.status, json: await res.json() }
}
let counter = 0
/** A database with documents: some hold the variables, some do not. */
async function seeded(): Promise<{ db: string; vars: string }> {
  const created = await call('POST', '/api/v1/datalake/erp/databases', { name: `Vars ${++counter}`, variables: ['origin'] })
  const db = created.json.name as string
  const docs = `/api/v1/datalake/erp/databases/${db}/documents`
  for (const body of [{ origin: 'Oslo', weight: 10 }, { origin: 'Rome' }, { weight: 3, status: 'open' }, {}])
    expect((await call('POST', docs, body)).status).toBe(201)
  return { db, vars: `/api/v1/datalake/erp/databases/${db}/variables` }
}
const read = async (db: string) =>
  (await call('POST', '/api/v1/operations', { db })).json.data.map(({ _id, ...rest }: Record<string, unknown>) => rest)
const message = (n: number, m: number) => ({
  statusMessage: `[DataLakeService] Variables added successfully. Matched ${n}, modified ${m} documents.`,
})

describe('POST /datalake/{source}/databases/{db}/variables', () => {
  test('adds variables as null to the documents lacking them, with exact counts', async () => {
    const { db, vars } = await seeded()
    // Declared already: origin, weight, status (skipped, so the first two documents still lack it).
    expect(await call('POST', vars, { newVariables: ['status', 'eta'] })).toEqual({ status: 200, json: message(4, 4) })
    expect(await read(db)).toEqual([
      { origin: 'Oslo', weight: 10, eta: null },
      { origin: 'Rome', weight: null, eta: null },
      { weight: 3, status: 'open', origin: null, eta: null },
      { origin: null, weight: null, status: null, eta: null },
    ])
    // Every document holds "eta" now; already declared names are skipped.
    expect(await call('POST', vars, { newVariables: ['eta', 'origin'] })).toEqual({ status: 200, json: message(4, 0) })
    // A new name reaches only the documents lacking it: all four here; then none.
    expect(await call('POST', vars, { newVariables: ['carrier', 'eta'] })).toEqual({ status: 200, json: message(4, 4) })
    expect(await call('POST', vars, { newVariables: ['carrier'] })).toEqual({ status: 200, json: message(4, 0) })
  })

  test('counts only documents whose content changed', async () => {
    const { vars } = await seeded()
    // All four documents hold "origin" (create stored null where absent): renaming touches all.
    expect(await call('POST', vars, { renames: [{ from: 'origin', to: 'from' }] })).toEqual({ status: 200, json: message(4, 4) })
    // "status" exists only in the third document (declared when it was created, after the first two).
    expect(await call('POST', vars, { renames: [{ from: 'status', to: 'state' }] })).toEqual({ status: 200, json: message(4, 2) })
  })

  test('renames move values, objects included, and keep other fields', async () => {
    const { db, vars } = await seeded()
    await call('POST', '/api/v1/operations', { db, data: { origin: { city: 'Paris', zip: ['75001'] } } })
    expect((await call('POST', vars, { renames: [{ from: 'origin', to: 'origin city' }], newVariables: ['note'] })).status).toBe(200)
    const docs = await read(db)
    expect(docs.map((d: Record<string, unknown>) => d['origin city'])).toEqual([
      'Oslo',
      'Rome',
      null,
      null,
      { city: 'Paris', zip: ['75001'] },
    ])
    expect(docs.every((d: Record<string, unknown>) => !('origin' in d) && d.note === null)).toBe(true)
    const listed = await call('GET', '/api/v1/datalake/erp/databases')
    expect(listed.json.find((d: { name: string }) => d.name === db).variables).toEqual(['origin city', 'weight', 'status', 'note'])
  })

  const conflicts = [
    { name: 'a target that is declared', renames: [{ from: 'origin', to: 'weight' }], message: 'Variable "weight" already exists' },
    {
      name: 'a swap',
      renames: [
        { from: 'origin', to: 'weight' },
        { from: 'weight', to: 'origin' },
      ],
      message: 'Variable "weight" already exists',
    },
    {
      name: 'a chain',
      renames: [
        { from: 'origin', to: 'x' },
        { from: 'x', to: 'y' },
      ],
      message: 'Renames must not chain: "x" is both a rename target and a rename source',
    },
    {
      name: 'two renames to one target',
      renames: [
        { from: 'origin', to: 'x' },
        { from: 'weight', to: 'x' },
      ],
      message: 'Two renames target "x"',
    },
    {
      name: 'one variable renamed twice',
      renames: [
        { from: 'origin', to: 'x' },
        { from: 'origin', to: 'y' },
      ],
      message: 'Variable "origin" is renamed twice',
    },
    { name: 'a target also added', renames: [{ from: 'origin', to: 'x' }], newVariables: ['x'], message: 'Variable "x" already exists' },
  ]
  for (const c of conflicts) {
    test(`${c.name} → 409 and nothing changes`, async () => {
      const { db, vars } = await seeded()
      const before = await read(db)
      expect(await call('POST', vars, { renames: c.renames, newVariables: c.newVariables })).toEqual({
        status: 409,
        json: { message: c.message, code: 'CONFLICT' },
      })
      expect(await read(db)).toEqual(before)
    })
  }

  test('an undeclared source → 400', async () => {
    const { db, vars } = await seeded()
    expect(await call('POST', vars, { renames: [{ from: 'ghost', to: 'spirit' }] })).toEqual({
      status: 400,
      json: {
        message: `Variable "ghost" is not declared in database ${db}`,
        code: 'VALIDATION_FAILED',
        details: [{ path: 'renames.0.from', message: 'is not declared' }],
      },
    })
  })

  const invalid = [
    { name: 'an empty body', body: {}, path: 'body' },
    { name: 'two empty lists', body: { newVariables: [], renames: [] }, path: 'body' },
    { name: 'a dotted new variable', body: { newVariables: ['a.b'] }, path: 'newVariables.0' },
    { name: 'a $ new variable', body: { newVariables: ['$where'] }, path: 'newVariables.0' },
    { name: '_id as a rename target', body: { renames: [{ from: 'origin', to: '_id' }] }, path: 'renames.0.to' },
    { name: 'a rename without to', body: { renames: [{ from: 'origin' }] }, path: 'renames' },
  ]
  for (const c of invalid) {
    test(`${c.name} → 400`, async () => {
      const { vars } = await seeded()
      const res = await call('POST', vars, c.body)
      expect(res.status).toBe(400)
      expect(res.json.code).toBe('VALIDATION_FAILED')
      expect(JSON.stringify(res.json.details)).toContain(c.path)
    })
  }

  test('an unknown database → 404', async () => {
    expect((await call('POST', '/api/v1/datalake/erp/databases/none_zzzzzz/variables', { newVariables: ['a'] })).status).toBe(404)
  })
})
