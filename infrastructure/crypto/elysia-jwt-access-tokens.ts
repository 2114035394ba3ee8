import { jwt } from '@elysiajs/jwt'
import type { AccessTokenClaims, AccessTokens, IssuedAccessToken } from '../../application/ports/access-tokens'
import type { RandomSource } from '../../application/ports/random-source'

export interface JwtSettings {
  readonly secret: string
  readonly ttlSeconds: number
  readonly issuer: string
  readonly audience: string
}

const REQUIRED_CLAIMS = ['sub', 'email', 'permission', 'ver', 'jti', 'iss', 'aud', 'iat', 'exp']

/**
 * HS256 access tokens through @elysiajs/jwt (jose underneath). The plugin checks nothing unless
 * told, so verify pins the algorithm, `typ`, issuer, audience, expiry and every required claim.
 */
export class ElysiaJwtAccessTokens implements AccessTokens {
  private readonly signer

  constructor(
    private readonly settings: JwtSettings,
    private readonly random: RandomSource,
  ) {
    this.signer = jwt({
      name: 'jwt',
      secret: settings.secret,
      alg: 'HS256',
      typ: 'at+jwt',
      iss: settings.issuer,
      aud: settings.audience,
    }).decorator.jwt
  }

  async issue(claims: AccessTokenClaims): Promise<IssuedAccessToken> {
    const accessToken = await this.signer.sign({
      sub: claims.sub,
      email: claims.email,
      permission: claims.permission,
      ver: claims.ver,
      jti: this.random.token(16),
      exp: `${this.settings.ttlSeconds}s`,
    })
    return { accessToken, expiresIn: this.settings.ttlSeconds }
  }

  async verify(token: string): Promise<AccessTokenClaims | null> {
    const payload = await this.signer.verify(token, {
      algorithms: ['HS256'],
      typ: 'at+jwt',
      issuer: this.settings.issuer,
      audience: this.settings.audience,
      requiredClaims: REQUIRED_CLAIMS,
    })
    if (!payload) return null
    const { sub, email, permission, ver } = payload as Record<string, unknown>
    if (typeof sub !== 'string' || typeof email !== 'string' || typeof ver !== 'number' || !Number.isInteger(ver)) return null
    if (permission !== 'admin' && permission !== 'agent' && permission !== 'user') return null
    return { sub, email, permission, ver }
  }
}
