import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { startTestApp, type TestApp } from '../support/test-app'

let app: TestApp
let alice: string
let bob: string
beforeAll(async () => {
  app = await startTestApp({ env: { IMPORT_MAX_BYTES: '65536' } })
  ;[alice, bob] = await Promise.all([app.signIn('import-alice@example.com'), app.signIn('import-bob@example.com')])
})
afterAll(() => app.stop())

let counter = 0
async function freshDb(body: Record<string, unknown> = {}): Promise<string> {
  const res = await app.request('POST', '/api/v1/datalake/erp/databases', { token: alice, body: { name: `Import ${++counter}`, ...body } })
  return ((await res.json()) as { name: string }).name
}
async function upload(db: string, file: string | Uint8Array, query = '', type = 'text/csv', token = alice) {
  const res = await fetch(`${app.url}/api/v1/datalake/erp/databases/${db}/import${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body: file as BodyInit,
  })
  return { status: res.status, json: (await res.json()) as any }
}
async function documents(db: string) {
  const res = await app.request('GET', `/api/v1/datalake/erp/databases/${db}/documents?limit=1000`, { token: alice })
  return ((await res.json()) as { data: Record<string, unknown>[] }).data.map(({ _id, ...rest }) => rest)
}
async function database(db: string) {
  const res = await app.request('GET', '/api/v1/datalake/erp/databases', { token: alice })
  return ((await res.json()) as { name: string; variables: string[] }[]).find((d) => d.name === db)!
}
async function changeCount(db: string) {
  const res = await app.request('GET', `/api/v1/datalake/erp/databases/${db}/changes?limit=1000`, { token: alice })
  return ((await res.json()) as { data: { documentId: string | null }[] }).data.filter((c) => c.documentId !== null).length
}

const CSV = 'ref,kg,fragile,note,zip\r\nA1,12.5,true,,00123\r\n"A2",7,false,"says ""hi""",\r\n'

describe('POST .../import', () => {
  test('CSV: a dry run reports and writes nothing; the import writes, types cells and declares new columns', async () => {
    const db = await freshDb({ variables: ['ref'] })
    const report = {
      dryRun: true,
      rows: 2,
      inserted: 2,
      updated: 0,
      invalid: 0,
      errors: [],
      newVariables: ['kg', 'fragile', 'note', 'zip'],
    }
    expect(await upload(db, CSV, '?dryRun=true')).toEqual({ status: 200, json: report })
    expect(await documents(db)).toEqual([])
    expect((await database(db)).variables).toEqual(['ref'])
    expect(await upload(db, CSV)).toEqual({ status: 201, json: { ...report, dryRun: false } })
    expect(await documents(db)).toEqual([
      { ref: 'A1', kg: 12.5, fragile: true, note: null, zip: '00123' },
      { ref: 'A2', kg: 7, fragile: false, note: 'says "hi"', zip: null },
    ])
    expect((await database(db)).variables).toEqual(['ref', 'kg', 'fragile', 'note', 'zip'])
    expect(await changeCount(db)).toBe(2)
  })

  test('semicolons are detected; types= overrides a column', async () => {
    const db = await freshDb()
    expect((await upload(db, 'ref;kg\n123;4\n', '?types=ref:string')).status).toBe(201)
    expect(await documents(db)).toEqual([{ ref: '123', kg: 4 }])
  })

  test('upsert on a key updates the matching document and inserts the others', async () => {
    const db = await freshDb()
    await upload(db, 'ref,kg\nA,1\nB,2\n')
    const answer = await upload(db, 'ref,kg\nB,20\nC,3\n', '?mode=upsert&key=ref')
    expect(answer).toMatchObject({ status: 201, json: { rows: 2, inserted: 1, updated: 1 } })
    expect(await documents(db)).toEqual([
      { ref: 'A', kg: 1 },
      { ref: 'B', kg: 20 },
      { ref: 'C', kg: 3 },
    ])
  })

  test('NDJSON and a JSON array', async () => {
    const db = await freshDb()
    expect((await upload(db, '{"a":1,"b":{"c":[1,2]}}\n\n{"a":"x"}\n', '', 'application/x-ndjson')).json.inserted).toBe(2)
    expect((await upload(db, ' [ {"a": 2}, {"a": "]}\\"{"} ] ', '', 'application/json')).json.inserted).toBe(2)
    expect(await documents(db)).toEqual([
      { a: 1, b: { c: [1, 2] } },
      { a: 'x', b: null },
      { a: 2, b: null },
      { a: ']}"{', b: null },
    ])
  })

  test('sensitive fields are encrypted at rest and read back decrypted', async () => {
    const db = await freshDb({ sensitiveVariables: ['pin'] })
    expect((await upload(db, 'ref,pin,email\nA,1234,a@example.com\n')).status).toBe(201)
    expect(await documents(db)).toEqual([{ ref: 'A', pin: 1234, email: 'a@example.com' }])
  })

  test('any invalid row: 400 with row numbers, nothing written, nothing declared', async () => {
    const db = await freshDb()
    const file = 'ref,kg\nA,1\nB\nC,x\nD,2,3\n'
    const dry = await upload(db, file, '?dryRun=true&types=kg:number')
    expect(dry).toEqual({
      status: 200,
      json: {
        dryRun: true,
        rows: 4,
        inserted: 0,
        updated: 0,
        invalid: 3,
        errors: [
          { row: 3, message: 'has 1 cells, the header has 2' },
          { row: 4, field: 'kg', message: '"x" is not a number' },
          { row: 5, message: 'has 3 cells, the header has 2' },
        ],
        newVariables: ['ref', 'kg'],
      },
    })
    const real = await upload(db, file, '?types=kg:number')
    expect(real.status).toBe(400)
    expect(real.json).toMatchObject({ message: '3 of 4 rows are invalid; nothing was imported', code: 'VALIDATION_FAILED' })
    expect(real.json.details[1]).toEqual({ path: 'row 4.kg', message: '"x" is not a number' })
    expect(await documents(db)).toEqual([])
    expect((await database(db)).variables).toEqual([])
  })

  test('only the first 100 errors are listed; all are counted', async () => {
    const db = await freshDb()
    const file = `a\n${'{"x":1}\n'.repeat(0)}${Array.from({ length: 150 }, () => '1,2').join('\n')}\n`
    const { json } = await upload(db, file, '?dryRun=true')
    expect(json.invalid).toBe(150)
    expect(json.errors).toHaveLength(100)
  })

  const hostile: [string, string | Uint8Array, string, number, string][] = [
    ['an unclosed quote', 'a,b\n1,"open\n2,3\n', '', 400, 'Row 2: a quoted cell is never closed; nothing was imported'],
    ['invalid UTF-8', new Uint8Array([0x61, 0x0a, 0xff, 0xfe, 0x0a]), '', 400, 'Row 2: the file is not valid UTF-8; nothing was imported'],
    ['a 2 MB cell', `a\n"${'x'.repeat(2 * 1024 * 1024)}"\n`, '', 413, expect.stringContaining('IMPORT_MAX_BYTES')],
    ['a header with $', '$where,b\n1,2\n', '', 400, expect.stringContaining('must not start with "$"')],
    ['a header with a dot', 'a.b\n1\n', '', 400, expect.stringContaining('must not contain "."')],
    ['a duplicate header', 'a,a\n1,2\n', '', 400, 'The header names "a" twice'],
    ['__proto__ in NDJSON', '{"__proto__":{"x":1}}\n', '?format=ndjson', 400, expect.stringContaining('nothing was imported')],
    [
      'a JSON import that is not an array',
      '{"a":1}',
      '?format=json',
      400,
      'Row 1: a JSON import must be an array of objects; nothing was imported',
    ],
    ['an unclosed JSON array', '[{"a":1},', '?format=json', 400, 'Row 2: the JSON array is not closed; nothing was imported'],
    ['upsert without key', 'a\n1\n', '?mode=upsert', 400, 'mode=upsert needs key=<field>'],
    ['an unknown type', 'a\n1\n', '?types=a:date', 400, 'types: "date" is not one of string, number, boolean, json'],
  ]
  test.each(hostile)('%s: a clear error, nothing written', async (_name, file, query, status, message) => {
    const db = await freshDb()
    const answer = await upload(db, file, query)
    expect(answer.status).toBe(status)
    expect(answer.json.message).toEqual(message)
    expect(await documents(db)).toEqual([])
  })

  test('a 10 MB cell is refused (413 past IMPORT_MAX_BYTES, 400 past the row limit under a larger one)', async () => {
    const db = await freshDb()
    const big = `a\n"${'x'.repeat(10 * 1024 * 1024)}"\n`
    expect((await upload(db, big)).status).toBe(413)
    expect(await documents(db)).toEqual([])
    const roomy = await startTestApp({ env: { IMPORT_MAX_BYTES: String(32 * 1024 * 1024) } })
    try {
      const token = await roomy.signIn('import-roomy@example.com')
      const created = await roomy.request('POST', '/api/v1/datalake/erp/databases', { token, body: { name: 'Roomy' } })
      const name = ((await created.json()) as { name: string }).name
      const res = await fetch(`${roomy.url}/api/v1/datalake/erp/databases/${name}/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
        body: `a\nsmall\n${big.slice(2)}`,
      })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBe(
        'Row 3: the row is larger than the import allows; nothing was imported',
      )
      const listed = await roomy.request('GET', `/api/v1/datalake/erp/databases/${name}/documents`, { token })
      expect(((await listed.json()) as { data: unknown[] }).data).toEqual([])
    } finally {
      await roomy.stop()
    }
  })

  test("another workspace's database is 404; a body of another type 415", async () => {
    const db = await freshDb()
    expect((await upload(db, 'a\n1\n', '', 'text/csv', bob)).status).toBe(404)
    expect((await upload(db, 'a\n1\n', '', 'text/plain')).status).toBe(415)
  })
})
