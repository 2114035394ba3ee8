import { Elysia } from 'elysia'
import { AddMember } from '../../application/use-cases/add-member'
import { AdministerUser } from '../../application/use-cases/administer-user'
import { ChangeMemberRole } from '../../application/use-cases/change-member-role'
import { CheckHealth } from '../../application/use-cases/check-health'
import { CreateApiKey } from '../../application/use-cases/create-api-key'
import { CreateWorkspace } from '../../application/use-cases/create-workspace'
import { ExchangeLoginLink } from '../../application/use-cases/exchange-login-link'
import { GetCurrentUser } from '../../application/use-cases/get-current-user'
import { GetFlow } from '../../application/use-cases/get-flow'
import { GetUserById } from '../../application/use-cases/get-user-by-id'
import { ListApiKeys } from '../../application/use-cases/list-api-keys'
import { ListContactSubmissions } from '../../application/use-cases/list-contact-submissions'
import { ListMembers } from '../../application/use-cases/list-members'
import { ListUsers } from '../../application/use-cases/list-users'
import { ListWorkspaces } from '../../application/use-cases/list-workspaces'
import { LogOut } from '../../application/use-cases/log-out'
import { RefreshSession } from '../../application/use-cases/refresh-session'
import { RemoveMember } from '../../application/use-cases/remove-member'
import { RenameWorkspace } from '../../application/use-cases/rename-workspace'
import { RequestLoginLink } from '../../application/use-cases/request-login-link'
import { RevokeApiKey } from '../../application/use-cases/revoke-api-key'
import { UpdateProfile } from '../../application/use-cases/update-profile'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import type { AppRouteWiring } from './app-route-wiring'
import { apiKeyRoutes } from './routes/api-key-routes'
import { authRoutes } from './routes/auth-routes'
import { consoleRoutes } from './routes/console-routes'
import { flowRoutes } from './routes/flow-routes'
import { healthRoutes } from './routes/health-routes'
import { intakeRoutes } from './routes/intake-routes'
import { userRoutes } from './routes/user-routes'
import { workspaceRoutes } from './routes/workspace-routes'

/** Composition root, part: health, sign-in, users, workspaces, members, API keys, and the console's pages. */
export function peopleAppRoutes({ container, protect, protectForSystems, lifecycle, rateLimit }: AppRouteWiring) {
  const config = container.get(INFRA.Config)
  return new Elysia()
    .use(healthRoutes({ protect: protectForSystems, checkHealth: container.get(CheckHealth), lifecycle }))
    .use(
      authRoutes({
        requestLoginLink: container.get(RequestLoginLink),
        exchangeLoginLink: container.get(ExchangeLoginLink),
        logOut: container.get(LogOut),
        refreshSession: container.get(RefreshSession),
        protect,
        rateLimit,
        limits: config.rateLimits,
        trustProxy: config.trustProxy,
      }),
    )
    .use(
      userRoutes({
        protect,
        getCurrentUser: container.get(GetCurrentUser),
        updateProfile: container.get(UpdateProfile),
        getUserById: container.get(GetUserById),
        listUsers: container.get(ListUsers),
        administerUser: container.get(AdministerUser),
      }),
    )
    .use(intakeRoutes({ protect, listContactSubmissions: container.get(ListContactSubmissions) }))
    .use(flowRoutes({ protect, getFlow: container.get(GetFlow) }))
    .use(consoleRoutes())
    .use(
      workspaceRoutes({
        protect,
        listWorkspaces: container.get(ListWorkspaces),
        createWorkspace: container.get(CreateWorkspace),
        renameWorkspace: container.get(RenameWorkspace),
        listMembers: container.get(ListMembers),
        addMember: container.get(AddMember),
        changeMemberRole: container.get(ChangeMemberRole),
        removeMember: container.get(RemoveMember),
      }),
    )
    .use(
      apiKeyRoutes({
        protect,
        createApiKey: container.get(CreateApiKey),
        listApiKeys: container.get(ListApiKeys),
        revokeApiKey: container.get(RevokeApiKey),
      }),
    )
}
