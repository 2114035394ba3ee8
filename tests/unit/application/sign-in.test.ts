import { beforeEach, describe, expect, test } from 'bun:test'
import type { AccessTokenClaims, AccessTokens } from '../../../application/ports/access-tokens'
import type { SignInSettings } from '../../../application/ports/sign-in-settings'
import { AuthenticateAccessToken } from '../../../application/use-cases/authenticate-access-token'
import { EnforceRateLimit } from '../../../application/use-cases/enforce-rate-limit'
import { LogOut } from '../../../application/use-cases/log-out'
import { RequestLoginLink } from '../../../application/use-cases/request-login-link'
import { VerifyLoginLink } from '../../../application/use-cases/verify-login-link'
import { DomainError } from '../../../domain/errors'
import { FixedClock } from '../../fakes/fixed-clock'
import { InMemoryLoginLinkStore } from '../../fakes/in-memory-login-link-store'
import { InMemoryRateLimitCounters } from '../../fakes/in-memory-rate-limit-counters'
import { InMemoryUserRepository } from '../../fakes/in-memory-user-repository'
import { PlainSecretHasher } from '../../fakes/plain-secret-hasher'
import { RecordingMailer } from '../../fakes/recording-mailer'
import { SequenceRandomSource } from '../../fakes/sequence-random-source'
import { identityKit } from '../../support/identity-kit'

/** Tokens that are just their claims as JSON: the use cases, not the signature, are under test. */
class TransparentAccessTokens implements AccessTokens {
  async issue(claims: AccessTokenClaims) {
    return { accessToken: JSON.stringify(claims), expiresIn: 3600 }
  }
  async verify(token: string) {
    try {
      return JSON.parse(token) as AccessTokenClaims
    } catch {
      return null
    }
  }
}

const settings: SignInSettings = {
  linkTtlSeconds: 600,
  adminEmails: new Set(['admin@example.com']),
  linkUrl: (token) => `https://app.test/auth/verify?token=${token}`,
  addressLimit: { max: 3, windowSeconds: 900 },
  failedExchangeLimit: { max: 3, windowSeconds: 900 },
}

let clock: FixedClock
let links: InMemoryLoginLinkStore
let users: InMemoryUserRepository
let mailer: RecordingMailer
let request: RequestLoginLink
let verify: VerifyLoginLink
let authenticate: AuthenticateAccessToken
let logOut: LogOut
let kit: ReturnType<typeof identityKit>

beforeEach(() => {
  clock = new FixedClock()
  links = new InMemoryLoginLinkStore()
  users = new InMemoryUserRepository()
  mailer = new RecordingMailer()
  const random = new SequenceRandomSource()
  const hasher = new PlainSecretHasher()
  const tokens = new TransparentAccessTokens()
  const rateLimit = new EnforceRateLimit(new InMemoryRateLimitCounters(), clock)
  request = new RequestLoginLink(links, hasher, random, mailer, clock, settings, rateLimit)
  kit = identityKit(tokens, clock, random)
  verify = new VerifyLoginLink(links, users, hasher, kit.sessions, random, clock, settings, kit.workspaces)
  authenticate = new AuthenticateAccessToken(tokens, users, kit.keyAuthentication, kit.workspaces)
  logOut = new LogOut(users, clock, kit.sessions)
})

/** The DomainError code of an attempt. */
async function codeOf(attempt: Promise<unknown> | (() => unknown)): Promise<string> {
  try {
    await (typeof attempt === 'function' ? attempt() : attempt)
  } catch (e) {
    return e instanceof DomainError ? e.code : 'not a DomainError'
  }
  return 'no error'
}

