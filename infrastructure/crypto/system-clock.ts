import type { Clock } from '../../application/ports/clock'

/** The machine's wall clock. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date()
  }

  nowMs(): number {
    return Date.now()
  }
}
