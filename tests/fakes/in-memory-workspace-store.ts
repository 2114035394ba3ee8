import type { MemberChange, WorkspaceStore } from '../../application/ports/workspace-store'
import type { Invitation, Membership, Role, Workspace } from '../../domain/workspace'

/** Workspaces, members and invitations in arrays, oldest first. */
export class InMemoryWorkspaceStore implements WorkspaceStore {
  readonly workspaces = new Map<string, Workspace>()
  memberships: Membership[] = []
  pending: Invitation[] = []

  async find(id: string) {
    return this.workspaces.get(id) ?? null
  }

  async create(workspace: Workspace, owner: Membership) {
    if (this.workspaces.has(workspace.id)) return false
    this.workspaces.set(workspace.id, workspace)
    await this.putMember(owner)
    return true
  }

  async rename(id: string, name: string) {
    const found = this.workspaces.get(id)
    if (!found) return false
    this.workspaces.set(id, { ...found, name })
    return true
  }

  async roleOf(workspaceId: string, userId: string) {
    return this.memberships.find((m) => m.workspaceId === workspaceId && m.userId === userId)?.role ?? null
  }

  async membershipsOf(userId: string) {
    return this.memberships.filter((m) => m.userId === userId).sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime())
  }

  async members(workspaceId: string) {
    return this.memberships.filter((m) => m.workspaceId === workspaceId)
  }

  async putMember(membership: Membership) {
    const at = this.memberships.findIndex((m) => m.workspaceId === membership.workspaceId && m.userId === membership.userId)
    if (at >= 0) this.memberships[at] = { ...this.memberships[at]!, role: membership.role }
    else this.memberships.push(membership)
  }

  async changeRole(workspaceId: string, userId: string, role: Role): Promise<MemberChange> {
    const at = this.memberships.findIndex((m) => m.workspaceId === workspaceId && m.userId === userId)
    if (at < 0) return 'absent'
    if (role !== 'owner' && this.isLastOwner(workspaceId, userId)) return 'last-owner'
    this.memberships[at] = { ...this.memberships[at]!, role }
    return 'changed'
  }

  async removeMember(workspaceId: string, userId: string): Promise<MemberChange> {
    const at = this.memberships.findIndex((m) => m.workspaceId === workspaceId && m.userId === userId)
    if (at < 0) return 'absent'
    if (this.isLastOwner(workspaceId, userId)) return 'last-owner'
    this.memberships.splice(at, 1)
    return 'changed'
  }

  private isLastOwner(workspaceId: string, userId: string): boolean {
    const owners = this.memberships.filter((m) => m.workspaceId === workspaceId && m.role === 'owner')
    return owners.length === 1 && owners[0]!.userId === userId
  }

  async invite(invitation: Invitation) {
    this.pending = this.pending.filter((i) => !(i.workspaceId === invitation.workspaceId && i.email === invitation.email))
    this.pending.push(invitation)
  }

  async invitations(workspaceId: string) {
    return this.pending.filter((i) => i.workspaceId === workspaceId)
  }

  async acceptInvitations(email: string, userId: string, now: Date) {
    const mine = this.pending.filter((i) => i.email === email)
    this.pending = this.pending.filter((i) => i.email !== email)
    const joined: Membership[] = []
    for (const invitation of mine) {
      if (await this.roleOf(invitation.workspaceId, userId)) continue
      const membership = { workspaceId: invitation.workspaceId, userId, role: invitation.role, joinedAt: now }
      this.memberships.push(membership)
      joined.push(membership)
    }
    return joined
  }
}
