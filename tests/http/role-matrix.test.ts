import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { call, teamFixture } from '../support/team-fixture'
import { startTestApp, type TestApp } from '../support/test-app'

let app: TestApp
let fx: Awaited<ReturnType<typeof teamFixture>>
beforeAll(async () => {
  app = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } })
  fx = await teamFixture(app)
})
afterAll(() => app.stop())

type Caller = 'owner' | 'editor' | 'viewer' | 'nonMember' | 'keyEditor' | 'keyViewer'
const CALLERS: Caller[] = ['owner', 'editor', 'viewer', 'nonMember', 'keyEditor', 'keyViewer']
const tokenOf = (caller: Caller) =>
  ({
    owner: fx.tokens.alice,
    editor: fx.tokens.bob,
    viewer: fx.tokens.carol,
    nonMember: fx.tokens.mallory,
    keyEditor: fx.tokens.erpKey,
    keyViewer: fx.tokens.viewerKey,
  })[caller]

interface Target {
  path: string
  body?: unknown
}
interface RouteCase {
  name: string
  method: string
  /** Builds what the call acts on (as the owner), fresh for each caller so one caller's write does not spoil the next. */
  target: () => Promise<Target>
  /** Expected status per caller, in CALLERS order. */
  expect: [number, number, number, number, number, number]
}

const lake = () => `/api/v1/datalake/erp/databases/${fx.db}`
const ws = () => `/api/v1/workspaces/${fx.workspaceId}`
let serial = 0
const fresh = () => `${Date.now().toString(36)}${serial++}`

async function newDatabase(): Promise<string> {
  const made = await call(app, 'POST', '/api/v1/datalake/erp/databases', fx.tokens.alice, { name: `Db ${fresh()}` }, fx.inTeam)
  return made.json.name
}
async function newDocument(): Promise<string> {
  return (await call(app, 'POST', `${lake()}/documents`, fx.tokens.alice, { ref: fresh() })).json._id
}
async function newMember(): Promise<string> {
  const email = `m${fresh()}@example.com`
  await app.signIn(email)
  await call(app, 'POST', `${ws()}/members`, fx.tokens.alice, { email, role: 'viewer' })
  const members = await call(app, 'GET', `${ws()}/members`, fx.tokens.alice)
  return members.json.data.find((m: { email: string }) => m.email === email).userId
}

// Statuses: owner, editor, viewer, non-member, editor key (scoped to erp), viewer key.
const READ: RouteCase['expect'] = [200, 200, 200, 404, 200, 200]
const WRITE: RouteCase['expect'] = [200, 200, 403, 404, 200, 403]
const CREATE: RouteCase['expect'] = [201, 201, 403, 404, 201, 403]
const OWNER_ONLY: RouteCase['expect'] = [200, 403, 403, 404, 403, 403]
const PEOPLE: RouteCase['expect'] = [200, 200, 200, 200, 403, 403]

