import { inject, injectable } from 'inversify'
import { andThen, type Awaitable } from '../ports/awaitable'
import type { StoreHealth } from '../ports/store-health'
import { TOKENS } from '../ports/tokens'

export interface HealthReport {
  readonly healthy: boolean
  readonly database: 'up' | 'down'
}

/** Whether the service can do its work: today, whether the store answers. */
@injectable()
export class CheckHealth {
  constructor(@inject(TOKENS.StoreHealth) private readonly store: StoreHealth) {}

  /** Without a promise when the store answers without one (the embedded store does). */
  execute(): Awaitable<HealthReport> {
    let answer: Awaitable<boolean>
    try {
      answer = this.store.ping()
    } catch {
      answer = false
    }
    return andThen(answer instanceof Promise ? answer.catch(() => false) : answer, reportOf)
  }
}

function reportOf(up: boolean): HealthReport {
  return { healthy: up, database: up ? 'up' : 'down' }
}
