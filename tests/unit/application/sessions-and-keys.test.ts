import { describe, expect, test } from 'bun:test'
import type { AccessTokenClaims, AccessTokens } from '../../../application/ports/access-tokens'
import { RefreshSession } from '../../../application/use-cases/refresh-session'
import { formatApiKey } from '../../../domain/api-key'
import type { EmailAddress } from '../../../domain/email-address'
import { DomainError } from '../../../domain/errors'
import { newUser } from '../../../domain/user'
import { CachingApiKeyStore } from '../../../infrastructure/identity/caching-api-key-store'
import { FixedClock } from '../../fakes/fixed-clock'
import { InMemoryApiKeyStore } from '../../fakes/in-memory-api-key-store'
import { InMemoryUserRepository } from '../../fakes/in-memory-user-repository'
import { identityKit } from '../../support/identity-kit'

const DAY = 86_400_000
const tokens: AccessTokens = {
  issue: async (claims: AccessTokenClaims) => ({ accessToken: JSON.stringify(claims), expiresIn: 3600 }),
  verify: async () => null,
}

async function setup() {
  const clock = new FixedClock()
  const users = new InMemoryUserRepository()
  const user = await users.findOrCreate(newUser('a'.repeat(24), 'ann@example.com' as EmailAddress, 'user', clock.now()))
  const kit = identityKit(tokens, clock)
  const refresh = new RefreshSession(kit.refreshTokens, users, kit.digests, clock, kit.logger, kit.sessions)
  return { clock, users, user, kit, refresh }
}

const codeOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'ok',
    (e: unknown) => (e instanceof DomainError ? e.code : String(e)),
  )

describe('RefreshSession', () => {
  test('a refresh token works until REFRESH_TTL_DAYS have passed, and not after', async () => {
    const { clock, user, kit, refresh } = await setup()
    const first = await kit.sessions.issue(user)
    clock.advance(29 * DAY)
    const second = await refresh.execute({ refreshToken: first.refreshToken })
    clock.advance(30 * DAY)
    expect(await codeOf(refresh.execute({ refreshToken: second.refreshToken }))).toBe('UNAUTHORIZED')
  })

  test('only digests are stored; a replay revokes the family, bumps the token version and is logged without the token', async () => {
    const { users, user, kit, refresh } = await setup()
    const first = await kit.sessions.issue(user)
    expect(JSON.stringify([...kit.refreshTokens.tokens.values()])).not.toContain(first.refreshToken)
    const second = await refresh.execute({ refreshToken: first.refreshToken })
    expect(await codeOf(refresh.execute({ refreshToken: first.refreshToken }))).toBe('UNAUTHORIZED')
    expect(await codeOf(refresh.execute({ refreshToken: second.refreshToken }))).toBe('UNAUTHORIZED')
    expect((await users.findById(user.id))!.tokenVersion).toBe(1)
    expect(JSON.stringify(kit.logger.lines)).not.toContain(first.refreshToken)
  })
})

describe('API key authentication', () => {
  async function keyed(expiresAt: Date | null = null) {
    const { clock, kit } = await setup()
    const secret = 'S'.repeat(43)
    const id = 'b'.repeat(24)
    await kit.apiKeys.create({
      id,
      workspaceId: 'c'.repeat(24),
      name: 'ERP',
      role: 'editor',
      sources: ['erp'],
      secretDigest: kit.digests.digest(secret),
      createdBy: 'a'.repeat(24),
      createdAt: clock.now(),
      expiresAt,
      lastUsedAt: null,
    })
    return { clock, kit, key: formatApiKey(id, secret), id }
  }

  test('answers the key’s workspace, role and scope; writes the last use at most once a minute', async () => {
    const { clock, kit, key } = await keyed()
    const principal = await kit.keyAuthentication.authenticate(key)
    expect(principal).toMatchObject({ workspaceId: 'c'.repeat(24), role: 'editor', apiKey: { name: 'ERP', sources: ['erp'] } })
    await kit.keyAuthentication.authenticate(key)
    clock.advance(30_000)
    await kit.keyAuthentication.authenticate(key)
    expect(kit.apiKeys.touches).toBe(1)
    clock.advance(31_000)
    await kit.keyAuthentication.authenticate(key)
    expect(kit.apiKeys.touches).toBe(2)
  })

  test('an expired key, a wrong secret and a malformed key are 401', async () => {
    const { clock, kit, key } = await keyed(new Date(Date.parse('2026-01-01T01:00:00Z')))
    expect(await codeOf(kit.keyAuthentication.authenticate(`${key.slice(0, -1)}T`))).toBe('UNAUTHORIZED')
    expect(await codeOf(kit.keyAuthentication.authenticate('lk_123'))).toBe('UNAUTHORIZED')
    clock.advance(3_600_000)
    expect(await codeOf(kit.keyAuthentication.authenticate(key))).toBe('UNAUTHORIZED')
  })

  test('the caching store answers from memory for its TTL, and forgets a key at once when it is revoked', async () => {
    const clock = new FixedClock()
    const inner = new InMemoryApiKeyStore()
    const cached = new CachingApiKeyStore(inner, clock, 2000)
    const key = {
      id: 'd'.repeat(24),
      workspaceId: 'w'.repeat(24),
      name: 'k',
      role: 'viewer' as const,
      sources: null,
      secretDigest: 'x',
      createdBy: 'u',
      createdAt: clock.now(),
      expiresAt: null,
      lastUsedAt: null,
    }
    await cached.create(key)
    expect(await cached.findById(key.id)).toEqual(key)
    inner.keys.delete(key.id)
    expect(await cached.findById(key.id)).toEqual(key)
    clock.advance(2001)
    expect(await cached.findById(key.id)).toBeNull()
    await inner.create(key)
    expect(await cached.findById(key.id)).toEqual(key)
    expect(await cached.revoke(key.workspaceId, key.id)).toBe(true)
    expect(await cached.findById(key.id)).toBeNull()
  })
})
