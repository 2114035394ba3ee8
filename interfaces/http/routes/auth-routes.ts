import { Type } from '@sinclair/typebox'
import { Elysia, t } from 'elysia'
import type { EnforceRateLimit, RateLimitRule } from '../../../application/use-cases/enforce-rate-limit'
import type { ExchangeLoginLink } from '../../../application/use-cases/exchange-login-link'
import type { LogOut } from '../../../application/use-cases/log-out'
import type { RefreshSession } from '../../../application/use-cases/refresh-session'
import type { RequestLoginLink } from '../../../application/use-cases/request-login-link'
import { LINK_TOKEN_PATTERN } from '../../../domain/login-link'
import { clientIp, type PeerAddressSource } from '../client-ip'
import { emailField } from '../email-schema'
import type { ProtectedRoutes } from '../protected-routes'
import { rateLimiter } from '../rate-limiter'
import { errors, MessageSchema } from '../schemas'
import { text } from '../text-schema'
import { verifyPage } from './verify-page'

export interface AuthRouteDeps {
  requestLoginLink: RequestLoginLink
  exchangeLoginLink: ExchangeLoginLink
  logOut: LogOut
  refreshSession: RefreshSession
  protect: ProtectedRoutes
  rateLimit: EnforceRateLimit
  limits: { authIp: RateLimitRule }
  trustProxy: boolean
}

// TypeBox's own Integer: Elysia's t.Integer also accepts numeric strings, and publishes that.
const TokenResponse = t.Object({
  accessToken: t.String(),
  tokenType: t.Literal('Bearer'),
  expiresIn: Type.Integer({ minimum: 1, description: 'Seconds until the token expires' }),
  refreshToken: t.String({ description: 'Opaque; POST /api/v1/auth/refresh exchanges it once for new tokens (REFRESH_TTL_DAYS)' }),
})
const signInEmail = emailField({
  seed: true,
  description: 'E-mail address; surrounding whitespace is trimmed, letters are lower-cased',
  examples: ['ana@example.com'],
})
// The object's own `error` too: a missing email is reported on the object, not the field.
const SignInBody = t.Object({ email: signInEmail.field }, { error: signInEmail.error })
const VerifyPage = t.String({ contentMediaType: 'text/html', description: 'An HTML page whose button exchanges the token' })
// Open objects: Elysia would close the members of a union (unknown properties → 400) where it
// drops them from a plain object body; here they are accepted and ignored.
const VerifyBody = t.Union([
  t.Object({ token: text(200, { minLength: 1 }) }, { additionalProperties: true }),
  t.Object(
    {
      email: emailField({ seed: true, description: 'The address the code was sent to' }).field,
      code: text(16, { minLength: 1, description: 'The 8 digits of the e-mail; anything else is 401' }),
    },
    { additionalProperties: true },
  ),
])

/** Passwordless sign-in: request a link, exchange it once for an access token, log out. */
export function authRoutes(deps: AuthRouteDeps) {
  const ipOf = (request: Request, server: unknown) => clientIp(request, server as PeerAddressSource | null, deps.trustProxy)

  const limited = rateLimiter(deps.rateLimit, deps.trustProxy)
  return new Elysia({ prefix: '/api/v1/auth', tags: ['Auth'] })
    .post(
      '',
      async ({ body, request, server }) => {
        await limited('auth-ip', deps.limits.authIp, request, server)
        return deps.requestLoginLink.execute({ email: body.email })
      },
      {
        body: SignInBody,
        response: { 200: MessageSchema, ...errors(400, 413, 415, 429, 503) },
        detail: {
          summary: 'Request a login link',
          description:
            'Sends a magic link and an 8-digit code to the address. The answer is the same whether or not the address has an account.',
        },
      },
    )
    .get(
      '/verify',
      ({ query, set }) => {
        set.headers['content-type'] = 'text/html; charset=utf-8'
        set.headers['cache-control'] = 'no-store'
        set.headers['referrer-policy'] = 'no-referrer'
        set.headers['content-security-policy'] =
          "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'"
        return verifyPage(query.token ?? '')
      },
      {
        query: t.Object({ token: t.Optional(t.String({ pattern: LINK_TOKEN_PATTERN, description: 'The token of the login link' })) }),
        response: { 200: VerifyPage, ...errors(400) },
        detail: {
          summary: 'Login link landing page',
          description:
            'An HTML page whose button exchanges the token. Opening it never consumes the link, so mail scanners cannot burn it.',
        },
      },
    )
    .post('/refresh', ({ body }) => deps.refreshSession.execute({ refreshToken: body.refreshToken }), {
      body: t.Object({ refreshToken: text(200, { minLength: 1 }) }),
      response: { 200: TokenResponse, ...errors(400, 401, 413, 415, 503) },
      detail: {
        summary: 'Exchange a refresh token for new tokens',
        description:
          'Answers a new access token and a new refresh token; the one sent stops working. Sending a refresh token that was already used revokes its whole sign-in.',
      },
    })
    .post('/verify', ({ body, request, server }) => deps.exchangeLoginLink.execute({ client: ipOf(request, server), exchange: body }), {
      body: VerifyBody,
      response: { 200: TokenResponse, ...errors(400, 401, 403, 413, 415, 429, 503) },
      detail: {
        summary: 'Exchange a login link or code for an access and a refresh token',
        description: 'Send `{token}` from the link, or `{email, code}` from the e-mail. Works once.',
      },
    })
    .post(
      '/logout',
      ...deps.protect.handler(
        {
          response: { 200: MessageSchema, ...errors(401, 503) },
          detail: { summary: 'Revoke every access and refresh token of the caller' },
        },
        ({ principal }) => deps.logOut.execute({ principal }),
      ),
    )
}
