import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { requireObjectId } from '../../domain/object-id'
import { assertPerson, type Principal } from '../../domain/principal'
import { isPersonalWorkspace, parseRole, type Role } from '../../domain/workspace'
import { TOKENS } from '../ports/tokens'
import type { MemberChange, WorkspaceStore } from '../ports/workspace-store'
import { DatabaseAccess } from '../services/database-access'

/** Changes a member's role (owners only); the last owner cannot be demoted (409), nor a personal workspace's own user. */
@injectable()
export class ChangeMemberRole {
  constructor(
    @inject(TOKENS.WorkspaceStore) private readonly store: WorkspaceStore,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
  ) {}

  async execute(input: { principal: Principal; id: string; userId: string; role: unknown }): Promise<{ userId: string; role: Role }> {
    assertPerson(input.principal)
    const id = requireObjectId(input.id, 'id')
    const userId = requireObjectId(input.userId, 'userId')
    await this.access.manageable(input.principal, id)
    const role = parseRole(input.role)
    if (isPersonalWorkspace(id, userId) && role !== 'owner') throw DomainError.conflict('A personal workspace keeps its owner')
    answerChange(await this.store.changeRole(id, userId, role), 'demoted')
    return { userId, role }
  }
}

/** 404 for a non-member, 409 for the last owner. */
export function answerChange(change: MemberChange, verb: string): void {
  if (change === 'absent') throw DomainError.notFound('Member not found')
  if (change === 'last-owner') throw DomainError.conflict(`The last owner of a workspace cannot be ${verb}`)
}
