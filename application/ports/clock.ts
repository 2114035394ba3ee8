/** The current time, injectable so expiry rules can be tested without waiting. */
export interface Clock {
  now(): Date
  /** The same instant in epoch milliseconds, without allocating a Date: for checks on every request. */
  nowMs(): number
}
