/** Cancels what a Scheduler call arranged; calling it again does nothing. */
export type Cancel = () => void

/** Runs work later (beside `Clock`), so the core's waits (retries, polls, leases) run on fake time in tests. */
export interface Scheduler {
  /** Calls `run` once, `ms` milliseconds from now. */
  after(ms: number, run: () => void): Cancel
  /** Calls `run` every `ms` milliseconds until cancelled. */
  every(ms: number, run: () => void): Cancel
}
