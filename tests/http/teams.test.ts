import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { splitApiKey } from '../../domain/api-key'
import { call, teamFixture } from '../support/team-fixture'
import { startTestApp, type TestApp } from '../support/test-app'

let app: TestApp
let team: Awaited<ReturnType<typeof teamFixture>>
beforeAll(async () => {
  app = await startTestApp()
  team = await teamFixture(app)
})
afterAll(() => app.stop())

const dbPath = () => `/api/v1/datalake/erp/databases/${team.db}`

describe('workspaces and members', () => {
  test('each person lists its personal workspace first, then the teams it joined, with its role', async () => {
    const carol = await call(app, 'GET', '/api/v1/workspaces', team.tokens.carol)
    expect(carol.status).toBe(200)
    expect(carol.json).toEqual([
      { _id: team.userIds.carol, name: 'Personal', createdAt: expect.any(String), role: 'owner' },
      { _id: team.workspaceId, name: 'Ops', createdAt: expect.any(String), role: 'viewer' },
    ])
    expect((await call(app, 'GET', '/api/v1/workspaces', team.tokens.mallory)).json).toHaveLength(1)
  })

  test('members and invitations are listed for any member; the invited address got its mail', async () => {
    const res = await call(app, 'GET', `/api/v1/workspaces/${team.workspaceId}/members`, team.tokens.carol)
    expect(res.status).toBe(200)
    expect(res.json.data.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['alice@example.com', 'owner'],
      ['bob@example.com', 'editor'],
      ['carol@example.com', 'viewer'],
    ])
    expect(res.json.invitations).toEqual([])
    const invitation = app.mailer.sent.find((m) => m.to === 'carol@example.com' && m.tag === 'workspace-member')!
    expect(invitation.subject).toBe('You are invited to a workspace')
    expect(invitation.text).toContain('alice@example.com added you to the workspace "Ops" as viewer.')
    expect(app.mailer.sent.find((m) => m.to === 'bob@example.com' && m.tag === 'workspace-member')!.subject).toBe('You joined a workspace')
  })

  test('a hostile workspace name is escaped in the invitation mail', async () => {
    const created = await call(app, 'POST', '/api/v1/workspaces', team.tokens.mallory, { name: '<img src=x onerror=alert(1)>' })
    await call(app, 'POST', `/api/v1/workspaces/${created.json._id}/members`, team.tokens.mallory, {
      email: 'eve@example.com',
      role: 'viewer',
    })
    const mail = app.mailer.sent.findLast((m) => m.to === 'eve@example.com')!
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&#60;img')
  })

  test('only owners rename, add, change roles; a non-member sees 404; bad input is 400', async () => {
    const ws = `/api/v1/workspaces/${team.workspaceId}`
    expect((await call(app, 'PATCH', ws, team.tokens.bob, { name: 'Mine' })).status).toBe(403)
    expect((await call(app, 'PATCH', ws, team.tokens.mallory, { name: 'Mine' })).status).toBe(404)
    expect((await call(app, 'POST', `${ws}/members`, team.tokens.bob, { email: 'x@example.com', role: 'viewer' })).status).toBe(403)
    expect((await call(app, 'POST', `${ws}/members`, team.tokens.alice, { email: 'x@example.com', role: 'boss' })).status).toBe(400)
    expect((await call(app, 'POST', `${ws}/members`, team.tokens.alice, { email: 'bob@example.com', role: 'viewer' })).status).toBe(409)
    expect((await call(app, 'PATCH', '/api/v1/workspaces/nope', team.tokens.alice, { name: 'x' })).status).toBe(400)
    const renamed = await call(app, 'PATCH', ws, team.tokens.alice, { name: '  Ops Hamburg ' })
    expect(renamed).toEqual({ status: 200, json: expect.objectContaining({ _id: team.workspaceId, name: 'Ops Hamburg', role: 'owner' }) })
    expect((await call(app, 'PATCH', ws, team.tokens.alice, { name: 'Ops' })).status).toBe(200)
  })

  test('the last owner cannot leave, be removed or be demoted (409); with a second owner it can', async () => {
    const created = await call(app, 'POST', '/api/v1/workspaces', team.tokens.alice, { name: 'Owners' })
    const ws = `/api/v1/workspaces/${created.json._id}`
    const alice = team.userIds.alice
    expect(await call(app, 'PATCH', `${ws}/members/${alice}`, team.tokens.alice, { role: 'editor' })).toEqual({
      status: 409,
      json: { message: 'The last owner of a workspace cannot be demoted', code: 'CONFLICT' },
    })
    expect((await call(app, 'DELETE', `${ws}/members/${alice}`, team.tokens.alice)).status).toBe(409)
    await call(app, 'POST', `${ws}/members`, team.tokens.alice, { email: 'bob@example.com', role: 'owner' })
    expect((await call(app, 'PATCH', `${ws}/members/${alice}`, team.tokens.alice, { role: 'editor' })).status).toBe(200)
    expect((await call(app, 'DELETE', `${ws}/members/${alice}`, team.tokens.alice)).json).toEqual({ message: 'You left the workspace' })
    expect((await call(app, 'GET', `${ws}/members`, team.tokens.alice)).status).toBe(404)
  })

  test('a personal workspace can be shared: its owner stays and cannot be removed', async () => {
    const mine = `/api/v1/workspaces/${team.userIds.bob}`
    expect((await call(app, 'POST', `${mine}/members`, team.tokens.bob, { email: 'alice@example.com', role: 'viewer' })).status).toBe(201)
    const members = await call(app, 'GET', `${mine}/members`, team.tokens.alice)
    expect(members.json.data.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      ['bob@example.com', 'owner'],
      ['alice@example.com', 'viewer'],
    ])
    expect((await call(app, 'DELETE', `${mine}/members/${team.userIds.bob}`, team.tokens.bob)).status).toBe(409)
    expect((await call(app, 'DELETE', `${mine}/members/${team.userIds.alice}`, team.tokens.alice)).status).toBe(200)
  })
})

