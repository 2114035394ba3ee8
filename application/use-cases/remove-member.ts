import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { requireObjectId } from '../../domain/object-id'
import { assertPerson, type Principal } from '../../domain/principal'
import { isPersonalWorkspace } from '../../domain/workspace'
import { TOKENS } from '../ports/tokens'
import type { WorkspaceStore } from '../ports/workspace-store'
import { DatabaseAccess } from '../services/database-access'
import { answerChange } from './change-member-role'

/** Removes a member (owners), or lets a member leave; never the last owner (409). The removed member loses access at its next request. */
@injectable()
export class RemoveMember {
  constructor(
    @inject(TOKENS.WorkspaceStore) private readonly store: WorkspaceStore,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
  ) {}

  async execute(input: { principal: Principal; id: string; userId: string }): Promise<{ message: string }> {
    assertPerson(input.principal)
    const id = requireObjectId(input.id, 'id')
    const userId = requireObjectId(input.userId, 'userId')
    if (userId === input.principal.userId) await this.access.member(input.principal, id)
    else await this.access.manageable(input.principal, id)
    if (isPersonalWorkspace(id, userId)) throw DomainError.conflict('A personal workspace keeps its owner')
    answerChange(await this.store.removeMember(id, userId), 'removed')
    return { message: userId === input.principal.userId ? 'You left the workspace' : 'Member removed' }
  }
}
