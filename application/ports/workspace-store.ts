import type { Invitation, Membership, Role, Workspace } from '../../domain/workspace'

/** What removing or demoting a member did; `last-owner`: refused, the workspace would have no owner. */
export type MemberChange = 'changed' | 'absent' | 'last-owner'

/**
 * Keeps team workspaces, their members and pending invitations. A personal workspace (id = its
 * owner's id) has no record until it is renamed or shared; its owner is then stored as a member too.
 */
export interface WorkspaceStore {
  find(id: string): Promise<Workspace | null>
  /** Stores a workspace with its first owner unless a workspace with that id exists; true when stored. */
  create(workspace: Workspace, owner: Membership): Promise<boolean>
  /** Renames a stored workspace; false when absent. */
  rename(id: string, name: string): Promise<boolean>
  /** The role of `userId` in `workspaceId`, null when not a member: asked on every request, keep it one indexed read. */
  roleOf(workspaceId: string, userId: string): Promise<Role | null>
  /** Every membership of a user, oldest first. */
  membershipsOf(userId: string): Promise<Membership[]>
  /** Every member of a workspace, oldest first. */
  members(workspaceId: string): Promise<Membership[]>
  /** Adds a member, or changes the role of an existing one. */
  putMember(membership: Membership): Promise<void>
  /** Changes a member's role, refusing to demote the last owner. */
  changeRole(workspaceId: string, userId: string, role: Role): Promise<MemberChange>
  /** Removes a member, refusing to remove the last owner. */
  removeMember(workspaceId: string, userId: string): Promise<MemberChange>
  /** Records an invitation, replacing an earlier one of the same address to the same workspace. */
  invite(invitation: Invitation): Promise<void>
  invitations(workspaceId: string): Promise<Invitation[]>
  /** Turns every invitation of `email` into a membership of `userId` (joined `now`), and forgets them. */
  acceptInvitations(email: string, userId: string, now: Date): Promise<Membership[]>
}
