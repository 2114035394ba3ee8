import { afterAll, beforeAll, expect, test } from 'bun:test'
import { TEST_MONGO_IS_FERRETDB } from '../support/mongo-test-db'
import { call, teamFixture } from '../support/team-fixture'
import { startTestApp, type TestApp } from '../support/test-app'

// FerretDB has no transactions: a batch there is 501 (docs/bulk-data.md).
const ON_FERRETDB = process.env.TEST_STORE === 'mongo' && TEST_MONGO_IS_FERRETDB
let app: TestApp
let team: Awaited<ReturnType<typeof teamFixture>>
beforeAll(async () => {
  app = await startTestApp()
  team = await teamFixture(app)
})
afterAll(() => app.stop())

const base = () => `/api/v1/datalake/erp/databases/${team.db}`
const upload = (token: string) =>
  fetch(`${app.url}${base()}/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv', ...team.inTeam },
    body: 'ref\nA\n',
  })

test('a viewer reads (export, aggregate) but cannot batch or import: 403, nothing written; an editor can', async () => {
  const batch = { operations: [{ op: 'create', data: { ref: 'V' } }] }
  expect(await call(app, 'POST', `${base()}/batch`, team.tokens.carol, batch, team.inTeam)).toEqual({
    status: 403,
    json: { message: 'Write access required', code: 'FORBIDDEN' },
  })
  expect((await upload(team.tokens.carol)).status).toBe(403)
  const aggregate = { operation: 'aggregate', db: team.db, metrics: { n: { count: true } } }
  expect((await call(app, 'POST', '/api/v1/operations', team.tokens.carol, aggregate, team.inTeam)).json.data).toEqual([])
  expect((await call(app, 'POST', `${base()}/batch`, team.tokens.bob, batch, team.inTeam)).status).toBe(ON_FERRETDB ? 501 : 200)
  expect((await upload(team.tokens.bob)).status).toBe(201)
  const exported = await fetch(`${app.url}${base()}/export?format=ndjson&fields=ref`, {
    headers: { authorization: `Bearer ${team.tokens.carol}`, ...team.inTeam },
  })
  expect(exported.status).toBe(200)
  expect(await exported.text()).toBe(`${ON_FERRETDB ? '' : '{"ref":"V"}\n'}{"ref":"A"}\n`)
  expect((await call(app, 'GET', `${base()}/export`, team.tokens.mallory)).status).toBe(404)
})
