import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { assertPerson, type Principal } from '../../domain/principal'
import { MAX_WORKSPACES_PER_USER, parseWorkspaceName, toWorkspaceView, type WorkspaceView } from '../../domain/workspace'
import type { Clock } from '../ports/clock'
import type { RandomSource } from '../ports/random-source'
import { TOKENS } from '../ports/tokens'
import type { WorkspaceStore } from '../ports/workspace-store'

/** Creates a team workspace; the caller is its first owner. */
@injectable()
export class CreateWorkspace {
  constructor(
    @inject(TOKENS.WorkspaceStore) private readonly store: WorkspaceStore,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: { principal: Principal; name: unknown }): Promise<WorkspaceView> {
    assertPerson(input.principal)
    const name = parseWorkspaceName(input.name)
    if ((await this.store.membershipsOf(input.principal.userId)).length >= MAX_WORKSPACES_PER_USER) {
      throw DomainError.conflict(`A user belongs to at most ${MAX_WORKSPACES_PER_USER} workspaces`)
    }
    const now = this.clock.now()
    const workspace = { id: this.random.objectId(), name, createdAt: now }
    await this.store.create(workspace, { workspaceId: workspace.id, userId: input.principal.userId, role: 'owner', joinedAt: now })
    return toWorkspaceView(workspace, 'owner')
  }
}
