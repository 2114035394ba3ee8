import type { Collection, Db } from 'mongodb'
import type { MemberChange, WorkspaceStore } from '../../../application/ports/workspace-store'
import type { EmailAddress } from '../../../domain/email-address'
import type { Invitation, Membership, Role, Workspace } from '../../../domain/workspace'
import { DEFAULT_LIMITS, isDuplicateKey, type MongoLimits } from './mongo-client'

type WorkspaceDocument = { _id: string; name: string; createdAt: Date }
type MemberDocument = Membership & { _id: string }
type InvitationDocument = Omit<Invitation, 'email'> & { _id: string; email: string }

export const WORKSPACES = 'workspaces'
export const WORKSPACE_MEMBERS = 'workspace_members'
export const WORKSPACE_INVITATIONS = 'workspace_invitations'

const memberId = (workspaceId: string, userId: string) => `${workspaceId}:${userId}`

/**
 * Workspaces, members (one document per membership, `_id` workspace:user) and invitations in
 * MongoDB. The last-owner rule is checked just before the write: two owners demoting each other at
 * the same instant could both pass (docs/teams.md says so); the embedded store checks it atomically.
 */
export class MongoWorkspaceStore implements WorkspaceStore {
  private readonly workspaces: Collection<WorkspaceDocument>
  private readonly membersOf: Collection<MemberDocument>
  private readonly invited: Collection<InvitationDocument>

  constructor(
    db: Db,
    private readonly limits: MongoLimits = DEFAULT_LIMITS,
  ) {
    this.workspaces = db.collection<WorkspaceDocument>(WORKSPACES)
    this.membersOf = db.collection<MemberDocument>(WORKSPACE_MEMBERS)
    this.invited = db.collection<InvitationDocument>(WORKSPACE_INVITATIONS)
  }

  async find(id: string): Promise<Workspace | null> {
    const doc = await this.workspaces.findOne({ _id: id }, this.limits)
    return doc ? { id: doc._id, name: doc.name, createdAt: doc.createdAt } : null
  }

  async create(workspace: Workspace, owner: Membership): Promise<boolean> {
    try {
      await this.workspaces.insertOne({ _id: workspace.id, name: workspace.name, createdAt: workspace.createdAt }, this.limits)
    } catch (error) {
      if (isDuplicateKey(error)) return false
      throw error
    }
    await this.putMember(owner)
    return true
  }

  async rename(id: string, name: string): Promise<boolean> {
    return (await this.workspaces.updateOne({ _id: id }, { $set: { name } }, this.limits)).matchedCount === 1
  }

  async roleOf(workspaceId: string, userId: string): Promise<Role | null> {
    const doc = await this.membersOf.findOne({ _id: memberId(workspaceId, userId) }, { ...this.limits, projection: { role: 1 } })
    return doc?.role ?? null
  }

  async membershipsOf(userId: string): Promise<Membership[]> {
    const docs = await this.membersOf.find({ userId }, this.limits).sort({ joinedAt: 1, workspaceId: 1 }).toArray()
    return docs.map(toMembership)
  }

  async members(workspaceId: string): Promise<Membership[]> {
    const docs = await this.membersOf.find({ workspaceId }, this.limits).sort({ joinedAt: 1, userId: 1 }).toArray()
    return docs.map(toMembership)
  }

  async putMember(m: Membership): Promise<void> {
    await this.membersOf.updateOne(
      { _id: memberId(m.workspaceId, m.userId) },
      { $set: { role: m.role }, $setOnInsert: { workspaceId: m.workspaceId, userId: m.userId, joinedAt: m.joinedAt } },
      { ...this.limits, upsert: true },
    )
  }

  async changeRole(workspaceId: string, userId: string, role: Role): Promise<MemberChange> {
    const refused = await this.refusal(workspaceId, userId, role !== 'owner')
    if (refused) return refused
    await this.membersOf.updateOne({ _id: memberId(workspaceId, userId) }, { $set: { role } }, this.limits)
    return 'changed'
  }

  async removeMember(workspaceId: string, userId: string): Promise<MemberChange> {
    const refused = await this.refusal(workspaceId, userId, true)
    if (refused) return refused
    return (await this.membersOf.deleteOne({ _id: memberId(workspaceId, userId) }, this.limits)).deletedCount === 1 ? 'changed' : 'absent'
  }

  /** Why the change may not happen: the member is absent, or it is the last owner and would stop being one. */
  private async refusal(workspaceId: string, userId: string, losesOwnership: boolean): Promise<MemberChange | null> {
    const role = await this.roleOf(workspaceId, userId)
    if (!role) return 'absent'
    if (!losesOwnership || role !== 'owner') return null
    const owners = await this.membersOf.countDocuments({ workspaceId, role: 'owner' }, { ...this.limits, limit: 2 })
    return owners < 2 ? 'last-owner' : null
  }

  async invite(i: Invitation): Promise<void> {
    await this.invited.replaceOne({ _id: memberId(i.workspaceId, i.email) }, { ...i }, { ...this.limits, upsert: true })
  }

  async invitations(workspaceId: string): Promise<Invitation[]> {
    const docs = await this.invited.find({ workspaceId }, this.limits).sort({ invitedAt: 1, email: 1 }).toArray()
    return docs.map(toInvitation)
  }

  async acceptInvitations(email: string, userId: string, now: Date): Promise<Membership[]> {
    const pending = await this.invited.find({ email }, this.limits).toArray()
    const joined: Membership[] = []
    for (const invitation of pending) {
      const membership: Membership = { workspaceId: invitation.workspaceId, userId, role: invitation.role, joinedAt: now }
      const result = await this.membersOf.updateOne(
        { _id: memberId(membership.workspaceId, userId) },
        { $setOnInsert: membership },
        { ...this.limits, upsert: true },
      )
      if (result.upsertedCount === 1) joined.push(membership)
      await this.invited.deleteOne({ _id: invitation._id }, this.limits)
    }
    return joined
  }
}

function toMembership(doc: MemberDocument): Membership {
  return { workspaceId: doc.workspaceId, userId: doc.userId, role: doc.role, joinedAt: doc.joinedAt }
}

function toInvitation(doc: InvitationDocument): Invitation {
  return { workspaceId: doc.workspaceId, email: doc.email as EmailAddress, role: doc.role, invitedAt: doc.invitedAt }
}
