/** Fixed-window counters kept in the store, so every instance of the service shares them. */
export interface RateLimitCounters {
  /** Adds one hit to `key` in the window that contains `now`; returns the count and window end. */
  hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }>
  /** The count of `key` in the window that contains `now`, without adding to it. */
  current(key: string, windowMs: number, now: Date): Promise<number>
}
