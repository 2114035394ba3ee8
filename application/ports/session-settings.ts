/** How long a sign-in lasts: each refresh token is valid this many days. */
export interface SessionSettings {
  readonly refreshTtlDays: number
}
