import { describe, expect, test } from 'bun:test'
import { EventLoopPacer } from '../../../infrastructure/webhooks/event-loop-pacer'

describe('EventLoopPacer', () => {
  test('a loop kept busy makes the next piece of background work wait', async () => {
    const pacer = new EventLoopPacer()
    pacer.start()
    await Bun.sleep(15)
    // Block the loop well past the sampling period, as a burst of requests would.
    const until = performance.now() + 40
    while (performance.now() < until) {}
    await Bun.sleep(1)
    const done = pacer.begin()
    const spin = performance.now() + 2
    while (performance.now() < spin) {}
    let resolved = false
    const pending = done().then(() => (resolved = true))
    await Promise.resolve()
    await Promise.resolve()
    expect(resolved).toBe(false)
    await pending
    pacer.stop()
  })
})
