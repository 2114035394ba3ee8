import { describe, expect, test } from 'bun:test'
import type { StoreHealth } from '../../../application/ports/store-health'
import { CheckHealth } from '../../../application/use-cases/check-health'
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
    const health = new CheckHealth(store, clock)
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
    const health = new CheckHealth(store, new FixedClock())
    await health.execute({ maxAgeMs: 0 })
    store.up = false
    expect(await health.execute({ maxAgeMs: 0 })).toEqual({ healthy: false, database: 'down' })
    expect(store.probes).toBe(2)
  })

  test('concurrent callers share the probe in flight, then the next caller past the age probes anew', async () => {
    const clock = new FixedClock()
    const store = new ControlledStoreHealth('async')
    const health = new CheckHealth(store, clock)
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
    expect(await new CheckHealth(new ControlledStoreHealth('throws'), new FixedClock()).execute({ maxAgeMs: 0 })).toEqual({
      healthy: false,
      database: 'down',
    })
    const store = new ControlledStoreHealth('rejects')
    const health = new CheckHealth(store, new FixedClock())
    expect(await health.execute({ maxAgeMs: 0 })).toEqual({ healthy: false, database: 'down' })
    expect(await health.execute({ maxAgeMs: 0 })).toEqual({ healthy: false, database: 'down' })
    expect(store.probes).toBe(2)
  })
})
