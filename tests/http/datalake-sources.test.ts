import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { call, teamFixture } from '../support/team-fixture'
import { startTestApp, type TestApp } from '../support/test-app'

let app: TestApp
let team: Awaited<ReturnType<typeof teamFixture>>
let boss: string
beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_EMAILS: 'boss@example.com' } })
  team = await teamFixture(app)
  boss = await app.signIn('boss@example.com')
  const { alice, bob } = team.tokens
  for (const [token, source, name, headers] of [
    [alice, 'wms', 'Stock', team.inTeam],
    [alice, 'wms', 'Bins', team.inTeam],
    [alice, 'email', 'Mine', {}],
    [bob, 'crm', 'Leads', {}],
  ] as const)
    expect((await call(app, 'POST', `/api/v1/datalake/${source}/databases`, token, { name }, headers)).status).toBe(201)
})
afterAll(() => app.stop())

const SOURCES = '/api/v1/datalake/sources'

describe('GET /api/v1/datalake/sources', () => {
  test('lists the acting workspace’s sources by name with their counts of databases', async () => {
    expect(await call(app, 'GET', SOURCES, team.tokens.carol, undefined, team.inTeam)).toEqual({
      status: 200,
      json: [
        { source: 'erp', databases: 1 },
        { source: 'wms', databases: 2 },
      ],
    })
    expect((await call(app, 'GET', SOURCES, team.tokens.alice)).json).toEqual([{ source: 'email', databases: 1 }])
    expect((await call(app, 'GET', SOURCES, team.tokens.mallory)).json).toEqual([])
  })

  test('an API key scoped to sources sees only those; an administrator sees every workspace’s', async () => {
    expect((await call(app, 'GET', SOURCES, team.tokens.erpKey)).json).toEqual([{ source: 'erp', databases: 1 }])
    expect((await call(app, 'GET', SOURCES, team.tokens.viewerKey)).json.map((s: { source: string }) => s.source)).toEqual(['erp', 'wms'])
    expect((await call(app, 'GET', SOURCES, boss)).json).toEqual([
      { source: 'crm', databases: 1 },
      { source: 'email', databases: 1 },
      { source: 'erp', databases: 1 },
      { source: 'wms', databases: 2 },
    ])
  })

  test('needs a token; another workspace is absent', async () => {
    expect((await app.request('GET', SOURCES)).status).toBe(401)
    expect((await call(app, 'GET', SOURCES, team.tokens.mallory, undefined, team.inTeam)).status).toBe(404)
  })
})
