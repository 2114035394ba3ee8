import { describe, expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import type { LoginLinkStore } from '../../application/ports/login-link-store'
import type { EmailAddress } from '../../domain/email-address'
import { type LoginLink, MAX_CODE_ATTEMPTS } from '../../domain/login-link'

const now = new Date('2026-03-01T10:00:00.000Z')
const minutes = (n: number) => new Date(now.getTime() + n * 60_000)
/** Ids and addresses unique per call, so a suite may share one database (MongoDB) across tests. */
const linkId = () => randomBytes(16).toString('base64url')
const email = () => `l${randomBytes(6).toString('hex')}@example.com` as EmailAddress

function link(overrides: Partial<LoginLink> = {}): LoginLink {
  return {
    id: linkId(),
    email: email(),
    secretHash: 'secret-hash',
    codeHash: 'code-hash',
    createdAt: now,
    expiresAt: minutes(10),
    usedAt: null,
    failedAttempts: 0,
    ...overrides,
  }
}

/** The behaviour every LoginLinkStore adapter must have; `makeStore` returns a ready adapter. */
export function describeLoginLinkStore(
  name: string,
  makeStore: () => LoginLinkStore | Promise<LoginLinkStore>,
  options: { readonly atomicUpdates?: boolean } = {},
) {
  const atomic = options.atomicUpdates ?? true
  describe(`LoginLinkStore contract: ${name}`, () => {
    test('saves a link and reads it back exactly; an unknown id is null', async () => {
      const store = await makeStore()
      const saved = link({ createdAt: new Date('2026-03-01T10:00:00.123Z') })
      await store.save(saved)
      expect(await store.findById(saved.id)).toEqual(saved)
      expect(await store.findById(linkId())).toBeNull()
    })

    test('findUsable answers the unused, unexpired links with attempts left, newest first, at most limit', async () => {
      const store = await makeStore()
      const address = email()
      const oldest = link({ email: address, createdAt: minutes(-3) })
      const middle = link({ email: address, createdAt: minutes(-2) })
      const newest = link({ email: address, createdAt: minutes(-1) })
      const unusable = [
        link({ email: address, usedAt: minutes(-1) }),
        link({ email: address, expiresAt: now }),
        link({ email: address, failedAttempts: MAX_CODE_ATTEMPTS }),
        link(),
      ]
      for (const l of [middle, ...unusable, oldest, newest]) await store.save(l)
      expect((await store.findUsable(address, now, 10)).map((l) => l.id)).toEqual([newest.id, middle.id, oldest.id])
      expect((await store.findUsable(address, now, 2)).map((l) => l.id)).toEqual([newest.id, middle.id])
      expect(await store.findUsable(address, minutes(10), 10)).toEqual([])
    })

    test('consume succeeds once and records when', async () => {
      const store = await makeStore()
      const saved = link()
      await store.save(saved)
      expect(await store.consume(saved.id, minutes(1))).toBe(true)
      expect(await store.consume(saved.id, minutes(2))).toBe(false)
      expect((await store.findById(saved.id))?.usedAt).toEqual(minutes(1))
      expect(await store.findUsable(saved.email, minutes(2), 10)).toEqual([])
    })

    test('consume refuses unknown, expired and exhausted links', async () => {
      const store = await makeStore()
      const expired = link()
      const exhausted = link({ failedAttempts: MAX_CODE_ATTEMPTS })
      await store.save(expired)
      await store.save(exhausted)
      expect(await store.consume(linkId(), now)).toBe(false)
      expect(await store.consume(expired.id, minutes(10))).toBe(false)
      expect(await store.consume(exhausted.id, now)).toBe(false)
      expect((await store.findById(expired.id))?.usedAt).toBeNull()
    })

    test('concurrent consumes of one link: exactly one wins', async () => {
      const store = await makeStore()
      const saved = link()
      await store.save(saved)
      const results = await Promise.all(Array.from({ length: 10 }, () => store.consume(saved.id, minutes(1))))
      expect(results.filter(Boolean)).toHaveLength(1)
    })

    test('failed attempts add up, and the last allowed one makes the link unusable', async () => {
      const store = await makeStore()
      const saved = link()
      await store.save(saved)
      for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) await store.recordFailedAttempt(saved.id)
      expect((await store.findById(saved.id))?.failedAttempts).toBe(MAX_CODE_ATTEMPTS - 1)
      expect(await store.findUsable(saved.email, now, 10)).toHaveLength(1)
      await store.recordFailedAttempt(saved.id)
      expect(await store.findUsable(saved.email, now, 10)).toEqual([])
      expect(await store.consume(saved.id, now)).toBe(false)
      await store.recordFailedAttempt(linkId())
    })

    test.skipIf(!atomic)('concurrent failed attempts are each counted (skipped where the server is not atomic)', async () => {
      const store = await makeStore()
      const saved = link()
      await store.save(saved)
      await Promise.all(Array.from({ length: MAX_CODE_ATTEMPTS }, () => store.recordFailedAttempt(saved.id)))
      expect((await store.findById(saved.id))?.failedAttempts).toBe(MAX_CODE_ATTEMPTS)
    })
  })
}
