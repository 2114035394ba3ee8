import type { BusinessHours } from './business-hours'
import { DomainError } from './errors'

export const DEFAULT_FIRST_RESPONSE_MINUTES = 240

/**
 * The desk's first-response target: `SLA_FIRST_RESPONSE_MINUTES` counted in business hours when
 * they are set (`DESK_BUSINESS_HOURS`), else on the wall clock. One object, so the due time of an
 * inquiry and the minutes the metrics report are always measured the same way.
 */
export class ServiceLevel {
  constructor(
    readonly firstResponseMinutes: number,
    readonly businessHours: BusinessHours | null,
  ) {
    if (!Number.isInteger(firstResponseMinutes) || firstResponseMinutes < 1 || firstResponseMinutes > 525_600) {
      throw DomainError.validation('The first-response target must be a whole number of minutes from 1 to 525600')
    }
  }

  /** When the first response to an inquiry created at `createdAt` is due. */
  firstResponseDueAt(createdAt: Date): Date {
    if (!this.businessHours) return new Date(createdAt.getTime() + this.firstResponseMinutes * 60_000)
    return this.businessHours.addMinutes(createdAt, this.firstResponseMinutes)
  }

  /** Minutes between two instants as this desk counts them (business minutes when configured), to 0.1. */
  minutesBetween(from: Date, to: Date): number {
    const minutes = this.businessHours ? this.businessHours.minutesBetween(from, to) : Math.max(0, (to.getTime() - from.getTime()) / 60_000)
    return Math.round(minutes * 10) / 10
  }

  /** Whether an inquiry without a first response is late at `now`. */
  isOverdue(inquiry: { readonly firstResponseAt: Date | null; readonly firstResponseDueAt: Date | null }, now: Date): boolean {
    return inquiry.firstResponseAt === null && inquiry.firstResponseDueAt !== null && inquiry.firstResponseDueAt.getTime() < now.getTime()
  }

  /** "business hours" or "wall clock": how the metrics' minutes are counted, for their readers. */
  get counting(): 'business' | 'wall' {
    return this.businessHours ? 'business' : 'wall'
  }
}
