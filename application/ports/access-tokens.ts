import type { Permission } from '../../domain/user'
import type { Awaitable } from './awaitable'

export interface AccessTokenClaims {
  readonly sub: string
  readonly email: string
  readonly permission: Permission
  readonly ver: number
}

export interface IssuedAccessToken {
  readonly accessToken: string
  readonly expiresIn: number
}

/** Issues and verifies signed access tokens; verify answers null for anything not fully valid. */
export interface AccessTokens {
  issue(claims: AccessTokenClaims): Promise<IssuedAccessToken>
  /** May answer without a promise for a token verified before (see Awaitable). */
  verify(token: string): Awaitable<AccessTokenClaims | null>
}
