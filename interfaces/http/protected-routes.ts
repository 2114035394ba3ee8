import type { StaticDecode, TSchema } from '@sinclair/typebox'
import type { status } from 'elysia'
import type { AuthenticateAccessToken } from '../../application/use-cases/authenticate-access-token'
import type { RunIdempotently } from '../../application/use-cases/run-idempotently'
import { DomainError } from '../../domain/errors'
import type { Principal } from '../../domain/principal'
import { type BearerAuth, bearerAuth, bearerSecurity, bearerToken, type RouteAuth, systemSecurity } from './bearer-auth'
import { IdempotentWrites } from './idempotent-writes'
import { answerPrebuilt, type PrebuiltAnswer } from './prebuilt-json'

/** What the wrappers read from Elysia's context; Elysia's own context satisfies it. */
type RouteContext = { request: Request; set: { headers: Record<string, string | number> | object }; body?: unknown }
/** A route's options as Elysia takes them (the schemas typed here; response and detail as Elysia checks them). */
type RouteHook = { params?: TSchema; query?: TSchema; body?: TSchema; detail?: object }
type Decoded<H, K extends string, Otherwise> = H extends { [key in K]: infer S extends TSchema } ? StaticDecode<S> : Otherwise
/** What a protected handler receives: Elysia's context as its route's schemas type it, and who asked. */
export type ProtectedContext<H extends RouteHook, P = Principal> = {
  request: Request
  set: { headers: Record<string, string | number> }
  server: unknown
  status: typeof status
  params: Decoded<H, 'params', Record<string, string>>
  query: Decoded<H, 'query', Record<string, string | undefined>>
  body: Decoded<H, 'body', unknown>
  principal: P
}
/** A protected route: its handler and its options with the bearer requirement, to spread into Elysia's `.get(path, ...)`. */
type Route<H, R> = [handler: (context: RouteContext) => Promise<R>, hook: H & { detail: { security: Record<string, string[]>[] } }]

/**
 * The one way a route says it needs the bearer token: `.get(path, ...protect.handler(hook, handle))`.
 * The helper adds the OpenAPI bearer requirement to the route's options (which is also what
 * authenticates it before validation, bearer-auth.ts) and gives the handler `principal`, resolved
 * through the one AuthenticateAccessToken use case. `handler` answers a value (or `status(...)`),
 * `prebuilt` JSON text the handler already has (prebuilt-json.ts), `write` the same kept and
 * replayed under an Idempotency-Key (a write without one never reaches idempotent-writes.ts).
 *
 * Elysia decides from a handler's source text which parts of the request to parse, and parses
 * everything for a handler that passes its context on (docs/performance.md, "Hooks and awaits"):
 * a wrapper therefore shows Elysia the route's own handler as its source.
 */
export class ProtectedRoutes {
  private readonly principalOf: BearerAuth
  private readonly idempotent: IdempotentWrites

  private readonly security: Record<string, string[]>[]

  /** `auth.acceptApiKey`: the routes serve systems too (an API key), not only people (the default). */
  constructor(
    private readonly authenticate: AuthenticateAccessToken,
    runIdempotently: RunIdempotently,
    private readonly auth: RouteAuth = { acceptApiKey: false },
  ) {
    this.principalOf = bearerAuth(authenticate, auth)
    this.idempotent = new IdempotentWrites(runIdempotently)
    this.security = auth.acceptApiKey ? systemSecurity : bearerSecurity
  }

  /** A protected route that answers a value (or `status(...)`), as an unprotected one would. */
  handler<const H extends RouteHook, R>(hook: H, handle: (context: ProtectedContext<H>) => R | Promise<R>): Route<H, R> {
    const principalOf = this.principalOf
    return route(this.security, hook, handle, async (context) => handle(authenticated<H>(context, await principalOf(context.request))))
  }

  /**
   * Like `handler`, but a store that cannot be asked who the token belongs to reaches the handler
   * as `principal: null`, for it to answer in its own shape (the health check); a refused token is still 401.
   */
  handlerOrStoreAway<const H extends RouteHook, R>(hook: H, handle: (context: ProtectedContext<H, Principal | null>) => R | Promise<R>) {
    const principalOf = this.principalOf
    return route(this.security, hook, handle, async (context) => {
      const principal = await principalOf(context.request).catch((error: unknown) => {
        if (error instanceof DomainError && error.code === 'UPSTREAM_UNAVAILABLE') return null
        throw error
      })
      return handle(authenticated<H, Principal | null>(context, principal))
    })
  }

  /** A protected route whose answer is JSON text it already has, with its ETag. */
  prebuilt<const H extends RouteHook>(hook: H, handle: (context: ProtectedContext<H>) => Promise<PrebuiltAnswer>): Route<H, Response> {
    const principalOf = this.principalOf
    return route(this.security, hook, handle, async (context) => {
      const principal = await principalOf(context.request)
      return answerPrebuilt(context.request, context.set, await handle(authenticated<H>(context, principal)))
    })
  }

  /** A protected write answered as `prebuilt`; with an Idempotency-Key its answer is kept and replayed. */
  write<const H extends RouteHook>(hook: H, handle: (context: ProtectedContext<H>) => Promise<PrebuiltAnswer>): Route<H, Response> {
    const principalOf = this.principalOf
    const idempotent = this.idempotent
    return route(this.security, hook, handle, async (context) => {
      const principal = await principalOf(context.request)
      const key = context.request.headers.get('idempotency-key')
      const write = () => handle(authenticated<H>(context, principal))
      if (key === null) return answerPrebuilt(context.request, context.set, await write())
      return idempotent.run(key, context.request, principal, context.body ?? null, context.set, write)
    })
  }

  /**
   * Whether the request's token still authenticates now, in the workspace it named, and the
   * caller still passes `allowed` (a long-lived stream asks between events: a removed member's stream ends).
   */
  async stillValid(request: Request, allowed: (principal: Principal) => Promise<unknown> = async () => true): Promise<boolean> {
    const token = bearerToken(request)
    if (token === null) return false
    const workspaceId = request.headers.get('x-workspace-id')
    return this.authenticate
      .execute({ token, workspaceId, acceptApiKey: this.auth.acceptApiKey })
      .then(allowed)
      .then(
        () => true,
        () => false,
      )
  }
}

/** Elysia's context with `principal` added (as Elysia's own resolve would), typed as the route's schemas say. */
function authenticated<H extends RouteHook, P = Principal>(context: RouteContext, principal: P): ProtectedContext<H, P> {
  // Set on the context itself rather than copied in (Object.assign): one property write per request.
  const withPrincipal = context as RouteContext & { principal?: P }
  withPrincipal.principal = principal
  return withPrincipal as unknown as ProtectedContext<H, P>
}

function route<H extends RouteHook, R>(
  security: Record<string, string[]>[],
  hook: H,
  handle: { toString(): string },
  wrapper: (context: RouteContext) => Promise<R>,
): Route<H, R> {
  wrapper.toString = () => handle.toString()
  return [wrapper, { ...hook, detail: { ...hook.detail, security } }]
}
