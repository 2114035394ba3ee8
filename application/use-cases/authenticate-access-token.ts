import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { isObjectId } from '../../domain/object-id'
import type { Principal } from '../../domain/principal'
import type { User } from '../../domain/user'
import type { AccessTokenClaims, AccessTokens } from '../ports/access-tokens'
import { TOKENS } from '../ports/tokens'
import type { UserRepository } from '../ports/user-repository'

/**
 * Turns a bearer token into a Principal. The signature and claims are checked by AccessTokens;
 * here the user must still exist, not be disabled, and hold the token's version (logout bumps it).
 */
@injectable()
export class AuthenticateAccessToken {
  constructor(
    @inject(TOKENS.AccessTokens) private readonly tokens: AccessTokens,
    @inject(TOKENS.UserRepository) private readonly users: UserRepository,
  ) {}

  async execute(input: { token: string }): Promise<Principal> {
    const claims = await this.tokens.verify(input.token)
    if (!claims || !isObjectId(claims.sub)) throw DomainError.unauthorized('Access token is invalid or has expired')
    return principalOf(claims, await this.users.findById(claims.sub))
  }
}

function principalOf(claims: AccessTokenClaims, user: User | null): Principal {
  if (!user || user.status === 'Disabled' || user.tokenVersion !== claims.ver) {
    throw DomainError.unauthorized('Access token is invalid or has expired')
  }
  return { userId: user.id, email: user.email, permission: user.permission, workspaceId: user.workspaceId }
}
