import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import type { Clock } from '../ports/clock'
import type { RateLimitCounters } from '../ports/rate-limit-counters'
import { TOKENS } from '../ports/tokens'

export interface RateLimitRule {
  readonly max: number
  readonly windowSeconds: number
}

/** Counts one attempt under `key` and refuses it with RATE_LIMITED once the window is full. */
@injectable()
export class EnforceRateLimit {
  constructor(
    @inject(TOKENS.RateLimitCounters) private readonly counters: RateLimitCounters,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: { key: string; rule: RateLimitRule }): Promise<void> {
    const now = this.clock.now()
    const { count, resetAt } = await this.counters.hit(input.key, input.rule.windowSeconds * 1000, now)
    if (count > input.rule.max) {
      throw DomainError.rateLimited(Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)))
    }
  }

  /** How many hits `key` has in its current window (for limits that count only failures). */
  current(input: { key: string; windowMs: number }): Promise<number> {
    return this.counters.current(input.key, input.windowMs, this.clock.now())
  }
}
