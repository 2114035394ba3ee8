import { ContainerModule } from 'inversify'
import { WorkspaceRecords } from '../../application/services/workspace-records'
import { AddMember } from '../../application/use-cases/add-member'
import { ChangeMemberRole } from '../../application/use-cases/change-member-role'
import { CreateApiKey } from '../../application/use-cases/create-api-key'
import { CreateWorkspace } from '../../application/use-cases/create-workspace'
import { ListApiKeys } from '../../application/use-cases/list-api-keys'
import { ListMembers } from '../../application/use-cases/list-members'
import { ListWorkspaces } from '../../application/use-cases/list-workspaces'
import { RemoveMember } from '../../application/use-cases/remove-member'
import { RenameWorkspace } from '../../application/use-cases/rename-workspace'
import { RevokeApiKey } from '../../application/use-cases/revoke-api-key'

/** Workspaces, members and API keys (docs/teams.md); their stores are bound by the persistence modules. */
export function workspacesModule() {
  return new ContainerModule(({ bind }) => {
    const useCases: (new (...args: any[]) => object)[] = [
      WorkspaceRecords,
      ListWorkspaces,
      CreateWorkspace,
      RenameWorkspace,
      ListMembers,
      AddMember,
      ChangeMemberRole,
      RemoveMember,
      CreateApiKey,
      ListApiKeys,
      RevokeApiKey,
    ]
    for (const useCase of useCases) bind(useCase).toSelf().inSingletonScope()
  })
}
