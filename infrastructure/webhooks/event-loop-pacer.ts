import type { BackgroundPacer } from '../../application/ports/background-pacer'

const SAMPLE_MS = 10
/** Event-loop lag above this means requests are waiting: the process is busy. */
const BUSY_LAG_MS = 1
/** While busy, background work may take about 1 / (1 + SHARE_FACTOR) of the time. */
const SHARE_FACTOR = 8
const MAX_PAUSE_MS = 250

/**
 * Measures how late a 10 ms timer fires (event-loop lag). While it is late, the requests are
 * keeping the loop busy, and each piece of background work is followed by a pause eight times as
 * long, so deliveries take about a ninth of a saturated process and catch up once it is idle.
 */
export class EventLoopPacer implements BackgroundPacer {
  private timer: ReturnType<typeof setInterval> | null = null
  private last = 0
  private lagMs = 0

  start(): void {
    if (this.timer) return
    this.last = performance.now()
    this.timer = setInterval(() => {
      const now = performance.now()
      const lag = Math.max(0, now - this.last - SAMPLE_MS)
      // A short memory: the highest recent lag fades by a fifth each sample.
      this.lagMs = Math.max(lag, this.lagMs * 0.8)
      this.last = now
    }, SAMPLE_MS)
    ;(this.timer as { unref?: () => void }).unref?.()
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    this.lagMs = 0
  }

  begin(): () => Promise<void> {
    const started = performance.now()
    return () => {
      if (this.lagMs < BUSY_LAG_MS) return Promise.resolve()
      const pause = Math.min(MAX_PAUSE_MS, Math.max(1, (performance.now() - started) * SHARE_FACTOR))
      return new Promise((resolve) => setTimeout(resolve, pause))
    }
  }
}
