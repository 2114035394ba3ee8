import type { RateLimitCounters } from '../../application/ports/rate-limit-counters'

/** Fixed-window counters in a Map. */
export class InMemoryRateLimitCounters implements RateLimitCounters {
  private readonly counts = new Map<string, number>()

  async hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }> {
    const start = now.getTime() - (now.getTime() % windowMs)
    const slot = `${key}@${start}`
    const count = (this.counts.get(slot) ?? 0) + 1
    this.counts.set(slot, count)
    return { count, resetAt: new Date(start + windowMs) }
  }

  async current(key: string, windowMs: number, now: Date): Promise<number> {
    const start = now.getTime() - (now.getTime() % windowMs)
    return this.counts.get(`${key}@${start}`) ?? 0
  }
}
