import { inject, injectable } from 'inversify'
import type { Clock } from '../ports/clock'
import type { Scheduler } from '../ports/scheduler'
import type { StoreHealth } from '../ports/store-health'
import { TOKENS } from '../ports/tokens'

export interface HealthReport {
  readonly healthy: boolean
  readonly database: 'up' | 'down'
}

/** How old a report the token-protected health check may answer with (stated in docs/api.md). */
export const HEALTH_REPORT_MAX_AGE_MS = 1000
/** A probe unanswered this long counts as down: health and readiness answer even while the store hangs. */
export const HEALTH_PROBE_TIMEOUT_MS = 2000

/**
 * Whether the service can do its work: today, whether the store answers. Callers say how old a
 * report they accept: a monitor polling the health route thousands of times a second then costs
 * the store one probe a second, and concurrent callers share the probe in flight. Readiness asks
 * for a fresh probe (max age 0), which still joins one already in flight.
 */
@injectable()
export class CheckHealth {
  private last: { report: HealthReport; at: number } | null = null
  private inFlight: Promise<HealthReport> | null = null

  constructor(
    @inject(TOKENS.StoreHealth) private readonly store: StoreHealth,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Scheduler) private readonly scheduler: Scheduler,
  ) {}

  async execute(input: { maxAgeMs: number }): Promise<HealthReport> {
    const now = this.clock.nowMs()
    if (this.last && now - this.last.at < input.maxAgeMs) return this.last.report
    if (this.inFlight) return this.inFlight
    let answer: Promise<boolean>
    try {
      answer = this.store.ping()
    } catch {
      answer = Promise.resolve(false)
    }
    let cancel = () => {}
    const timedOut = new Promise<boolean>((resolve) => {
      cancel = this.scheduler.after(HEALTH_PROBE_TIMEOUT_MS, () => resolve(false))
    })
    const probe = Promise.race([answer, timedOut])
      .then(
        (up) => this.remember(up, now),
        () => this.remember(false, now),
      )
      .finally(() => {
        cancel()
        this.inFlight = null
      })
    this.inFlight = probe
    return probe
  }

  private remember(up: boolean, at: number): HealthReport {
    const report: HealthReport = { healthy: up, database: up ? 'up' : 'down' }
    this.last = { report, at }
    return report
  }
}
