import { Elysia } from 'elysia'
import type { AuthenticateAccessToken } from '../../../application/use-cases/authenticate-access-token'
import { DomainError } from '../../../domain/errors'

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/

/**
 * `{ auth: true }` on a route requires a valid bearer token and resolves `principal`.
 * A macro with `resolve` runs after validation and stays local to the routes that ask for it.
 */
export function authGuard(authenticate: AuthenticateAccessToken) {
  return new Elysia({ name: 'auth-guard' }).macro({
    auth: {
      // Reading the one header (not Elysia's `headers`) spares copying every header of every request.
      async resolve({ request }) {
        const header = request.headers.get('authorization')
        if (!header) throw DomainError.unauthorized('Missing bearer token')
        const match = header.length <= 4096 ? BEARER.exec(header) : null
        if (!match) throw DomainError.unauthorized('Malformed bearer token')
        const principal = await authenticate.execute({ token: match[1]! })
        return { principal }
      },
    },
  })
}

/** The OpenAPI security requirement of a protected route. */
export const bearerSecurity = [{ bearerAuth: [] as string[] }]
