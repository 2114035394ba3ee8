import { inject, injectable } from 'inversify'
import { looksLikeApiKey } from '../../domain/api-key'
import { DomainError } from '../../domain/errors'
import { isObjectId } from '../../domain/object-id'
import type { Principal } from '../../domain/principal'
import type { User } from '../../domain/user'
import type { AccessTokenClaims, AccessTokens } from '../ports/access-tokens'
import { TOKENS } from '../ports/tokens'
import type { UserRepository } from '../ports/user-repository'
import type { WorkspaceStore } from '../ports/workspace-store'
import { ApiKeyAuthentication } from '../services/api-key-authentication'

export interface AuthenticateInput {
  /** The bearer token: an access token (JWT) or an API key (`lk_...`). */
  token: string
  /** `X-Workspace-Id`: where the request acts; absent, a person's personal workspace or a key's own. */
  workspaceId?: string | null
  /** Whether the route serves systems too; people's routes answer a key 403. */
  acceptApiKey?: boolean
}

/**
 * Turns a bearer token into a Principal, for people and systems alike. An access token's signature
 * and claims are checked by AccessTokens; here the user must still exist, not be disabled, and
 * hold the token's version (logout bumps it). An API key goes through ApiKeyAuthentication. A
 * named workspace becomes where the request acts; membership there is checked by DatabaseAccess,
 * from the store on every request, so that a removed member is refused at once.
 */
@injectable()
export class AuthenticateAccessToken {
  constructor(
    @inject(TOKENS.AccessTokens) private readonly tokens: AccessTokens,
    @inject(TOKENS.UserRepository) private readonly users: UserRepository,
    @inject(ApiKeyAuthentication) private readonly apiKeys: ApiKeyAuthentication,
    @inject(TOKENS.WorkspaceStore) private readonly workspaces: WorkspaceStore,
  ) {}

  async execute(input: AuthenticateInput): Promise<Principal> {
    if (looksLikeApiKey(input.token)) {
      const principal = await this.apiKeys.authenticate(input.token)
      if (!input.acceptApiKey) throw DomainError.forbidden('API keys cannot use this route')
      if (input.workspaceId && input.workspaceId !== principal.workspaceId)
        throw DomainError.notFound(`Workspace ${input.workspaceId} not found`)
      return principal
    }
    const claims = await this.tokens.verify(input.token)
    if (!claims || !isObjectId(claims.sub)) throw DomainError.unauthorized('Access token is invalid or has expired')
    const person = principalOf(claims, await this.users.findById(claims.sub))
    const chosen = input.workspaceId
    if (!chosen || chosen === person.workspaceId) return person
    const { role: _personal, ...elsewhere } = person
    // A member's role there is read by DatabaseAccess when a route acts in the workspace (404 for a
    // non-member), so routes that do not (the profile, say) ignore the header.
    if (person.permission !== 'admin') return { ...elsewhere, workspaceId: chosen }
    // Administrators act in any workspace that exists: a team's, or a user's personal one.
    const exists = (await this.workspaces.find(chosen)) ?? (await this.users.findById(chosen))
    if (!exists) throw DomainError.notFound(`Workspace ${chosen} not found`)
    return { ...elsewhere, workspaceId: chosen, role: 'owner' }
  }
}

function principalOf(claims: AccessTokenClaims, user: User | null): Principal {
  if (!user || user.status === 'Disabled' || user.tokenVersion !== claims.ver) {
    throw DomainError.unauthorized('Access token is invalid or has expired')
  }
  return { userId: user.id, email: user.email, permission: user.permission, workspaceId: user.workspaceId, role: 'owner' }
}
