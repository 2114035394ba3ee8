import type { Clock } from '../../application/ports/clock'
import type { Cancel, Scheduler } from '../../application/ports/scheduler'

interface Timer {
  at: number
  readonly run: () => void
  readonly everyMs: number | null
  readonly order: number
}

/**
 * A clock and a scheduler that move only when told to: `advance(ms)` runs every timer that falls
 * due on the way, in time order, at its own instant, and lets `settle` (what the timers set off)
 * finish after each one, so the next timer sees its consequences.
 */
export class FakeTime implements Clock, Scheduler {
  private current: number
  private readonly timers = new Set<Timer>()
  private created = 0
  private readonly waiting: (() => void)[] = []

  constructor(start = new Date('2026-01-01T00:00:00Z')) {
    this.current = start.getTime()
  }

  now(): Date {
    return new Date(this.current)
  }

  nowMs(): number {
    return this.current
  }

  after(ms: number, run: () => void): Cancel {
    return this.add(ms, run, null)
  }

  every(ms: number, run: () => void): Cancel {
    return this.add(ms, run, Math.max(1, ms))
  }

  /** How many timers wait (one-off and repeating). */
  get pending(): number {
    return this.timers.size
  }

  /** Resolves when the next timer is set: the code under test is then waiting on time, and `advance` moves it on. */
  scheduled(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  async advance(ms: number, settle: () => Promise<void> = async () => undefined): Promise<void> {
    const until = this.current + ms
    await settle()
    for (let next = this.nextDue(until); next; next = this.nextDue(until)) {
      this.current = next.at
      if (next.everyMs === null) this.timers.delete(next)
      else next.at += next.everyMs
      next.run()
      await settle()
    }
    this.current = until
  }

  private add(ms: number, run: () => void, everyMs: number | null): Cancel {
    const timer: Timer = { at: this.current + Math.max(0, ms), run, everyMs, order: this.created++ }
    this.timers.add(timer)
    for (const resolve of this.waiting.splice(0)) resolve()
    return () => this.timers.delete(timer)
  }

  private nextDue(until: number): Timer | undefined {
    let first: Timer | undefined
    for (const timer of this.timers) {
      if (timer.at > until) continue
      if (!first || timer.at < first.at || (timer.at === first.at && timer.order < first.order)) first = timer
    }
    return first
  }
}
