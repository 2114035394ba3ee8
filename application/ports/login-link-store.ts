import type { LoginLink } from '../../domain/login-link'

/** Keeps login links. Consumption is one atomic step, so a link signs in at most once. */
export interface LoginLinkStore {
  save(link: LoginLink): Promise<void>
  findById(id: string): Promise<LoginLink | null>
  /** Unused, unexpired links of an address with attempts left, newest first, at most `limit`. */
  findUsable(email: string, now: Date, limit: number): Promise<LoginLink[]>
  /** Marks the link used if it is still usable at `now`; true only for the one caller that did. */
  consume(id: string, now: Date): Promise<boolean>
  /** Counts a wrong code against the link. */
  recordFailedAttempt(id: string): Promise<void>
}
