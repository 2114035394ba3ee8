import { describe, expect, test } from 'bun:test'
import type { StoreHealth } from '../../../application/ports/store-health'
import { CheckHealth, HEALTH_PROBE_TIMEOUT_MS } from '../../../application/use-cases/check-health'
import { FakeTime } from '../../fakes/fake-time'
import { FixedClock } from '../../fakes/fixed-clock'

/** A store whose answers the test releases one by one, counting the probes. */
class ControlledStoreHealth implements StoreHealth {
  probes = 0
  private pending: ((up: boolean) => void)[] = []
  constructor(
    private readonly mode: 'sync' | 'async' | 'throws' | 'rejects',
    public up = true,
  ) {}

  ping(): Promise<boolean> {
    this.probes++
    if (this.mode === 'sync') return Promise.resolve(this.up)
    if (this.mode === 'throws') throw new Error('connection refused')
    if (this.mode === 'rejects') return Promise.reject(new Error('connection refused'))
    return new Promise((resolve) => this.pending.push(resolve))
  }

  release(): void {
    for (const resolve of this.pending.splice(0)) resolve(this.up)
  }
}

describe('CheckHealth', () => {
  test('a report younger than the accepted age is reused; an older one probes again', async () => {
    const clock = new FixedClock()
    const store = new ControlledStoreHealth('sync')
    const health = new CheckHealth(store, clock, new FakeTime())
    expect(await health.execute({ maxAgeMs: 1000 })).toEqual({ healthy: true, database: 'up' })
    store.up = false
    clock.advance(999)
    expect(await health.execute({ maxAgeMs: 1000 })).toEqual({ healthy: true, database: 'up' })
    expect(store.probes).toBe(1)
    clock.advance(1)
    expect(await health.execute({ maxAgeMs: 1000 })).toEqual({ healthy: false, database: 'down' })
    expect(store.probes).toBe(2)
  })

  test('max age 0 always probes (readiness)', async () => {
    const store = new ControlledStoreHealth('sync')
    const health = new CheckHealth(store, new FixedClock(), new FakeTime())
    await health.execute({ maxAgeMs: 0 })
    store.up = false
    expect(await health.execute({ maxAgeMs: 0 })).toEqual({ healthy: false, database: 'down' })
    expect(store.probes).toBe(2)
  })

  test('concurrent callers share the probe in flight, then the next caller past the age probes anew', async () => {
    const clock = new FixedClock()
    const store = new ControlledStoreHealth('async')
    const health = new CheckHealth(store, clock, new FakeTime())
    const answers = [health.execute({ maxAgeMs: 0 }), health.execute({ maxAgeMs: 1000 }), health.execute({ maxAgeMs: 0 })]
    expect(store.probes).toBe(1)
    store.release()
    expect(await Promise.all(answers)).toEqual(Array(3).fill({ healthy: true, database: 'up' }))
    const next = health.execute({ maxAgeMs: 0 })
    expect(store.probes).toBe(2)
    store.up = false
    store.release()
    expect(await next).toEqual({ healthy: false, database: 'down' })
  })

  test('a probe that throws or rejects reports the store down, and a later probe still runs', async () => {
    expect(await new CheckHealth(new ControlledStoreHealth('throws'), new FixedClock(), new FakeTime()).execute({ maxAgeMs: 0 })).toEqual({
      healthy: false,
      database: 'down',
    })
    const store = new ControlledStoreHealth('rejects')
    const health = new CheckHealth(store, new FixedClock(), new FakeTime())
    expect(await health.execute({ maxAgeMs: 0 })).toEqual({ healthy: false, database: 'down' })
    expect(await health.execute({ maxAgeMs: 0 })).toEqual({ healthy: false, database: 'down' })
    expect(store.probes).toBe(2)
  })

  test('a probe the store never answers reports it down when the probe time is up, not sooner; the next probes anew', async () => {
    const time = new FakeTime()
    const store = new ControlledStoreHealth('async')
    const health = new CheckHealth(store, time, time)
    let report: unknown = null
    const answer = health.execute({ maxAgeMs: 0 }).then((r) => (report = r))
    await time.advance(HEALTH_PROBE_TIMEOUT_MS - 1)
    expect(report).toBeNull()
    await time.advance(1)
    // One turn of the event loop: the answer is there without any real time passing.
    await new Promise((resolve) => setImmediate(resolve))
    expect(report).toEqual({ healthy: false, database: 'down' })
    await answer
    expect(time.pending).toBe(0)
    store.release()
    const next = health.execute({ maxAgeMs: 0 })
    expect(store.probes).toBe(2)
    store.release()
    expect(await next).toEqual({ healthy: true, database: 'up' })
    expect(time.pending).toBe(0)
  })
})
