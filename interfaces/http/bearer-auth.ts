import type { AuthenticateAccessToken } from '../../application/use-cases/authenticate-access-token'
import type { Principal } from '../../domain/principal'
import { DomainError } from '../../domain/errors'

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/

/** Who sent a request, from its bearer token; throws UNAUTHORIZED (answered as 401). */
export type BearerAuth = (request: Request) => Promise<Principal>

/** A protected route calls this first thing in its handler (docs/performance.md says why not a hook). */
export function bearerAuth(authenticate: AuthenticateAccessToken): BearerAuth {
  return async (request) => {
    // Reading the one header (not Elysia's `headers`) spares copying every header of every request.
    const header = request.headers.get('authorization')
    if (!header) throw DomainError.unauthorized('Missing bearer token')
    const match = header.length <= 4096 ? BEARER.exec(header) : null
    if (!match) throw DomainError.unauthorized('Malformed bearer token')
    return authenticate.execute({ token: match[1]! })
  }
}

/** The OpenAPI security requirement of a protected route. */
export const bearerSecurity = [{ bearerAuth: [] as string[] }]
