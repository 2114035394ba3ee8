import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { PERSONAL_WORKSPACE_NAME, type Workspace } from '../../domain/workspace'
import { TOKENS } from '../ports/tokens'
import type { UserRepository } from '../ports/user-repository'
import type { WorkspaceStore } from '../ports/workspace-store'

/**
 * A workspace as stored, or a personal one as it is before it has a record (named `Personal`,
 * created with its user). `ensure` stores a personal workspace with its owner the first time it is
 * renamed or shared, so its members and last-owner rule live in the store like a team's.
 */
@injectable()
export class WorkspaceRecords {
  constructor(
    @inject(TOKENS.WorkspaceStore) private readonly store: WorkspaceStore,
    @inject(TOKENS.UserRepository) private readonly users: UserRepository,
  ) {}

  async find(id: string): Promise<Workspace | null> {
    const stored = await this.store.find(id)
    if (stored) return stored
    const owner = await this.users.findById(id)
    return owner ? { id, name: PERSONAL_WORKSPACE_NAME, createdAt: owner.createdAt } : null
  }

  async ensure(id: string): Promise<Workspace> {
    const stored = await this.store.find(id)
    if (stored) return stored
    const personal = await this.find(id)
    if (!personal) throw DomainError.notFound(`Workspace ${id} not found`)
    await this.store.create(personal, { workspaceId: id, userId: id, role: 'owner', joinedAt: personal.createdAt })
    return (await this.store.find(id)) ?? personal
  }
}