describe('RequestLoginLink', () => {
  test('stores only hashes and mails the link and the code', async () => {
    await request.execute({ email: 'Ada@Example.com' })
    const [link] = [...links.links.values()]
    const mail = mailer.sent[0]!
    expect(mail.to).toBe('ada@example.com')
    const token = mailer.lastLinkToken('ada@example.com')
    // What is stored is the hasher's output for the secret and the code, never the values themselves.
    expect(link!.secretHash).toBe(`hashed:${token.split('.')[1]}`)
    expect(link!.codeHash).toBe(`hashed:${mailer.lastCode('ada@example.com')}`)
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(600_000)
    expect(mail.text).toContain(`https://app.test/auth/verify?token=${token}`)
  })

  test('limits requests per address', async () => {
    for (let i = 0; i < 3; i++) await request.execute({ email: 'busy@example.com' })
    expect(await codeOf(request.execute({ email: 'BUSY@example.com' }))).toBe('RATE_LIMITED')
    expect(mailer.sent).toHaveLength(3)
  })

  test('a mail outage fails the request instead of pretending', async () => {
    mailer.failing = true
    expect(await codeOf(request.execute({ email: 'x@example.com' }))).toBe('UPSTREAM_UNAVAILABLE')
  })
})

describe('VerifyLoginLink', () => {
  test('creates the user on first use, and signs the same user in later', async () => {
    await request.execute({ email: 'new@example.com' })
    const first = await verify.execute({ token: mailer.lastLinkToken('new@example.com') })
    await request.execute({ email: 'new@example.com' })
    const second = await verify.execute({ token: mailer.lastLinkToken('new@example.com') })
    const a = JSON.parse(first.accessToken)
    expect(a).toMatchObject({ email: 'new@example.com', permission: 'user', ver: 0 })
    expect(JSON.parse(second.accessToken).sub).toBe(a.sub)
    const user = await users.findById(a.sub)
    expect(user).toMatchObject({ status: 'Pending', companyVerified: false, workspaceId: a.sub })
  })

  test('expired, used and forged links are told apart', async () => {
    await request.execute({ email: 'e@example.com' })
    const token = mailer.lastLinkToken('e@example.com')
    clock.advance(600_001)
    expect(await codeOf(verify.execute({ token }))).toBe('LINK_EXPIRED')

    await request.execute({ email: 'e@example.com' })
    const fresh = mailer.lastLinkToken('e@example.com')
    await verify.execute({ token: fresh })
    expect(await codeOf(verify.execute({ token: fresh }))).toBe('LINK_USED')
    expect(await codeOf(verify.execute({ token: `${fresh.split('.')[0]}.${'x'.repeat(43)}` }))).toBe('LINK_INVALID')
  })

  test('an older unexpired link stays valid after a newer one is requested', async () => {
    await request.execute({ email: 'two@example.com' })
    const older = mailer.lastLinkToken('two@example.com')
    await request.execute({ email: 'two@example.com' })
    await expect(verify.execute({ token: older })).resolves.toMatchObject({ tokenType: 'Bearer' })
  })

  test('ADMIN_EMAILS become administrators, also when they existed before', async () => {
    await request.execute({ email: 'admin@example.com' })
    const issued = await verify.execute({ token: mailer.lastLinkToken('admin@example.com') })
    expect(JSON.parse(issued.accessToken).permission).toBe('admin')
  })

  test('a disabled user cannot sign in', async () => {
    await request.execute({ email: 'off@example.com' })
    const { accessToken } = await verify.execute({ token: mailer.lastLinkToken('off@example.com') })
    const user = (await users.findById(JSON.parse(accessToken).sub))!
    await users.update({ ...user, status: 'Disabled' })
    await request.execute({ email: 'off@example.com' })
    expect(await codeOf(verify.execute({ token: mailer.lastLinkToken('off@example.com') }))).toBe('FORBIDDEN')
    expect(await codeOf(() => authenticate.execute({ token: accessToken }))).toBe('UNAUTHORIZED')
  })
})

describe('AuthenticateAccessToken and LogOut', () => {
  test('logout bumps the version and revokes the token', async () => {
    await request.execute({ email: 'out@example.com' })
    const { accessToken } = await verify.execute({ token: mailer.lastLinkToken('out@example.com') })
    const principal = await authenticate.execute({ token: accessToken })
    expect(principal.email).toBe('out@example.com')
    await logOut.execute({ principal })
    expect(await codeOf(() => authenticate.execute({ token: accessToken }))).toBe('UNAUTHORIZED')
  })
})
