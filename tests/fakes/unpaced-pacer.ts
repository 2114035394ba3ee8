import type { BackgroundPacer } from '../../application/ports/background-pacer'

/**
 * A BackgroundPacer that never spaces background work out. The real one pauses (on the real
 * clock) while the event loop lags, as it does on a loaded machine: with it, a test on fake time
 * would still wait on real time. Its own behaviour is tests/unit/infrastructure/event-loop-pacer.test.ts's.
 */
export class UnpacedPacer implements BackgroundPacer {
  start(): void {}

  stop(): void {}

  begin(): () => Promise<void> {
    return () => Promise.resolve()
  }
}