const cases: RouteCase[] = [
  // Data lake
  { name: 'list databases in the team', method: 'GET', target: async () => ({ path: '/api/v1/datalake/erp/databases' }), expect: READ },
  {
    name: 'create a database in the team',
    method: 'POST',
    target: async () => ({ path: '/api/v1/datalake/erp/databases', body: { name: `N ${fresh()}` } }),
    expect: CREATE,
  },
  {
    name: 'delete a database',
    method: 'DELETE',
    target: async () => ({ path: `/api/v1/datalake/erp/databases/${await newDatabase()}` }),
    expect: WRITE,
  },
  {
    name: 'add variables',
    method: 'POST',
    target: async () => ({ path: `${lake()}/variables`, body: { newVariables: [`v${fresh()}`] } }),
    expect: WRITE,
  },
  // Documents
  { name: 'add a document', method: 'POST', target: async () => ({ path: `${lake()}/documents`, body: { ref: 'x' } }), expect: CREATE },
  { name: 'list documents', method: 'GET', target: async () => ({ path: `${lake()}/documents` }), expect: READ },
  { name: 'read a document', method: 'GET', target: async () => ({ path: `${lake()}/documents/${await newDocument()}` }), expect: READ },
  {
    name: 'patch a document',
    method: 'PATCH',
    target: async () => ({ path: `${lake()}/documents/${await newDocument()}`, body: { field: 'ref', value: 'y' } }),
    expect: WRITE,
  },
  {
    name: 'delete a document',
    method: 'DELETE',
    target: async () => ({ path: `${lake()}/documents/${await newDocument()}` }),
    expect: WRITE,
  },
  // Operations
  {
    name: 'operations read',
    method: 'POST',
    target: async () => ({ path: '/api/v1/operations', body: { db: fx.db, filter: {} } }),
    expect: READ,
  },
  {
    name: 'operations create',
    method: 'POST',
    target: async () => ({ path: '/api/v1/operations', body: { db: fx.db, data: { ref: 'o' } } }),
    expect: CREATE,
  },
  {
    name: 'operations delete',
    method: 'POST',
    target: async () => ({ path: '/api/v1/operations', body: { db: fx.db, operation: 'delete', filter: { ref: 'none' } } }),
    expect: WRITE,
  },
  // Change log
  {
    name: 'document history',
    method: 'GET',
    target: async () => ({ path: `${lake()}/documents/${await newDocument()}/history` }),
    expect: READ,
  },
  { name: 'change feed', method: 'GET', target: async () => ({ path: `${lake()}/changes` }), expect: READ },
  // Webhooks
  { name: 'list webhooks', method: 'GET', target: async () => ({ path: `${lake()}/webhooks` }), expect: READ },
  {
    name: 'create a webhook',
    method: 'POST',
    target: async () => ({ path: `${lake()}/webhooks`, body: { url: 'http://127.0.0.1:9/hook' } }),
    expect: CREATE,
  },
  // Workspaces and members
  { name: 'list workspaces', method: 'GET', target: async () => ({ path: '/api/v1/workspaces' }), expect: PEOPLE },
  { name: 'rename the workspace', method: 'PATCH', target: async () => ({ path: ws(), body: { name: 'Ops' } }), expect: OWNER_ONLY },
  { name: 'list members', method: 'GET', target: async () => ({ path: `${ws()}/members` }), expect: [200, 200, 200, 404, 403, 403] },
  {
    name: 'add a member',
    method: 'POST',
    target: async () => ({ path: `${ws()}/members`, body: { email: `i${fresh()}@example.com`, role: 'viewer' } }),
    expect: [201, 403, 403, 404, 403, 403],
  },
  {
    name: 'change a role',
    method: 'PATCH',
    target: async () => ({ path: `${ws()}/members/${await newMember()}`, body: { role: 'editor' } }),
    expect: OWNER_ONLY,
  },
  { name: 'remove a member', method: 'DELETE', target: async () => ({ path: `${ws()}/members/${await newMember()}` }), expect: OWNER_ONLY },
  // API keys
  { name: 'list API keys', method: 'GET', target: async () => ({ path: `${ws()}/api-keys` }), expect: OWNER_ONLY },
  {
    name: 'create an API key',
    method: 'POST',
    target: async () => ({ path: `${ws()}/api-keys`, body: { name: 'k', role: 'viewer' } }),
    expect: [201, 403, 403, 404, 403, 403],
  },
  {
    name: 'revoke an API key',
    method: 'DELETE',
    target: async () => ({
      path: `${ws()}/api-keys/${(await call(app, 'POST', `${ws()}/api-keys`, fx.tokens.alice, { name: 'k', role: 'viewer' })).json._id}`,
    }),
    expect: OWNER_ONLY,
  },
  // People's own routes and administration
  { name: 'profile', method: 'GET', target: async () => ({ path: '/api/v1/me' }), expect: PEOPLE },
  { name: 'administration', method: 'GET', target: async () => ({ path: '/api/v1/users' }), expect: [403, 403, 403, 403, 403, 403] },
]

describe('route × role → status', () => {
  for (const route of cases) {
    test(`${route.method} ${route.name}: ${route.expect.join(' ')}`, async () => {
      const seen: number[] = []
      for (const caller of CALLERS) {
        const { path, body } = await route.target()
        seen.push((await call(app, route.method, path, tokenOf(caller), body, fx.inTeam)).status)
      }
      expect(Object.fromEntries(CALLERS.map((c, i) => [c, seen[i]]))).toEqual(
        Object.fromEntries(CALLERS.map((c, i) => [c, route.expect[i]])),
      )
    })
  }
})
