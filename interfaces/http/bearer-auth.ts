import { Elysia } from 'elysia'
import type { AuthenticateAccessToken } from '../../application/use-cases/authenticate-access-token'
import { DomainError } from '../../domain/errors'
import type { Principal } from '../../domain/principal'

// The scheme is case-insensitive (RFC 9110 §11.1) and may be followed by more than one space; the
// credential is RFC 6750's b64token, whatever its kind (an access token, later an API key):
// AuthenticateAccessToken decides what it is.
const BEARER = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i

/** Who sent a request, from its bearer token; throws UNAUTHORIZED (answered as 401). */
export type BearerAuth = (request: Request) => Promise<Principal>

/** Principals already established for a request by `authenticateBeforeValidation`. */
const established = new WeakMap<Request, Promise<Principal>>()

/**
 * ProtectedRoutes calls this first thing in a protected handler (docs/performance.md says why not a hook).
 * When `authenticateBeforeValidation` already authenticated the request, its answer is reused.
 */
export function bearerAuth(authenticate: AuthenticateAccessToken): BearerAuth {
  const verify = bearerVerifier(authenticate)
  return (request) => established.get(request) ?? verify(request)
}

function bearerVerifier(authenticate: AuthenticateAccessToken): BearerAuth {
  return async (request) => {
    // Reading the one header (not Elysia's `headers`) spares copying every header of every request.
    const header = request.headers.get('authorization')
    if (!header) throw DomainError.unauthorized('Missing bearer token')
    const token = credentialOf(header)
    if (token === null) throw DomainError.unauthorized('Malformed bearer token')
    return authenticate.execute({ token })
  }
}

/** The bearer credential of a request, or null when it has none in the expected form. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')
  return header ? credentialOf(header) : null
}

function credentialOf(header: string): string | null {
  const match = header.length <= 4096 ? BEARER.exec(header) : null
  return match ? match[1]! : null
}

/** The OpenAPI security requirement of a protected route (ProtectedRoutes.declareOn sets it). */
export const bearerSecurity = [{ bearerAuth: [] as string[] }]

/** Whether a route's OpenAPI detail says it needs the bearer token. */
export function requiresBearer(detail: unknown): boolean {
  const security = (detail as { security?: unknown } | undefined)?.security
  return (
    Array.isArray(security) && security.some((requirement) => requirement && typeof requirement === 'object' && 'bearerAuth' in requirement)
  )
}

/**
 * Authenticates every route whose documentation says it needs the bearer token (protected-routes.ts)
 * in Elysia's transform step, which runs before the schema checks: without a valid token a
 * protected route answers 401 whatever its body, path or query, so an anonymous caller learns
 * nothing of its schema. `protectedRoute` answers from the finished app's route table.
 */
export function authenticateBeforeValidation(
  authenticate: AuthenticateAccessToken,
  protectedRoute: (method: string, route: string) => boolean,
) {
  const verify = bearerVerifier(authenticate)
  // Once per request, in the first of the two steps that runs: parse (routes with a body: before
  // reading it, so a malformed, oversized or mistyped body is a 401 too) or transform.
  const authenticateOnce = (request: Request, route: string) => {
    if (established.has(request) || !protectedRoute(request.method, route)) return
    const principal = verify(request)
    established.set(request, principal)
    // Only a refusal answers here; a store that cannot be asked (503) is the handler's to answer
    // (the health route answers it in its own shape), through the same remembered promise.
    return principal.then(
      () => undefined,
      (error: unknown) => {
        if (error instanceof DomainError && error.code === 'UNAUTHORIZED') throw error
      },
    )
  }
  // Not async functions: a route without the requirement passes without a promise to await; a
  // parse hook that answers undefined leaves the body to the next parser (json-body.ts).
  return new Elysia({ name: 'authenticate-before-validation' })
    .onParse({ as: 'global' }, ({ request, route }) => authenticateOnce(request, route))
    .onTransform({ as: 'global' }, ({ request, route }) => authenticateOnce(request, route))
}
