/** A calendar day as the wall clock of some zone shows it. */
export interface LocalDate {
  readonly year: number
  readonly month: number
  readonly day: number
}

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000
const MAX_REMEMBERED = 20_000
const QUARTER_MS = 15 * MINUTE_MS

/**
 * The wall clock of one IANA time zone, through the runtime's Intl data: which local day an
 * instant falls on, and which instant a local day and minute mean (daylight-saving aware).
 */
export class ZonedCalendar {
  private readonly instants = new Map<number, number>()
  private readonly quarterOffsets = new Map<number, number>()
  private readonly dayOffsets = new Map<number, number>()

  private constructor(
    readonly timeZone: string,
    private readonly format: Intl.DateTimeFormat,
  ) {}

  /** The calendar of a zone, or null when the runtime does not know the zone. */
  static of(timeZone: string): ZonedCalendar | null {
    if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(timeZone)) return null
    try {
      const format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
      return new ZonedCalendar(format.resolvedOptions().timeZone, format)
    } catch {
      return null
    }
  }

  static nextDay(date: LocalDate): LocalDate {
    const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1))
    return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }
  }

  /** 0 = Sunday ... 6 = Saturday. */
  static weekday(date: LocalDate): number {
    return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()
  }

  localDate(ms: number): LocalDate {
    const wall = new Date(ms + this.cachedOffset(ms))
    return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() }
  }

  /** The offset at an instant, remembered per UTC day when the day has one offset throughout, else per quarter hour (zones switch on quarter hours). */
  private cachedOffset(ms: number): number {
    const dayKey = Math.floor(ms / DAY_MS)
    let offset = this.remembered(this.dayOffsets, dayKey, () => {
      const start = this.offsetAt(dayKey * DAY_MS)
      return start === this.offsetAt((dayKey + 1) * DAY_MS) ? start : Number.NaN
    })
    if (Number.isNaN(offset))
      offset = this.remembered(this.quarterOffsets, Math.floor(ms / QUARTER_MS), (q) => this.offsetAt(q * QUARTER_MS))
    return offset
  }

  private remembered(cache: Map<number, number>, key: number, compute: (key: number) => number): number {
    const known = cache.get(key)
    if (known !== undefined) return known
    if (cache.size >= MAX_REMEMBERED) cache.clear()
    const value = compute(key)
    cache.set(key, value)
    return value
  }

  /**
   * The instant at `minuteOfDay` (0 to 1440) of a local day. A wall time skipped by a
   * daylight-saving switch moves forward by the gap; a repeated one takes its first occurrence.
   */
  instantOf(date: LocalDate, minuteOfDay: number): number {
    // Metrics walk the same few hundred days for every inquiry: remember each answer (Intl is slow).
    const key = ((date.year * 16 + date.month) * 32 + date.day) * 1441 + minuteOfDay
    return this.remembered(this.instants, key, () => this.resolveInstant(date, minuteOfDay))
  }

  private resolveInstant(date: LocalDate, minuteOfDay: number): number {
    const wall = Date.UTC(date.year, date.month - 1, date.day) + minuteOfDay * MINUTE_MS
    const before = this.offsetAt(wall - DAY_MS)
    const after = this.offsetAt(wall + DAY_MS)
    const candidates = [wall - before, wall - after].filter((at) => this.offsetAt(at) === wall - at)
    if (candidates.length > 0) return Math.min(...candidates)
    return wall - before
  }

  /** Milliseconds the wall clock is ahead of UTC at an instant. */
  private offsetAt(ms: number): number {
    const p = this.parts(ms)
    const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
    return wall - (ms - (((ms % 1000) + 1000) % 1000))
  }

  private parts(ms: number): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
    const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 }
    for (const part of this.format.formatToParts(ms)) {
      if (part.type in out) out[part.type as keyof typeof out] = Number(part.value)
    }
    return out
  }
}
