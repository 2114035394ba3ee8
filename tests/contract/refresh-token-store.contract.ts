import { describe, expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import type { RefreshTokenStore } from '../../application/ports/refresh-token-store'
import type { RefreshToken } from '../../domain/refresh-token'

const id = () => randomBytes(12).toString('hex')
const now = new Date('2026-11-25T09:00:00.000Z')

function token(overrides: Partial<RefreshToken> = {}): RefreshToken {
  return {
    id: id(),
    familyId: id(),
    userId: id(),
    digest: randomBytes(32).toString('hex'),
    createdAt: now,
    expiresAt: new Date('2026-12-25T09:00:00.000Z'),
    usedAt: null,
    revokedAt: null,
    ...overrides,
  }
}

/** The behaviour every RefreshTokenStore adapter must have; ids are unique per test, so a shared database works. */
export function describeRefreshTokenStore(name: string, makeStore: () => RefreshTokenStore | Promise<RefreshTokenStore>) {
  describe(`RefreshTokenStore contract: ${name}`, () => {
    test('finds a token by its digest, exactly as saved', async () => {
      const store = await makeStore()
      const saved = token()
      await store.save(saved)
      expect(await store.findByDigest(saved.digest)).toEqual(saved)
      expect(await store.findByDigest(randomBytes(32).toString('hex'))).toBeNull()
    })

    test('marks a token used once, even under concurrency', async () => {
      const store = await makeStore()
      const saved = token()
      await store.save(saved)
      const later = new Date(now.getTime() + 1000)
      const outcomes = await Promise.all([
        store.markUsed(saved.id, later),
        store.markUsed(saved.id, later),
        store.markUsed(saved.id, later),
      ])
      expect(outcomes.filter(Boolean)).toHaveLength(1)
      expect((await store.findByDigest(saved.digest))!.usedAt).toEqual(later)
      expect(await store.markUsed(id(), later)).toBe(false)
    })

    test('revokes a whole family and nothing else', async () => {
      const store = await makeStore()
      const familyId = id()
      const one = token({ familyId })
      const two = token({ familyId, userId: one.userId })
      const other = token({ userId: one.userId })
      for (const t of [one, two, other]) await store.save(t)
      await store.revokeFamily(familyId, now)
      expect((await store.findByDigest(one.digest))!.revokedAt).toEqual(now)
      expect((await store.findByDigest(two.digest))!.revokedAt).toEqual(now)
      expect((await store.findByDigest(other.digest))!.revokedAt).toBeNull()
    })

    test("revokes every token of one user and no one else's", async () => {
      const store = await makeStore()
      const mine = token()
      const alsoMine = token({ userId: mine.userId })
      const theirs = token()
      for (const t of [mine, alsoMine, theirs]) await store.save(t)
      await store.revokeAllOf(mine.userId, now)
      expect((await store.findByDigest(mine.digest))!.revokedAt).toEqual(now)
      expect((await store.findByDigest(alsoMine.digest))!.revokedAt).toEqual(now)
      expect((await store.findByDigest(theirs.digest))!.revokedAt).toBeNull()
    })
  })
}
