import { Elysia } from 'elysia'
import type { AuthenticateAccessToken } from '../../application/use-cases/authenticate-access-token'
import { DomainError } from '../../domain/errors'
import type { Principal } from '../../domain/principal'
import { type BodyParser, bodyStep } from './plugins/body-step'

// The scheme is case-insensitive (RFC 9110 §11.1) and may be followed by more than one space; the
// credential is RFC 6750's b64token, whatever its kind (an access token, later an API key):
// AuthenticateAccessToken decides what it is.
const BEARER = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i
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
 * ProtectedRoutes calls this first thing in a protected handler (docs/performance.md says why not a hook).
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
    const token = credentialOf(header)
    if (token === null) throw DomainError.unauthorized('Malformed bearer token')
    const workspaceId = request.headers.get('x-workspace-id')
    const wellFormed = workspaceId === null || WORKSPACE_ID.test(workspaceId)
    const principal = await authenticate.execute({ token, workspaceId: wellFormed ? workspaceId : null, acceptApiKey: auth.acceptApiKey })
    // Checked after the token, so an anonymous caller learns nothing of the header's rules.
    if (!wellFormed) {
      throw DomainError.validation('X-Workspace-Id must be a workspace id (24 hexadecimal characters)', [
        { path: 'X-Workspace-Id', message: 'is not a workspace id' },
      ])
    }
    return principal
  }
}

/** The bearer credential of a request, or null when it has none in the expected form. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')
  return header ? credentialOf(header) : null
}

/**
 * Headers already read, to their credential: the same few tokens come back on every request. Filled
 * before authentication, so an anonymous caller can fill it too: at most 1 000 headers of at most
 * 1 KiB (about 2 MiB), emptied when full.
 */
const credentials = new Map<string, string>()
const MAX_CREDENTIALS = 1_000
const MAX_REMEMBERED_HEADER = 1024

/**
 * The credential of an Authorization header; a header seen before skips the regular expression, and
 * the credential is the very string it was, whose hash the token caches behind this reuse.
 */
function credentialOf(header: string): string | null {
  const known = credentials.get(header)
  if (known !== undefined) return known
  const match = header.length <= 4096 ? BEARER.exec(header) : null
  if (!match) return null
  if (header.length > MAX_REMEMBERED_HEADER) return match[1]!
  if (credentials.size >= MAX_CREDENTIALS) credentials.clear()
  credentials.set(header, match[1]!)
  return match[1]!
}

/** The OpenAPI security requirement of a route for people (an access token; ProtectedRoutes sets it). */
export const bearerSecurity: Record<string, string[]>[] = [{ bearerAuth: [] }]
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
 * Authenticates every route whose documentation says it needs the bearer token (protected-routes.ts)
 * before the schema checks: without a valid token a protected route answers 401 whatever its body,
 * path or query, so an anonymous caller learns nothing of its schema (an API key on a people's
 * route: 403). `protectedRoute` answers from the finished app's route table. A route with a body
 * is authenticated in the parse step before `readBody` reads it (body-step.ts), one without in the
 * transform step.
 */
export function authenticateBeforeValidation(
  authenticate: AuthenticateAccessToken,
  protectedRoute: (method: string, route: string) => RouteAuth | undefined,
  readBody: BodyParser,
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
  // Not async functions: a route without the requirement passes without a promise to await.
  const parse: BodyParser = (context, contentType) => {
    const authenticated = authenticateOnce(context.request, context.route)
    return authenticated === undefined ? readBody(context, contentType) : authenticated.then(() => readBody(context, contentType))
  }
  return new Elysia({ name: 'authenticate-before-validation' })
    .use(bodyStep(parse))
    .onTransform({ as: 'global' }, ({ request, route }) => authenticateOnce(request, route))
}
