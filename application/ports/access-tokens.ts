import type { Permission } from '../../domain/user'

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
  verify(token: string): Promise<AccessTokenClaims | null>
}
