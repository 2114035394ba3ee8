/**
 * Lets background work (webhook deliveries) give way to requests: when the process is busy
 * serving, it spaces the background work out so that requests keep most of the CPU.
 */
export interface BackgroundPacer {
  start(): void
  stop(): void
  /** Marks the start of a piece of background work; the answer, called after it, resolves when the next piece may start. */
  begin(): () => Promise<void>
}
