import { describe, expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import type { RateLimitCounters } from '../../application/ports/rate-limit-counters'

const WINDOW = 60_000
// 10:00:00 is a window boundary for a one-minute window.
const start = new Date('2026-03-01T10:00:00.000Z')
const later = (ms: number) => new Date(start.getTime() + ms)
/** Keys unique per call, so a suite may share one database (MongoDB) across tests. */
const key = () => `test:${randomBytes(6).toString('hex')}`

/** The behaviour every RateLimitCounters adapter must have; `makeCounters` returns a ready adapter. */
export function describeRateLimitCounters(
  name: string,
  makeCounters: () => RateLimitCounters | Promise<RateLimitCounters>,
  options: { readonly atomicUpdates?: boolean } = {},
) {
  const atomic = options.atomicUpdates ?? true
  describe(`RateLimitCounters contract: ${name}`, () => {
    test('hits in one window count up and answer the window end', async () => {
      const counters = await makeCounters()
      const k = key()
      expect(await counters.hit(k, WINDOW, later(5_000))).toEqual({ count: 1, resetAt: later(WINDOW) })
      expect(await counters.hit(k, WINDOW, later(30_000))).toEqual({ count: 2, resetAt: later(WINDOW) })
      expect(await counters.hit(k, WINDOW, later(WINDOW - 1))).toEqual({ count: 3, resetAt: later(WINDOW) })
    })

    test('the next window starts from one, and keys do not share counts', async () => {
      const counters = await makeCounters()
      const a = key()
      const b = key()
      await counters.hit(a, WINDOW, later(0))
      await counters.hit(a, WINDOW, later(1))
      expect(await counters.hit(a, WINDOW, later(WINDOW))).toEqual({ count: 1, resetAt: later(2 * WINDOW) })
      expect(await counters.hit(b, WINDOW, later(1))).toEqual({ count: 1, resetAt: later(WINDOW) })
    })

    test('current reads the count of the window without adding to it', async () => {
      const counters = await makeCounters()
      const k = key()
      expect(await counters.current(k, WINDOW, later(0))).toBe(0)
      await counters.hit(k, WINDOW, later(0))
      await counters.hit(k, WINDOW, later(0))
      expect(await counters.current(k, WINDOW, later(10))).toBe(2)
      expect(await counters.current(k, WINDOW, later(10))).toBe(2)
      expect(await counters.current(k, WINDOW, later(WINDOW))).toBe(0)
    })

    test.skipIf(!atomic)('concurrent hits are each counted once (skipped where the server is not atomic)', async () => {
      const counters = await makeCounters()
      const k = key()
      const results = await Promise.all(Array.from({ length: 20 }, () => counters.hit(k, WINDOW, later(100))))
      expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
      expect(await counters.current(k, WINDOW, later(100))).toBe(20)
    })

    test.skipIf(!atomic)('concurrent hits of two keys in two windows, interleaved, each count on their own', async () => {
      const counters = await makeCounters()
      const slots = [
        [key(), later(100)],
        [key(), later(100)],
      ] as const
      const hits = Array.from({ length: 24 }, (_, i) => ({ slot: i % 4, at: i % 4 < 2 ? slots[i % 2]![1] : later(WINDOW + 5) }))
      const results = await Promise.all(hits.map(({ slot, at }) => counters.hit(slots[slot % 2]![0], WINDOW, at)))
      for (let slot = 0; slot < 4; slot++) {
        const counts = results.filter((_, i) => hits[i]!.slot === slot).map((r) => r.count)
        expect(counts.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6])
      }
    })
  })
}
