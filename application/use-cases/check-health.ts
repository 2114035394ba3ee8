import { inject, injectable } from 'inversify'
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

  async execute(): Promise<HealthReport> {
    const up = await this.store.ping().catch(() => false)
    return { healthy: up, database: up ? 'up' : 'down' }
  }
}
