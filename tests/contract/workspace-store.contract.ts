import { describe, expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import type { WorkspaceStore } from '../../application/ports/workspace-store'
import type { EmailAddress } from '../../domain/email-address'
import type { Membership, Role } from '../../domain/workspace'

const id = () => randomBytes(12).toString('hex')
const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 9, minute, 0, 123))
const member = (workspaceId: string, userId: string, role: Role, minute = 0): Membership => ({
  workspaceId,
  userId,
  role,
  joinedAt: at(minute),
})
const email = () => `${id()}@example.com` as EmailAddress

async function team(store: WorkspaceStore, owner = id(), minute = 0) {
  const workspace = { id: id(), name: 'Ops team', createdAt: at(minute) }
  expect(await store.create(workspace, member(workspace.id, owner, 'owner', minute))).toBe(true)
  return { workspace, owner }
}

/** The behaviour every WorkspaceStore adapter must have; ids are unique per test, so a shared database works. */
export function describeWorkspaceStore(name: string, makeStore: () => WorkspaceStore | Promise<WorkspaceStore>) {
  describe(`WorkspaceStore contract: ${name}`, () => {
    test('creates a workspace with its owner once; a second create of the id changes nothing', async () => {
      const store = await makeStore()
      const { workspace, owner } = await team(store)
      expect(await store.find(workspace.id)).toEqual(workspace)
      expect(await store.roleOf(workspace.id, owner)).toBe('owner')
      expect(await store.create({ ...workspace, name: 'Other' }, member(workspace.id, id(), 'owner'))).toBe(false)
      expect((await store.find(workspace.id))!.name).toBe('Ops team')
      expect(await store.members(workspace.id)).toEqual([member(workspace.id, owner, 'owner')])
      expect(await store.find(id())).toBeNull()
    })

    test('renames a stored workspace; an absent one is false', async () => {
      const store = await makeStore()
      const { workspace } = await team(store)
      expect(await store.rename(workspace.id, 'Hamburg desk')).toBe(true)
      expect((await store.find(workspace.id))!.name).toBe('Hamburg desk')
      expect(await store.rename(id(), 'x')).toBe(false)
    })

    test('adds members, changes a role by adding again, lists them oldest first and per user', async () => {
      const store = await makeStore()
      const { workspace, owner } = await team(store)
      const bob = id()
      await store.putMember(member(workspace.id, bob, 'editor', 1))
      await store.putMember(member(workspace.id, bob, 'viewer', 5))
      expect(await store.roleOf(workspace.id, bob)).toBe('viewer')
      expect(await store.members(workspace.id)).toEqual([member(workspace.id, owner, 'owner'), member(workspace.id, bob, 'viewer', 1)])
      const other = await team(store, bob, 2)
      expect((await store.membershipsOf(bob)).map((m) => [m.workspaceId, m.role])).toEqual([
        [workspace.id, 'viewer'],
        [other.workspace.id, 'owner'],
      ])
      expect(await store.roleOf(workspace.id, id())).toBeNull()
    })

    test('never demotes or removes the last owner; does once another owner exists', async () => {
      const store = await makeStore()
      const { workspace, owner } = await team(store)
      expect(await store.changeRole(workspace.id, owner, 'editor')).toBe('last-owner')
      expect(await store.removeMember(workspace.id, owner)).toBe('last-owner')
      expect(await store.roleOf(workspace.id, owner)).toBe('owner')
      const carol = id()
      await store.putMember(member(workspace.id, carol, 'viewer', 1))
      expect(await store.changeRole(workspace.id, carol, 'owner')).toBe('changed')
      expect(await store.changeRole(workspace.id, owner, 'viewer')).toBe('changed')
      expect(await store.removeMember(workspace.id, owner)).toBe('changed')
      expect(await store.roleOf(workspace.id, owner)).toBeNull()
      expect(await store.removeMember(workspace.id, owner)).toBe('absent')
      expect(await store.changeRole(workspace.id, owner, 'editor')).toBe('absent')
    })

    test('keeps one invitation per address and workspace; accepting makes memberships once and forgets them', async () => {
      const store = await makeStore()
      const { workspace } = await team(store)
      const second = await team(store)
      const dan = email()
      await store.invite({ workspaceId: workspace.id, email: dan, role: 'editor', invitedAt: at(1) })
      await store.invite({ workspaceId: workspace.id, email: dan, role: 'viewer', invitedAt: at(2) })
      await store.invite({ workspaceId: second.workspace.id, email: dan, role: 'editor', invitedAt: at(3) })
      expect(await store.invitations(workspace.id)).toEqual([{ workspaceId: workspace.id, email: dan, role: 'viewer', invitedAt: at(2) }])
      const danId = id()
      const joined = await store.acceptInvitations(dan, danId, at(9))
      expect(joined.map((m) => [m.workspaceId, m.role]).sort()).toEqual(
        [
          [workspace.id, 'viewer'],
          [second.workspace.id, 'editor'],
        ].sort(),
      )
      expect(await store.roleOf(workspace.id, danId)).toBe('viewer')
      expect(await store.invitations(workspace.id)).toEqual([])
      expect(await store.acceptInvitations(dan, danId, at(10))).toEqual([])
    })
  })
}
