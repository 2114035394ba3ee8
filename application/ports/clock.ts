/** The current time, injectable so expiry rules can be tested without waiting. */
export interface Clock {
  now(): Date
}
