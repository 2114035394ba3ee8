import { Elysia } from 'elysia'
import type { AuthenticateAccessToken } from '../../application/use-cases/authenticate-access-token'
import { DomainError } from '../../domain/errors'
import type { Principal } from '../../domain/principal'

// The scheme is case-insensitive (RFC 9110 §11.1) and may be followed by more than one space. The
// token is a JWT (three dot-separated parts) or an API key (`lk_...`, checked in full by the domain).
const BEARER = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+|lk_[A-Za-z0-9_-]{1,200}) *$/i
const WORKSPACE_ID = /^[0-9a-f]{24}$/

/** Who sent a request, from its bearer token; throws UNAUTHORIZED (answered as 401). */
export type BearerAuth = (request: Request) => Promise<Principal>

/** Whether a route serves people only, or systems with an API key too (its OpenAPI security says which). */
export interface RouteAuth {
  readonly acceptApiKey: boolean
}

/** Principals already established for a request by `authenticateBeforeValidation`. */
const established = new WeakMap<Request, Promise<Principal>>()

/**
 * A protected route calls this first thing in its handler (docs/performance.md says why not a hook).
 * When `authenticateBeforeValidation` already authenticated the request, its answer is reused.
 * People's routes answer an API key 403; `{ acceptApiKey: true }` opens a route to systems.
 */
export function bearerAuth(authenticate: AuthenticateAccessToken, auth: RouteAuth = { acceptApiKey: false }): BearerAuth {
  const verify = bearerVerifier(authenticate)
  return (request) => established.get(request) ?? verify(request, auth)
}

function bearerVerifier(authenticate: AuthenticateAccessToken) {
  return async (request: Request, auth: RouteAuth): Promise<Principal> => {
    // Reading the one header (not Elysia's `headers`) spares copying every header of every request.
    const header = request.headers.get('authorization')
    if (!header) throw DomainError.unauthorized('Missing bearer token')
    const match = header.length <= 4096 ? BEARER.exec(header) : null
    if (!match) throw DomainError.unauthorized('Malformed bearer token')
    const workspaceId = request.headers.get('x-workspace-id')
    const wellFormed = workspaceId === null || WORKSPACE_ID.test(workspaceId)
    const principal = await authenticate.execute({
      token: match[1]!,
      workspaceId: wellFormed ? workspaceId : null,
      acceptApiKey: auth.acceptApiKey,
    })
    // Checked after the token, so an anonymous caller learns nothing of the header's rules.
    if (!wellFormed) {
      throw DomainError.validation('X-Workspace-Id must be a workspace id (24 hexadecimal characters)', [
        { path: 'X-Workspace-Id', message: 'is not a workspace id' },
      ])
    }
    return principal
  }
}

/** The OpenAPI security requirement of a route for people (an access token). */
export const bearerSecurity = [{ bearerAuth: [] as string[] }]
/** The OpenAPI security requirement of a route that systems may call with an API key too. */
export const systemSecurity: Record<string, string[]>[] = [{ bearerAuth: [] }, { apiKeyAuth: [] }]

/** Whether a route's OpenAPI detail says it needs a token, and whether an API key is one. */
export function routeAuthOf(detail: unknown): RouteAuth | null {
  const security = (detail as { security?: unknown } | undefined)?.security
  if (!Array.isArray(security)) return null
  const has = (scheme: string) => security.some((requirement) => requirement && typeof requirement === 'object' && scheme in requirement)
  return has('bearerAuth') ? { acceptApiKey: has('apiKeyAuth') } : null
}

/**
 * Authenticates every route whose documentation says it needs the bearer token (`bearerSecurity`)
 * in Elysia's transform step, which runs before the schema checks: without a valid token a
 * protected route answers 401 whatever its body, path or query, so an anonymous caller learns
 * nothing of its schema (an API key on a people's route: 403). `protectedRoute` answers from the
 * finished app's route table.
 */
export function authenticateBeforeValidation(
  authenticate: AuthenticateAccessToken,
  protectedRoute: (method: string, route: string) => RouteAuth | undefined,
) {
  const verify = bearerVerifier(authenticate)
  // Once per request, in the first of the two steps that runs: parse (routes with a body: before
  // reading it, so a malformed, oversized or mistyped body is a 401 too) or transform.
  const authenticateOnce = (request: Request, route: string) => {
    if (established.has(request)) return
    const auth = protectedRoute(request.method, route)
    if (!auth) return
    const principal = verify(request, auth)
    established.set(request, principal)
    // Only a refusal answers here; a store that cannot be asked (503) is the handler's to answer
    // (the health route answers it in its own shape), through the same remembered promise.
    return principal.then(
      () => undefined,
      (error: unknown) => {
        if (error instanceof DomainError && (error.code === 'UNAUTHORIZED' || error.code === 'FORBIDDEN')) throw error
      },
    )
  }
  // Not async functions: a route without the requirement passes without a promise to await; a
  // parse hook that answers undefined leaves the body to the next parser (json-body.ts).
  return new Elysia({ name: 'authenticate-before-validation' })
    .onParse({ as: 'global' }, ({ request, route }) => authenticateOnce(request, route))
    .onTransform({ as: 'global' }, ({ request, route }) => authenticateOnce(request, route))
}
