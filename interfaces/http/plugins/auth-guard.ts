import type { Awaitable } from '../../../application/ports/awaitable'
import type { AuthenticateAccessToken } from '../../../application/use-cases/authenticate-access-token'
import type { Principal } from '../../../domain/principal'
import { DomainError } from '../../../domain/errors'

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/

/** Who sent a request, from its bearer token; throws UNAUTHORIZED (answered as 401). */
export type BearerAuth = (request: Request) => Awaitable<Principal>

/**
 * A protected route calls this first thing in its handler (after Elysia validated the input).
 * Not an Elysia macro: a `resolve` or `beforeHandle` hook measured 3–6 µs more per request than
 * this call, and a token seen before is answered without an await (see Awaitable).
 */
export function bearerAuth(authenticate: AuthenticateAccessToken): BearerAuth {
  return (request) => {
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
