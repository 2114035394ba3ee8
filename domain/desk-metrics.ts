import { DomainError } from './errors'
import type { ServiceLevel } from './service-level'
import { type LocalDate, ZonedCalendar } from './zoned-calendar'

/** The longest period one metrics request covers. */
export const MAX_METRICS_DAYS = 366

/** One calendar day of the desk's zone (business-hours zone, else UTC) as the instants it spans. */
export interface MetricsDay {
  readonly date: string
  readonly start: Date
  readonly end: Date
}

/** The times of one inquiry the metrics need, and nothing else of it. */
export interface InquiryTimes {
  readonly createdAt: Date
  readonly firstResponseAt: Date | null
  readonly firstResponseDueAt: Date | null
  readonly resolvedAt: Date | null
}

export interface DurationSummary {
  readonly medianMinutes: number | null
  readonly p90Minutes: number | null
}

/** What the streamed times add up to: percentiles of response and resolution, within target vs breached. */
export interface TimingSummary {
  readonly firstResponse: DurationSummary & {
    readonly withinTarget: number
    readonly breached: number
    readonly targetMinutes: number
    /** Answered inquiries by first-response minutes, in quarters of the target up to twice it, then the rest. */
    readonly distribution: ResponseBucket[]
  }
  readonly resolution: DurationSummary
}

export interface ResponseBucket {
  readonly fromMinutes: number
  readonly toMinutes: number | null
  readonly count: number
}

/** Quarters of the target up to twice it, then one open bucket: 9 in all, each (from, to]. */
function distributionOf(ascendingMinutes: readonly number[], target: number): ResponseBucket[] {
  const step = target / 4
  const counts = new Array<number>(9).fill(0)
  for (const m of ascendingMinutes) {
    // Upper bounds are inclusive: an answer at exactly the target is within it.
    const bucket = Math.min(8, Math.max(0, Math.ceil(m / step) - 1))
    counts[bucket] = (counts[bucket] ?? 0) + 1
  }
  return counts.map((count, i) => ({ fromMinutes: i * step, toMinutes: i === 8 ? null : (i + 1) * step, count }))
}

/** The nearest-rank percentile (p in 0..1) of ascending values; null when there are none. */
export function percentile(ascending: readonly number[], p: number): number | null {
  if (ascending.length === 0) return null
  const rank = Math.max(1, Math.ceil(p * ascending.length))
  return ascending[rank - 1] as number
}

/**
 * Adds up inquiry times one by one (the store streams them): minutes as the service level counts
 * them; `breached` also counts inquiries still unanswered past their due time at `now`.
 */
export class TimingAccumulator {
  private readonly response: number[] = []
  private readonly resolution: number[] = []
  private within = 0
  private breached = 0

  constructor(
    private readonly level: ServiceLevel,
    private readonly now: Date,
  ) {}

  add(times: InquiryTimes): void {
    const due = times.firstResponseDueAt
    if (times.firstResponseAt) {
      this.response.push(this.level.minutesBetween(times.createdAt, times.firstResponseAt))
      if (due && times.firstResponseAt.getTime() > due.getTime()) this.breached++
      else this.within++
    } else if (due && due.getTime() < this.now.getTime()) this.breached++
    if (times.resolvedAt) this.resolution.push(this.level.minutesBetween(times.createdAt, times.resolvedAt))
  }

  summary(): TimingSummary {
    const ascending = (values: number[]) => values.sort((a, b) => a - b)
    const response = ascending(this.response)
    const resolution = ascending(this.resolution)
    return {
      firstResponse: {
        medianMinutes: percentile(response, 0.5),
        p90Minutes: percentile(response, 0.9),
        withinTarget: this.within,
        breached: this.breached,
        targetMinutes: this.level.firstResponseMinutes,
        distribution: distributionOf(response, this.level.firstResponseMinutes),
      },
      resolution: { medianMinutes: percentile(resolution, 0.5), p90Minutes: percentile(resolution, 0.9) },
    }
  }
}

/** The days from the local day of `from` to the one before `to` in a zone; refuses a reversed or over-long period. */
export function metricsDays(from: Date, to: Date, timeZone: string): MetricsDay[] {
  if (!(from.getTime() < to.getTime()))
    throw DomainError.validation('from must be before to', [{ path: 'from', message: 'must be before to' }])
  const calendar = ZonedCalendar.of(timeZone)
  if (!calendar) throw DomainError.validation(`unknown time zone ${timeZone}`)
  const days: MetricsDay[] = []
  for (let day = calendar.localDate(from.getTime()); ; day = ZonedCalendar.nextDay(day)) {
    const start = calendar.instantOf(day, 0)
    if (start >= to.getTime()) break
    if (days.length >= MAX_METRICS_DAYS) {
      throw DomainError.validation(`the period may cover at most ${MAX_METRICS_DAYS} days`, [{ path: 'to', message: 'too far after from' }])
    }
    const end = calendar.instantOf(ZonedCalendar.nextDay(day), 0)
    days.push({ date: isoDate(day), start: new Date(Math.max(start, from.getTime())), end: new Date(Math.min(end, to.getTime())) })
  }
  return days
}

const isoDate = (d: LocalDate) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`