describe('roles on the data lake', () => {
  test('Bob (editor) writes in the team; Carol (viewer) reads and every write is 403 and changes nothing', async () => {
    const created = await call(app, 'POST', `${dbPath()}/documents`, team.tokens.bob, { ref: 'B-1' })
    expect(created.status).toBe(201)
    const doc = `${dbPath()}/documents/${created.json._id}`
    expect((await call(app, 'GET', doc, team.tokens.carol)).json).toMatchObject({ ref: 'B-1' })
    const refused = { status: 403, json: { message: 'Write access required', code: 'FORBIDDEN' } }
    expect(await call(app, 'POST', `${dbPath()}/documents`, team.tokens.carol, { ref: 'C-1' })).toEqual(refused)
    expect(await call(app, 'PATCH', doc, team.tokens.carol, { field: 'ref', value: 'C-2' })).toEqual(refused)
    expect(await call(app, 'DELETE', doc, team.tokens.carol)).toEqual(refused)
    expect(await call(app, 'POST', '/api/v1/operations', team.tokens.carol, { db: team.db, data: { ref: 'C-3' } })).toEqual({
      status: 403,
      json: { ...refused.json, success: false },
    })
    expect(await call(app, 'POST', '/api/v1/datalake/erp/databases', team.tokens.carol, { name: 'Carol' }, team.inTeam)).toEqual(refused)
    expect((await call(app, 'POST', '/api/v1/operations', team.tokens.carol, { db: team.db, filter: {} })).status).toBe(200)
    const read = await call(app, 'POST', '/api/v1/operations', team.tokens.alice, { db: team.db, filter: {} })
    expect(read.json.data.map((d: { ref: string }) => d.ref)).toEqual(['B-1'])
    const list = await call(app, 'GET', '/api/v1/datalake/erp/databases', team.tokens.carol, undefined, team.inTeam)
    expect(list.json.map((d: { name: string }) => d.name)).toContain(team.db)
  })

  test('a non-member gets 404 for the team database and for X-Workspace-Id; a malformed header is 400', async () => {
    expect((await call(app, 'GET', `${dbPath()}/documents`, team.tokens.mallory)).status).toBe(404)
    expect((await call(app, 'GET', '/api/v1/datalake/erp/databases', team.tokens.mallory, undefined, team.inTeam)).status).toBe(404)
    const bad = await call(app, 'GET', '/api/v1/datalake/erp/databases', team.tokens.alice, undefined, { 'x-workspace-id': 'x' })
    expect(bad.status).toBe(400)
  })

  test('a removed member loses access on its very next request, with the token it holds', async () => {
    const ws = `/api/v1/workspaces/${team.workspaceId}`
    const dave = await app.signIn('dave@example.com')
    await call(app, 'POST', `${ws}/members`, team.tokens.alice, { email: 'dave@example.com', role: 'editor' })
    expect((await call(app, 'GET', `${dbPath()}/documents`, dave)).status).toBe(200)
    const members = await call(app, 'GET', `${ws}/members`, dave)
    const daveId = members.json.data.find((m: { email: string }) => m.email === 'dave@example.com').userId
    expect((await call(app, 'DELETE', `${ws}/members/${daveId}`, team.tokens.alice)).status).toBe(200)
    expect((await call(app, 'GET', `${dbPath()}/documents`, dave)).status).toBe(404)
    expect((await call(app, 'GET', '/api/v1/datalake/erp/databases', dave, undefined, team.inTeam)).status).toBe(404)
  })
})

