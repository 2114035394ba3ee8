import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { isObjectId } from '../../domain/object-id'
import type { Principal } from '../../domain/principal'
import type { User } from '../../domain/user'
import type { AccessTokenClaims, AccessTokens } from '../ports/access-tokens'
import { andThen, type Awaitable } from '../ports/awaitable'
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

  /**
   * Answers without a promise when the token and its user are both in this instance's caches (the
   * common case of a client making many calls); a refusal is then thrown, not rejected.
   */
  execute(input: { token: string }): Awaitable<Principal> {
    return andThen(this.tokens.verify(input.token), (claims) => {
      if (!claims || !isObjectId(claims.sub)) throw DomainError.unauthorized('Access token is invalid or has expired')
      return andThen(this.users.findById(claims.sub), (user) => principalOf(claims, user))
    })
  }
}

function principalOf(claims: AccessTokenClaims, user: User | null): Principal {
  if (!user || user.status === 'Disabled' || user.tokenVersion !== claims.ver) {
    throw DomainError.unauthorized('Access token is invalid or has expired')
  }
  return { userId: user.id, email: user.email, permission: user.permission, workspaceId: user.workspaceId }
}
