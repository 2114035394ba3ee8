import { inject, injectable } from 'inversify'
import { assertPerson, type Principal } from '../../domain/principal'
import { toWorkspaceView, type WorkspaceView } from '../../domain/workspace'
import { TOKENS } from '../ports/tokens'
import type { WorkspaceStore } from '../ports/workspace-store'
import { WorkspaceRecords } from '../services/workspace-records'

/** The caller's workspaces: its personal one first, then those it joined, oldest first, each with the caller's role. */
@injectable()
export class ListWorkspaces {
  constructor(
    @inject(TOKENS.WorkspaceStore) private readonly store: WorkspaceStore,
    @inject(WorkspaceRecords) private readonly records: WorkspaceRecords,
  ) {}

  async execute(input: { principal: Principal }): Promise<WorkspaceView[]> {
    assertPerson(input.principal)
    const { userId } = input.principal
    const memberships = (await this.store.membershipsOf(userId)).filter((m) => m.workspaceId !== userId)
    const [personal, ...joined] = await Promise.all([this.records.find(userId), ...memberships.map((m) => this.store.find(m.workspaceId))])
    const views = personal ? [toWorkspaceView(personal, 'owner')] : []
    joined.forEach((workspace, i) => {
      if (workspace) views.push(toWorkspaceView(workspace, memberships[i]!.role))
    })
    return views
  }
}
