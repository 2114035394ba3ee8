import { beforeEach, describe, expect, test } from 'bun:test'
import type { IdempotencyStore } from '../../application/ports/idempotency-store'

let seq = 0
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 1, 0, 0, seconds))

/** Claim rules every IdempotencyStore shares: first claim wins, answers are kept, dead or expired entries free up. */
export function describeIdempotencyStore(name: string, make: () => Promise<IdempotencyStore> | IdempotencyStore) {
  describe(`IdempotencyStore contract: ${name}`, () => {
    let store: IdempotencyStore
    let user: string
    beforeEach(async () => {
      store = await make()
      user = `user-${++seq}-${Date.now()}`
    })
    const claim = (key: string, fingerprint: string, now: number, lockedUntil = now + 60, expiresAt = now + 3600) =>
      store.claim(user, key, fingerprint, at(now), at(lockedUntil), at(expiresAt))
    const answer = { status: 201, body: 'sealed body', etag: '"1"' }

    test('the first claim wins; while it runs others see it in progress; then its answer', async () => {
      expect(await claim('k', 'f1', 0)).toEqual({ claimed: true })
      expect(await claim('k', 'f1', 1)).toEqual({ claimed: false, fingerprint: 'f1', answer: null })
      await store.complete(user, 'k', answer)
      expect(await claim('k', 'f2', 2)).toEqual({ claimed: false, fingerprint: 'f1', answer })
    })

    test('keys belong to one user', async () => {
      expect(await claim('shared', 'f', 0)).toEqual({ claimed: true })
      expect(await store.claim(`${user}-other`, 'shared', 'f', at(0), at(60), at(3600))).toEqual({ claimed: true })
    })

    test('a released claim, a claim past its lock, and an expired answer can be claimed again', async () => {
      await claim('released', 'f', 0)
      await store.release(user, 'released')
      expect(await claim('released', 'g', 1)).toEqual({ claimed: true })
      await claim('dead', 'f', 0, 10)
      expect(await claim('dead', 'f', 5)).toMatchObject({ claimed: false })
      expect(await claim('dead', 'f', 11)).toEqual({ claimed: true })
      await claim('old', 'f', 0, 10, 100)
      await store.complete(user, 'old', answer)
      expect(await claim('old', 'g', 50)).toMatchObject({ claimed: false, answer })
      expect(await claim('old', 'g', 101)).toEqual({ claimed: true })
    })

    test('release never drops a kept answer', async () => {
      await claim('kept', 'f', 0)
      await store.complete(user, 'kept', { status: 200, body: '{}', etag: null })
      await store.release(user, 'kept')
      expect(await claim('kept', 'f', 1)).toEqual({ claimed: false, fingerprint: 'f', answer: { status: 200, body: '{}', etag: null } })
    })
  })
}
