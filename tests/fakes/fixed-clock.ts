import type { Clock } from '../../application/ports/clock'

/** A clock that only moves when told to. */
export class FixedClock implements Clock {
  constructor(private current = new Date('2026-01-01T00:00:00Z')) {}

  now(): Date {
    return new Date(this.current)
  }

  nowMs(): number {
    return this.current.getTime()
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms)
  }
}
