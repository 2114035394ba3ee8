import { Elysia } from 'elysia'
import type { Container } from 'inversify'
import { AuthenticateAccessToken } from '../../application/use-cases/authenticate-access-token'
import { CheckHealth } from '../../application/use-cases/check-health'
import { EnforceRateLimit } from '../../application/use-cases/enforce-rate-limit'
import { GetCurrentUser } from '../../application/use-cases/get-current-user'
import { GetUserById } from '../../application/use-cases/get-user-by-id'
import { LogOut } from '../../application/use-cases/log-out'
import { RequestLoginLink } from '../../application/use-cases/request-login-link'
import { UpdateProfile } from '../../application/use-cases/update-profile'
import { VerifyLoginLink } from '../../application/use-cases/verify-login-link'
import { INFRA } from '../../infrastructure/container/infrastructure-tokens'
import { errorHandler } from './plugins/error-handler'
import { jsonBody } from './plugins/json-body'
import { openApi } from './plugins/openapi'
import { requestLogging } from './plugins/request-context'
import { securityHeaders } from './plugins/security-headers'
import { authRoutes } from './routes/auth-routes'
import { healthRoutes } from './routes/health-routes'
import { userRoutes } from './routes/user-routes'

/** Builds the whole HTTP application from a container. The server entry and the tests share it. */
export function createApp(container: Container) {
  const config = container.get(INFRA.Config)
  const logger = container.get(INFRA.RootLogger)
  const authenticate = container.get(AuthenticateAccessToken)
  const rateLimit = container.get(EnforceRateLimit)

  return new Elysia()
    .use(errorHandler(logger))
    .use(requestLogging(logger))
    .use(securityHeaders(config.corsOrigins))
    .use(jsonBody(config.maxBodyBytes))
    .use(openApi())
    .use(healthRoutes({ authenticate, checkHealth: container.get(CheckHealth) }))
    .use(
      authRoutes({
        requestLoginLink: container.get(RequestLoginLink),
        verifyLoginLink: container.get(VerifyLoginLink),
        logOut: container.get(LogOut),
        authenticate,
        rateLimit,
        limits: config.rateLimits,
        trustProxy: config.trustProxy,
      }),
    )
    .use(
      userRoutes({
        authenticate,
        getCurrentUser: container.get(GetCurrentUser),
        updateProfile: container.get(UpdateProfile),
        getUserById: container.get(GetUserById),
      }),
    )
}

export type App = ReturnType<typeof createApp>
