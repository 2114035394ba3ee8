/** How long a sign-in lasts (each refresh token is valid this many days), and where people sign in (for invitation mails). */
export interface SessionSettings {
  readonly refreshTtlDays: number
  readonly signInUrl: string
}
