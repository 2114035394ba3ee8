import { inject, injectable } from 'inversify'
import { requireObjectId } from '../../domain/object-id'
import { assertPerson, type Principal } from '../../domain/principal'
import { type MembersView, toInvitationView, toMemberView } from '../../domain/workspace-member'
import { TOKENS } from '../ports/tokens'
import type { UserRepository } from '../ports/user-repository'
import type { WorkspaceStore } from '../ports/workspace-store'
import { DatabaseAccess } from '../services/database-access'

/** The members and pending invitations of a workspace; any member may look. */
@injectable()
export class ListMembers {
  constructor(
    @inject(TOKENS.WorkspaceStore) private readonly store: WorkspaceStore,
    @inject(TOKENS.UserRepository) private readonly users: UserRepository,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
  ) {}

  async execute(input: { principal: Principal; id: string }): Promise<MembersView> {
    assertPerson(input.principal)
    const id = requireObjectId(input.id, 'id')
    await this.access.member(input.principal, id)
    const [members, invitations] = await Promise.all([this.store.members(id), this.store.invitations(id)])
    // A personal workspace never shared has no stored members: its owner is its user.
    const all = members.length > 0 ? members : [{ workspaceId: id, userId: id, role: 'owner' as const, joinedAt: new Date(0) }]
    const users = await Promise.all(all.map((m) => this.users.findById(m.userId)))
    const data = all.flatMap((m, i) => {
      const user = users[i]
      if (!user) return []
      return [toMemberView(members.length > 0 ? m : { ...m, joinedAt: user.createdAt }, user)]
    })
    return { data, invitations: invitations.map(toInvitationView) }
  }
}
