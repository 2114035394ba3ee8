import type { Container } from 'inversify'
import type { EnforceRateLimit } from '../../application/use-cases/enforce-rate-limit'
import type { Lifecycle } from './lifecycle'
import type { ProtectedRoutes } from './protected-routes'
import type { webhookUseCases } from './webhook-use-cases'

/** What every route group of the composition root is wired from. */
export interface AppRouteWiring {
  readonly container: Container
  /** Routes for people only (a session's bearer token). */
  readonly protect: ProtectedRoutes
  /** Routes that serve systems too: an API key is accepted there (docs/teams.md). */
  readonly protectForSystems: ProtectedRoutes
  readonly lifecycle: Lifecycle
  /** One rate limiter shared by sign-in, the chat transcript and the public routes. */
  readonly rateLimit: EnforceRateLimit
  /** One set of webhook use cases behind the data lake's webhooks and the desk's. */
  readonly webhooks: ReturnType<typeof webhookUseCases>
}
