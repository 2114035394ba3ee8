import { describe, expect, test } from 'bun:test'
import { DatabaseAccess } from '../../../application/services/database-access'
import type { DataLakeDatabase } from '../../../domain/database'
import { DomainError } from '../../../domain/errors'
import type { Principal } from '../../../domain/principal'
import type { Role } from '../../../domain/workspace'
import { InMemoryDataLakeStore } from '../../fakes/in-memory-data-lake-store'
import { InMemoryWorkspaceStore } from '../../fakes/in-memory-workspace-store'
import { SequenceRandomSource } from '../../fakes/sequence-random-source'
import { testStamp } from '../../support/test-stamp'

const TEAM = 't'.repeat(24)
const person = (id: string, permission: 'user' | 'admin' = 'user'): Principal => ({
  userId: id,
  email: `${id.slice(0, 3)}@example.com`,
  permission,
  workspaceId: id,
  role: 'owner',
})
const alice = person('a'.repeat(24))
const bob = person('b'.repeat(24))
const carol = person('c'.repeat(24))
const mallory = person('d'.repeat(24))
const admin = person('e'.repeat(24), 'admin')
const key = (role: 'editor' | 'viewer', sources: string[] | null): Principal => ({
  userId: 'f'.repeat(24),
  email: '',
  permission: 'user',
  workspaceId: TEAM,
  role,
  apiKey: { id: 'f'.repeat(24), name: 'ERP', sources },
})

async function setup() {
  const store = new InMemoryDataLakeStore()
  const workspaces = new InMemoryWorkspaceStore()
  const at = new Date(0)
  await workspaces.create(
    { id: TEAM, name: 'Team', createdAt: at },
    { workspaceId: TEAM, userId: alice.userId, role: 'owner', joinedAt: at },
  )
  await workspaces.putMember({ workspaceId: TEAM, userId: bob.userId, role: 'editor', joinedAt: at })
  await workspaces.putMember({ workspaceId: TEAM, userId: carol.userId, role: 'viewer', joinedAt: at })
  const database = (name: string, source: string, workspaceId: string): DataLakeDatabase => ({
    name,
    userFriendlyName: name,
    source,
    workspaceId,
    variables: [],
    sensitiveVariables: [],
    createdAt: at,
  })
  await store.createDatabase(database('shipments_a1', 'erp', TEAM), testStamp())
  await store.createDatabase(database('stock_b2', 'wms', TEAM), testStamp())
  await store.createDatabase(database('private_c3', 'erp', mallory.userId), testStamp())
  return { access: new DatabaseAccess(store, new SequenceRandomSource(), workspaces), workspaces, store }
}

async function outcome(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt
    return 'ok'
  } catch (error) {
    return error instanceof DomainError ? `${error.code}: ${error.message}` : String(error)
  }
}

