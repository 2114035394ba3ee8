import { Elysia } from 'elysia'
import type { Container } from 'inversify'
import { TOKENS } from '../../application/ports/tokens'
import { AuthenticateAccessToken } from '../../application/use-cases/authenticate-access-token'
import { EnforceRateLimit } from '../../application/use-cases/enforce-rate-limit'
import { RunIdempotently } from '../../application/use-cases/run-idempotently'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import { PROMETHEUS_CONTENT_TYPE } from '../../infrastructure/observability/prometheus-text'
import { allowedMethods } from './allowed-methods'
import type { AppRouteWiring } from './app-route-wiring'
import { authenticateBeforeValidation, type RouteAuth, routeAuthOf } from './bearer-auth'
import { dataLakeAppRoutes } from './data-lake-app-routes'
import { deskAppRoutes } from './desk-app-routes'
import { countStringsAsJsonSchema } from './json-schema-strings'
import type { Lifecycle } from './lifecycle'
import { peopleAppRoutes } from './people-app-routes'
import { answerHeaders } from './plugins/answer-headers'
import { ownBodyAdapter } from './plugins/body-step'
import { errorHandler } from './plugins/error-handler'
import { jsonBody } from './plugins/json-body'
import { objectBodies, objectBodyRoutes } from './plugins/object-body'
import { openApi } from './plugins/openapi'
import { ProtectedRoutes } from './protected-routes'
import { observeRequests } from './request-observation'
import { INBOUND_PATH } from './routes/inbound-routes'
import { metricsRoutes, REQUEST_SECONDS_BUCKETS } from './routes/metrics-routes'
import { operationErrorFields } from './routes/operations-routes'
import { STREAMED_BODY_ROUTE } from './streamed-body'
import { webhookUseCases } from './webhook-use-cases'

export type { Lifecycle } from './lifecycle'

/** Builds the whole HTTP application from a container. The server entry and the tests share it. */
export function createApp(container: Container, options: { lifecycle?: Lifecycle } = {}) {
  const lifecycle = options.lifecycle ?? { draining: false }
  const config = container.get(INFRA.Config)
  const logger = container.get(INFRA.RootLogger)
  const authenticate = container.get(AuthenticateAccessToken)
  const rateLimit = container.get(EnforceRateLimit)
  // The one way a route says it needs the bearer token (protected-routes.ts).
  const protect = new ProtectedRoutes(authenticate, container.get(RunIdempotently))
  // Data routes serve systems too: an API key is accepted there (docs/teams.md).
  const protectForSystems = new ProtectedRoutes(authenticate, container.get(RunIdempotently), { acceptApiKey: true })
  const wiring: AppRouteWiring = {
    container,
    protect,
    protectForSystems,
    lifecycle,
    rateLimit,
    webhooks: webhookUseCases(container),
  }
  const metrics = container.get(INFRA.Metrics)
  const requestSeconds = config.metricsToken
    ? metrics.histogram(
        'http_request_duration_seconds',
        'Time from arrival to answer, by method, route pattern and status (its _count is the request count)',
        REQUEST_SECONDS_BUCKETS,
        ['method', 'route', 'status'],
      )
    : null
  // Filled once the routes exist: the routes ProtectedRoutes gave a bearer requirement, and whether it admits API keys.
  // By route pattern, then method: the pattern is the same string each time, so no key is built per request.
  let secured: ReadonlyMap<string, ReadonlyMap<string, RouteAuth>> = new Map()
  // Likewise the routes whose body must be a JSON object (plugins/object-body.ts).
  let objectBodied: ReadonlySet<string> = new Set()
  // The routes are known once the app below is built; 405 answers look them up then.
  const methodsAt = allowedMethods(() => app.routes)
  // Elysia's adapter for this runtime, its code for a JSON body calling ours (plugins/body-step.ts).
  const app = new Elysia({ adapter: ownBodyAdapter(new Elysia()['~adapter']) })
    .use(
      errorHandler(
        logger,
        operationErrorFields,
        container.isBound(TOKENS.StoreFaults) ? container.get(TOKENS.StoreFaults) : undefined,
        methodsAt,
      ),
    )
    .use(metricsRoutes({ token: config.metricsToken, render: () => metrics.render(), contentType: PROMETHEUS_CONTENT_TYPE }))
    .use(answerHeaders(config.corsOrigins))
    .use(
      authenticateBeforeValidation(
        authenticate,
        (method, route) => secured.get(route)?.get(method),
        // By the route's pattern Elysia already set, not the URL (Bun builds a new string each time `request.url` is read).
        jsonBody(config.maxBodyBytes, (route) => route === STREAMED_BODY_ROUTE || route === INBOUND_PATH),
      ),
    )
    .use(objectBodies((method, route) => objectBodied.has(`${method} ${route}`)))
    .use(openApi())
    // The route groups, registered in the order the routes always had.
    .use(peopleAppRoutes(wiring))
    .use(dataLakeAppRoutes(wiring))
    .use(deskAppRoutes(wiring))
  // Before any route compiles its validator (json-schema-strings.ts), and the object-body routes.
  countStringsAsJsonSchema(app.routes)
  objectBodied = objectBodyRoutes(app.routes)
  observeRequests(app, logger, logger.enabled('info'), requestSeconds)
  const byRoute = new Map<string, Map<string, RouteAuth>>()
  for (const route of app.routes) {
    const auth = routeAuthOf(route.hooks?.detail)
    if (!auth) continue
    let methods = byRoute.get(route.path)
    if (!methods) byRoute.set(route.path, (methods = new Map()))
    methods.set(route.method, auth)
  }
  secured = byRoute
  return app
}

export type App = ReturnType<typeof createApp>
