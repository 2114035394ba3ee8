import { DomainError } from './errors'
import { ZonedCalendar } from './zoned-calendar'

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const MINUTE_MS = 60_000
/** No business-minute walk looks further than this many local days (ten years). */
const MAX_DAYS = 3660

/** Opening and closing minute of the local day (0 to 1440), per weekday (0 = Sunday); null when closed. */
type WeekTable = readonly ({ readonly open: number; readonly close: number } | null)[]

/**
 * Business hours in one time zone, as `DESK_BUSINESS_HOURS` states them
 * (`Mon-Fri 08:00-18:00 Europe/Berlin`, or several spans: `Mon-Fri 08:00-18:00, Sat 09:00-12:00 Europe/Berlin`).
 * Windows are taken on each local day separately, so a daylight-saving switch moves them with the wall clock.
 */
export class BusinessHours {
  private constructor(
    readonly spec: string,
    private readonly week: WeekTable,
    private readonly calendar: ZonedCalendar,
  ) {}

  /** Parses the setting; a DomainError (VALIDATION_FAILED) says what is wrong in words a start-up error can show. */
  static parse(spec: string): BusinessHours {
    const text = spec.trim().replace(/\s+/g, ' ')
    const lastSpace = text.lastIndexOf(' ')
    if (lastSpace < 0) throw invalid('expected days, hours and a time zone')
    const zone = text.slice(lastSpace + 1)
    const calendar = ZonedCalendar.of(zone)
    if (!calendar) throw invalid(`unknown time zone "${zone.slice(0, 64)}"`)
    const week: ({ open: number; close: number } | null)[] = [null, null, null, null, null, null, null]
    for (const span of text.slice(0, lastSpace).split(',')) {
      const match = /^\s*([A-Za-z]{3})(?:-([A-Za-z]{3}))? (\d{2}):(\d{2})-(\d{2}):(\d{2})\s*$/.exec(span)
      if (!match) throw invalid(`"${span.trim().slice(0, 64)}" is not of the form Mon-Fri 08:00-18:00`)
      const [, from, to, oh, om, ch, cm] = match as unknown as [string, string, string | undefined, string, string, string, string]
      const first = dayIndex(from)
      const last = to === undefined ? first : dayIndex(to)
      const open = clockMinutes(oh, om)
      const close = clockMinutes(ch, cm)
      if (open >= close) throw invalid(`the hours ${oh}:${om}-${ch}:${cm} must open before they close on the same day`)
      for (let day = first; ; day = (day + 1) % 7) {
        if (week[day]) throw invalid(`${DAYS[day]} is named twice`)
        week[day] = { open, close }
        if (day === last) break
      }
    }
    return new BusinessHours(text, week, calendar)
  }

  get timeZone(): string {
    return this.calendar.timeZone
  }

  /** The instant `minutes` business minutes after `start` (start itself when 0). */
  addMinutes(start: Date, minutes: number): Date {
    let remainingMs = Math.max(0, minutes) * MINUTE_MS
    let found: Date | null = null
    this.walkWindows(start.getTime(), (open, close) => {
      const from = Math.max(open, start.getTime())
      if (from >= close) return true
      if (close - from >= remainingMs) {
        found = new Date(from + remainingMs)
        return false
      }
      remainingMs -= close - from
      return true
    })
    if (!found) throw DomainError.validation('The service level lies too far in the future')
    return found
  }

  /** Business minutes between two instants (0 when `to` is not after `from`), fractional. */
  minutesBetween(from: Date, to: Date): number {
    const start = from.getTime()
    const end = to.getTime()
    if (end <= start) return 0
    let totalMs = 0
    this.walkWindows(start, (open, close) => {
      if (open >= end) return false
      totalMs += Math.max(0, Math.min(close, end) - Math.max(open, start))
      return true
    })
    return totalMs / MINUTE_MS
  }

  /** Calls `visit(openMs, closeMs)` for each business window from the local day of `fromMs` on, until it returns false. */
  private walkWindows(fromMs: number, visit: (openMs: number, closeMs: number) => boolean): void {
    let day = this.calendar.localDate(fromMs)
    for (let i = 0; i < MAX_DAYS; i++, day = ZonedCalendar.nextDay(day)) {
      const hours = this.week[ZonedCalendar.weekday(day)]
      if (!hours) continue
      const open = this.calendar.instantOf(day, hours.open)
      const close = this.calendar.instantOf(day, hours.close)
      if (!visit(open, close)) return
    }
  }
}

function dayIndex(name: string): number {
  const index = DAYS.findIndex((d) => d.toLowerCase() === name.toLowerCase())
  if (index < 0) throw invalid(`"${name}" is not a day (use Mon, Tue, Wed, Thu, Fri, Sat, Sun)`)
  return index
}

function clockMinutes(hours: string, minutes: string): number {
  const h = Number(hours)
  const m = Number(minutes)
  if (m > 59 || h > 24 || (h === 24 && m > 0)) throw invalid(`${hours}:${minutes} is not a time of day (00:00 to 24:00)`)
  return h * 60 + m
}

function invalid(why: string): DomainError {
  return DomainError.validation(`Business hours are invalid: ${why} (expected e.g. "Mon-Fri 08:00-18:00 Europe/Berlin")`)
}