describe('API keys', () => {
  test('the key is shown once; the list has no secret; keys are for owners', async () => {
    const keys = `/api/v1/workspaces/${team.workspaceId}/api-keys`
    expect(team.tokens.erpKey).toMatch(/^lk_[0-9a-f]{24}_[A-Za-z0-9_-]{43}$/)
    const list = await call(app, 'GET', keys, team.tokens.alice)
    expect(list.json.data[0]).toEqual({
      _id: team.keyIds.erpKey,
      name: 'ERP sync',
      role: 'editor',
      sources: ['erp'],
      createdAt: expect.any(String),
      expiresAt: null,
      lastUsedAt: null,
    })
    // The secret is base64url, which has `_` too: everything after `lk_<id>_`.
    const secret = splitApiKey(team.tokens.erpKey)!.secret
    expect(secret).toHaveLength(43)
    expect(JSON.stringify(list.json)).not.toContain(secret)
    expect((await call(app, 'GET', keys, team.tokens.bob)).status).toBe(403)
    expect((await call(app, 'POST', keys, team.tokens.alice, { name: 'x', role: 'owner' })).status).toBe(400)
    expect(
      (await call(app, 'POST', keys, team.tokens.alice, { name: 'x', role: 'viewer', expiresAt: '2001-01-01T00:00:00Z' })).status,
    ).toBe(400)
  })

  test('an erp key writes shipments as itself in the change log, is refused elsewhere, and cannot use people’s routes', async () => {
    const key = team.tokens.erpKey
    const created = await call(app, 'POST', `${dbPath()}/documents`, key, { ref: 'ERP-1' })
    expect(created.status).toBe(201)
    const history = await call(app, 'GET', `${dbPath()}/documents/${created.json._id}/history`, team.tokens.alice)
    expect(history.json.data[0].actor).toEqual({ type: 'apiKey', id: team.keyIds.erpKey, name: 'ERP sync' })
    const listed = await call(app, 'GET', `/api/v1/workspaces/${team.workspaceId}/api-keys`, team.tokens.alice)
    expect(listed.json.data[0].lastUsedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/))
    expect((await call(app, 'GET', '/api/v1/datalake/erp/databases', key)).json.map((d: { name: string }) => d.name)).toEqual([team.db])
    expect((await call(app, 'GET', '/api/v1/datalake/wms/databases', key)).status).toBe(404)
    expect((await call(app, 'POST', '/api/v1/datalake/wms/databases', key, { name: 'Stock' })).status).toBe(404)
    for (const [method, path] of [
      ['GET', '/api/v1/me'],
      ['GET', '/api/v1/workspaces'],
      ['GET', `/api/v1/workspaces/${team.workspaceId}/api-keys`],
      ['GET', '/api/v1/users'],
      ['POST', '/api/v1/auth/logout'],
    ] as const) {
      expect(await call(app, method, path, key)).toEqual({
        status: 403,
        json: { message: 'API keys cannot use this route', code: 'FORBIDDEN' },
      })
    }
  })

  test('a viewer key reads every source and cannot write', async () => {
    const key = team.tokens.viewerKey
    expect((await call(app, 'GET', `${dbPath()}/documents`, key)).status).toBe(200)
    expect((await call(app, 'POST', `${dbPath()}/documents`, key, { ref: 'V' })).status).toBe(403)
    expect((await call(app, 'GET', '/api/v1/health', key)).status).toBe(200)
  })

  test('a revoked key is refused on its next request; a forged or malformed one is 401', async () => {
    const keys = `/api/v1/workspaces/${team.workspaceId}/api-keys`
    const made = await call(app, 'POST', keys, team.tokens.alice, { name: 'Short-lived', role: 'viewer' })
    expect((await call(app, 'GET', `${dbPath()}/documents`, made.json.key)).status).toBe(200)
    expect((await call(app, 'DELETE', `${keys}/${made.json._id}`, team.tokens.alice)).status).toBe(200)
    expect((await call(app, 'GET', `${dbPath()}/documents`, made.json.key)).status).toBe(401)
    expect((await call(app, 'DELETE', `${keys}/${made.json._id}`, team.tokens.alice)).status).toBe(404)
    const forged = `${team.tokens.erpKey.slice(0, -4)}AAAA`
    expect((await call(app, 'GET', `${dbPath()}/documents`, forged)).status).toBe(401)
    expect((await call(app, 'GET', `${dbPath()}/documents`, 'lk_nope')).status).toBe(401)
  })
})