describe('DatabaseAccess: roles checked in one place', () => {
  const cases: [string, Principal, string, string][] = [
    // who, principal, read outcome, write outcome (on the team's erp database)
    ['owner', alice, 'ok', 'ok'],
    ['editor', bob, 'ok', 'ok'],
    ['viewer', carol, 'ok', 'FORBIDDEN: Write access required'],
    ['non-member', mallory, 'NOT_FOUND: Database shipments_a1 not found', 'NOT_FOUND: Database shipments_a1 not found'],
    ['administrator', admin, 'ok', 'ok'],
    ['editor key scoped to erp', key('editor', ['erp']), 'ok', 'ok'],
    ['viewer key', key('viewer', null), 'ok', 'FORBIDDEN: Write access required'],
    [
      'key scoped to wms',
      key('editor', ['wms']),
      'NOT_FOUND: Database shipments_a1 not found',
      'NOT_FOUND: Database shipments_a1 not found',
    ],
  ]
  for (const [who, principal, read, write] of cases) {
    test(`${who}: read ${read}, write ${write}`, async () => {
      const { access } = await setup()
      expect(await outcome(access.owned(principal, 'shipments_a1', 'erp'))).toBe(read)
      expect(await outcome(access.writable(principal, 'shipments_a1', 'erp'))).toBe(write)
    })
  }

  test('a key never reaches another workspace, even its creator’s personal one', async () => {
    const { access } = await setup()
    expect(await outcome(access.owned(key('editor', null), 'private_c3'))).toBe('NOT_FOUND: Database private_c3 not found')
  })

  test('a removed member is refused on the next call; a demoted one can no longer write', async () => {
    const { access, workspaces } = await setup()
    expect(await workspaces.changeRole(TEAM, bob.userId, 'viewer')).toBe('changed')
    expect(await outcome(access.writable(bob, 'shipments_a1'))).toBe('FORBIDDEN: Write access required')
    expect(await workspaces.removeMember(TEAM, bob.userId)).toBe('changed')
    expect(await outcome(access.owned(bob, 'shipments_a1'))).toBe('NOT_FOUND: Database shipments_a1 not found')
  })

  test('lists and creates act in the acting workspace with its role; a scoped key reaches only its sources', async () => {
    const { access } = await setup()
    const inTeam = (p: Principal, role: Role): Principal => ({ ...p, workspaceId: TEAM, role })
    expect(await access.writableWorkspace(inTeam(bob, 'editor'), 'erp')).toBe(TEAM)
    expect(await outcome(access.writableWorkspace(inTeam(carol, 'viewer'), 'erp'))).toBe('FORBIDDEN: Write access required')
    expect(await access.readableWorkspace(inTeam(carol, 'viewer'), 'erp')).toBe(TEAM)
    expect(await outcome(access.readableWorkspace(key('viewer', ['erp']), 'wms'))).toBe('NOT_FOUND: Source wms not found')
    expect(await outcome(access.manageable(bob, TEAM))).toBe('FORBIDDEN: Owner access required')
    expect(await outcome(access.manageable(mallory, TEAM))).toBe(`NOT_FOUND: Workspace ${TEAM} not found`)
    expect(await outcome(access.manageable(alice, TEAM))).toBe('ok')
  })

  test('ownedNow decides as owned does, without waiting, when the store holds the database and the principal tells the role', async () => {
    const { access, store } = await setup()
    const now = (principal: Principal, name: string, source?: string) => {
      try {
        return access.ownedNow(principal, name, source)?.name
      } catch (error) {
        return error instanceof DomainError ? `${error.code}: ${error.message}` : String(error)
      }
    }
    // A store without a copy in memory: always asked.
    expect(now(admin, 'shipments_a1')).toBeUndefined()
    const held = new Map<string, DataLakeDatabase>()
    for (const name of ['shipments_a1', 'private_c3']) held.set(name, (await store.findDatabase(name))!)
    Object.assign(store, { knownDatabase: (name: string) => held.get(name) })
    expect(now(admin, 'shipments_a1', 'erp')).toBe('shipments_a1')
    expect(now(key('viewer', ['erp']), 'shipments_a1')).toBe('shipments_a1')
    expect(now(key('editor', ['wms']), 'shipments_a1')).toBe('NOT_FOUND: Database shipments_a1 not found')
    expect(now(key('editor', null), 'private_c3')).toBe('NOT_FOUND: Database private_c3 not found')
    expect(now(admin, 'shipments_a1', 'wms')).toBe('NOT_FOUND: Database shipments_a1 not found')
    expect(now(mallory, 'private_c3')).toBe('private_c3')
    // A membership is read from the store (undefined: ask owned), as is a database the store holds no copy of, or a bad name.
    expect(now(bob, 'shipments_a1')).toBeUndefined()
    expect(now(mallory, 'shipments_a1')).toBeUndefined()
    expect(now(admin, 'stock_b2')).toBeUndefined()
    expect(now(admin, 'no such/name')).toBeUndefined()
    expect(await outcome(access.owned(mallory, 'shipments_a1'))).toBe('NOT_FOUND: Database shipments_a1 not found')
  })
})
