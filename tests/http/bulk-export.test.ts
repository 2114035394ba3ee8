import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { startTestApp, type TestApp } from '../support/test-app'

let app: TestApp
let alice: string
let bob: string
let db: string
const DOCS = [
  { ref: 'A1', kg: 12.5, ok: true, note: '=HYPERLINK("http://evil")', zip: '00123', tags: ['a', 'b'], pin: '1234' },
  { ref: "'=already guarded", kg: -3, ok: false, note: '-5', zip: '', tags: { nested: 'x, "y"' }, pin: null },
  { ref: 'line\nbreak; semi', kg: 0, ok: null, note: '@sum', zip: '123', tags: [], pin: '9' },
]
beforeAll(async () => {
  app = await startTestApp()
  ;[alice, bob] = await Promise.all([app.signIn('export-alice@example.com'), app.signIn('export-bob@example.com')])
  db = await freshDb('Shipments "Q3" ÆØÅ')
  const res = await app.request('POST', '/api/v1/operations', { token: alice, body: { db, data: DOCS } })
  expect(res.status).toBe(201)
})
afterAll(() => app.stop())

async function freshDb(name: string): Promise<string> {
  const res = await app.request('POST', '/api/v1/datalake/erp/databases', { token: alice, body: { name, sensitiveVariables: ['pin'] } })
  return ((await res.json()) as { name: string }).name
}
async function documents(name: string) {
  const res = await app.request('GET', `/api/v1/datalake/erp/databases/${name}/documents?limit=1000`, { token: alice })
  return ((await res.json()) as { data: Record<string, unknown>[] }).data.map(({ _id, ...rest }) => rest)
}
const exportOf = (query: string, token = alice) =>
  fetch(`${app.url}/api/v1/datalake/erp/databases/${db}/export${query}`, { headers: { authorization: `Bearer ${token}` } })

describe('GET .../export', () => {
  test('CSV: header, quoted text, formula guard, JSON for objects, a download name', async () => {
    const res = await exportOf('?format=csv')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Shipments _Q3_ ___.csv"; filename*=UTF-8''${encodeURIComponent('Shipments "Q3" ÆØÅ.csv')}`,
    )
    const lines = (await res.text()).split('\r\n')
    expect(lines[0]).toBe('"_id","ref","kg","ok","note","zip","tags","pin"')
    expect(lines[1]).toMatch(/^"[0-9a-f]{24}","A1",12.5,true,"'=HYPERLINK\(""http:\/\/evil""\)","00123","\[""a"",""b""\]","1234"$/)
    expect(lines[2]).toMatch(/,"''=already guarded",-3,false,"'-5","","{""nested"":""x, \\""y\\""""}",$/)
  })

  test('NDJSON with a filter and fields', async () => {
    const res = await exportOf(`?format=ndjson&fields=ref,kg&filter=${encodeURIComponent('{"kg":{"$lte":0}}')}`)
    expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8')
    expect(
      (await res.text())
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([
      { ref: "'=already guarded", kg: -3 },
      { ref: 'line\nbreak; semi', kg: 0 },
    ])
  })

  test('round trip: CSV and NDJSON exports imported into a new database give the same documents', async () => {
    for (const [format, type] of [
      ['csv', 'text/csv'],
      ['ndjson', 'application/x-ndjson'],
    ]) {
      const file = await (await exportOf(`?format=${format}`)).text()
      const copy = await freshDb(`Copy ${format}`)
      const res = await fetch(`${app.url}/api/v1/datalake/erp/databases/${copy}/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${alice}`, 'content-type': type! },
        body: file,
      })
      expect(res.status).toBe(201)
      expect(await documents(copy)).toEqual(await documents(db))
    }
  })

  test('export then upsert on _id updates the same documents', async () => {
    const file = await (await exportOf('?format=csv&fields=_id,kg')).text()
    const edited = file.replace('12.5', '13')
    const res = await fetch(`${app.url}/api/v1/datalake/erp/databases/${db}/import?mode=upsert&key=_id`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice}`, 'content-type': 'text/csv' },
      body: edited,
    })
    expect(await res.json()).toMatchObject({ rows: 3, inserted: 0, updated: 3 })
    expect((await documents(db)).map((d) => d.kg)).toEqual([13, -3, 0])
  })

  test('errors: a filter on an encrypted field 400, another workspace 404, a bad filter 400', async () => {
    expect((await exportOf(`?filter=${encodeURIComponent('{"pin":"9"}')}`)).status).toBe(400)
    expect((await exportOf('', bob)).status).toBe(404)
    expect((await exportOf('?filter=%7Bnot')).status).toBe(400)
    expect((await exportOf('?fields=a.b')).status).toBe(400)
  })
})
