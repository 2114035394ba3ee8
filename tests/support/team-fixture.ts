import { expect } from 'bun:test'
import type { TestApp } from './test-app'

/** A JSON call: the status and the parsed body. */
export async function call(
  app: TestApp,
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: any }> {
  const res = await app.request(method, path, { token, body, headers })
  const text = await res.text()
  return { status: res.status, json: text ? JSON.parse(text) : null }
}

/**
 * The story of docs/teams.md: Alice owns the team workspace "Ops"; Bob is an editor, Carol a
 * viewer (invited before she had an account), Mallory signed in but belongs to no team; the team
 * has an `erp` database; Alice made an editor key scoped to `erp` and a viewer key for every source.
 */
export async function teamFixture(app: TestApp) {
  const [alice, bob, mallory] = await Promise.all([
    app.signIn('alice@example.com'),
    app.signIn('bob@example.com'),
    app.signIn('mallory@example.com'),
  ])
  const team = await call(app, 'POST', '/api/v1/workspaces', alice, { name: 'Ops' })
  expect(team.status).toBe(201)
  const workspaceId: string = team.json._id
  const members = `/api/v1/workspaces/${workspaceId}/members`
  expect((await call(app, 'POST', members, alice, { email: 'bob@example.com', role: 'editor' })).json.status).toBe('joined')
  expect((await call(app, 'POST', members, alice, { email: 'carol@example.com', role: 'viewer' })).json.status).toBe('invited')
  const carol = await app.signIn('carol@example.com')
  const inTeam = { 'x-workspace-id': workspaceId }
  const db = await call(app, 'POST', '/api/v1/datalake/erp/databases', alice, { name: 'Shipments', variables: ['ref'] }, inTeam)
  expect(db.status).toBe(201)
  const keys = `/api/v1/workspaces/${workspaceId}/api-keys`
  const erpKey = await call(app, 'POST', keys, alice, { name: 'ERP sync', role: 'editor', sources: ['erp'] })
  const viewerKey = await call(app, 'POST', keys, alice, { name: 'BI export', role: 'viewer' })
  expect([erpKey.status, viewerKey.status]).toEqual([201, 201])
  const users = await call(app, 'GET', members, alice)
  const idOf = (email: string) => users.json.data.find((m: { email: string }) => m.email === email).userId as string
  return {
    workspaceId,
    inTeam,
    db: db.json.name as string,
    tokens: { alice, bob, carol, mallory, erpKey: erpKey.json.key as string, viewerKey: viewerKey.json.key as string },
    keyIds: { erpKey: erpKey.json._id as string, viewerKey: viewerKey.json._id as string },
    userIds: { alice: idOf('alice@example.com'), bob: idOf('bob@example.com'), carol: idOf('carol@example.com') },
  }
}
