import { inject, injectable } from 'inversify'
import { requireObjectId } from '../../domain/object-id'
import { assertPerson, type Principal } from '../../domain/principal'
import { parseWorkspaceName, toWorkspaceView, type WorkspaceView } from '../../domain/workspace'
import { TOKENS } from '../ports/tokens'
import type { WorkspaceStore } from '../ports/workspace-store'
import { DatabaseAccess } from '../services/database-access'
import { WorkspaceRecords } from '../services/workspace-records'

/** Renames a workspace; owners only. */
@injectable()
export class RenameWorkspace {
  constructor(
    @inject(TOKENS.WorkspaceStore) private readonly store: WorkspaceStore,
    @inject(WorkspaceRecords) private readonly records: WorkspaceRecords,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
  ) {}

  async execute(input: { principal: Principal; id: string; name: unknown }): Promise<WorkspaceView> {
    assertPerson(input.principal)
    const id = requireObjectId(input.id, 'id')
    await this.access.manageable(input.principal, id)
    const name = parseWorkspaceName(input.name)
    const workspace = await this.records.ensure(id)
    await this.store.rename(id, name)
    return toWorkspaceView({ ...workspace, name }, 'owner')
  }
}
