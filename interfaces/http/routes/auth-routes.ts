import { Elysia, t } from 'elysia'
import type { EnforceRateLimit, RateLimitRule } from '../../../application/use-cases/enforce-rate-limit'
import type { LogOut } from '../../../application/use-cases/log-out'
import type { RequestLoginLink } from '../../../application/use-cases/request-login-link'
import type { ExchangeLoginLink } from '../../../application/use-cases/exchange-login-link'
import type { AuthenticateAccessToken } from '../../../application/use-cases/authenticate-access-token'
import { bearerAuth, bearerSecurity } from '../bearer-auth'
import { clientIp, type PeerAddressSource } from '../client-ip'
import { rateLimiter } from '../rate-limiter'
import { errors, MessageSchema } from '../schemas'
import { verifyPage } from './verify-page'

export interface AuthRouteDeps {
  requestLoginLink: RequestLoginLink
  exchangeLoginLink: ExchangeLoginLink
  logOut: LogOut
  authenticate: AuthenticateAccessToken
  rateLimit: EnforceRateLimit
  limits: { authIp: RateLimitRule }
  trustProxy: boolean
}

const TokenResponse = t.Object({ accessToken: t.String(), tokenType: t.Literal('Bearer'), expiresIn: t.Integer() })
const VerifyBody = t.Union([
  t.Object({ token: t.String({ minLength: 1, maxLength: 200 }) }),
  t.Object({ email: t.String({ minLength: 1, maxLength: 254 }), code: t.String({ minLength: 1, maxLength: 16 }) }),
])

/** Passwordless sign-in: request a link, exchange it once for an access token, log out. */
export function authRoutes(deps: AuthRouteDeps) {
  const ipOf = (request: Request, server: unknown) => clientIp(request, server as PeerAddressSource | null, deps.trustProxy)

  const principalOf = bearerAuth(deps.authenticate)
  const limited = rateLimiter(deps.rateLimit, deps.trustProxy)
  return new Elysia({ prefix: '/api/v1/auth', tags: ['Auth'] })
    .post('', async ({ body, request, server }) => {
      await limited('auth-ip', deps.limits.authIp, request, server)
      return deps.requestLoginLink.execute({ email: body.email })
    }, {
      body: t.Object({ email: t.Optional(t.Unknown({ description: 'E-mail address' })) }),
      response: { 200: MessageSchema, ...errors(400, 415, 429, 503) },
      detail: { summary: 'Request a login link', description: 'Sends a magic link and an 8-digit code to the address. The answer is the same whether or not the address has an account.' },
    })
    .get('/verify', ({ query, set }) => {
      set.headers['content-type'] = 'text/html; charset=utf-8'
      set.headers['cache-control'] = 'no-store'
      set.headers['referrer-policy'] = 'no-referrer'
      set.headers['content-security-policy'] = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'"
      return verifyPage(query.token ?? '')
    }, {
      query: t.Object({ token: t.Optional(t.String({ maxLength: 200 })) }),
      detail: { summary: 'Login link landing page', description: 'An HTML page whose button exchanges the token. Opening it never consumes the link, so mail scanners cannot burn it.' },
    })
    .post('/verify', ({ body, request, server }) => deps.exchangeLoginLink.execute({ client: ipOf(request, server), exchange: body }), {
      body: VerifyBody,
      response: { 200: TokenResponse, ...errors(400, 401, 403, 415, 429) },
      detail: { summary: 'Exchange a login link or code for an access token', description: 'Send `{token}` from the link, or `{email, code}` from the e-mail. Works once.' },
    })
    .post('/logout', async ({ request }) => deps.logOut.execute({ principal: await principalOf(request) }), {
      response: { 200: MessageSchema, ...errors(401) },
      detail: { summary: 'Revoke every access token of the caller', security: bearerSecurity },
    })
}
