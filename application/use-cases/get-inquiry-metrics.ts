import { inject, injectable } from 'inversify'
import { type MetricsDay, metricsDays, TimingAccumulator, type TimingSummary } from '../../domain/desk-metrics'
import { DomainError } from '../../domain/errors'
import type { Principal } from '../../domain/principal'
import type { ServiceLevel } from '../../domain/service-level'
import { ZonedCalendar } from '../../domain/zoned-calendar'
import type { Clock } from '../ports/clock'
import type { DayCounts, InquiryMetrics } from '../ports/inquiry-metrics'
import { TOKENS } from '../ports/tokens'
import { assertAgent } from '../services/desk-access'

export interface InquiryMetricsView extends TimingSummary {
  readonly from: string
  readonly to: string
  /** `business` when DESK_BUSINESS_HOURS is set (minutes in business hours), else `wall`. */
  readonly counting: 'business' | 'wall'
  /** The zone whose calendar days `perDay` counts (the business hours' zone, else UTC). */
  readonly timeZone: string
  readonly created: number
  readonly byChannel: Record<string, number>
  readonly byStatus: Record<string, number>
  readonly quoted: number
  readonly won: number
  readonly lost: number
  readonly perDay: DayCounts[]
}

const DEFAULT_DAYS = 30

/** The desk's figures for inquiries created in a period (default: the last 30 days, today included), per api-contract 14. */
@injectable()
export class GetInquiryMetrics {
  constructor(
    @inject(TOKENS.InquiryMetrics) private readonly metrics: InquiryMetrics,
    @inject(TOKENS.ServiceLevel) private readonly level: ServiceLevel,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: { principal: Principal; from?: string; to?: string }): Promise<InquiryMetricsView> {
    assertAgent(input.principal)
    const now = this.clock.now()
    const timeZone = this.level.businessHours?.timeZone ?? 'UTC'
    const calendar = ZonedCalendar.of(timeZone) as ZonedCalendar
    const to = input.to ? boundary(calendar, input.to, 'to') : now
    const from = input.from ? boundary(calendar, input.from, 'from') : new Date(startOfDayBefore(calendar, to, DEFAULT_DAYS - 1))
    const days: MetricsDay[] = metricsDays(from, to, timeZone)
    const period = { from, to }
    const [counts, perDay] = [await this.metrics.countCreated(period), await this.metrics.countPerDay(days)]
    const timing = new TimingAccumulator(this.level, now)
    for await (const times of this.metrics.times(period)) timing.add(times)
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      counting: this.level.counting,
      timeZone,
      created: counts.created,
      byChannel: { ...counts.byChannel },
      byStatus: { ...counts.byStatus },
      ...timing.summary(),
      quoted: counts.byStatus.quoted ?? 0,
      won: counts.byStatus.won ?? 0,
      lost: counts.byStatus.lost ?? 0,
      perDay: perDay.map((d) => ({ ...d, byChannel: { ...d.byChannel } })),
    }
  }
}

/** `YYYY-MM-DD` is a day of the desk's calendar (`from` its start, `to` its end: both days count); a date-time is taken as it is. */
function boundary(calendar: ZonedCalendar, raw: string, name: 'from' | 'to'): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw)
  if (day) {
    const local = { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]) }
    const check = new Date(Date.UTC(local.year, local.month - 1, local.day))
    if (check.getUTCMonth() + 1 === local.month && check.getUTCDate() === local.day && local.year >= 1970) {
      return new Date(calendar.instantOf(name === 'to' ? ZonedCalendar.nextDay(local) : local, 0))
    }
  } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)) {
    const at = new Date(raw)
    if (!Number.isNaN(at.getTime())) return at
  }
  throw DomainError.validation(`${name} must be an ISO date (YYYY-MM-DD) or date-time`, [{ path: name, message: 'is not an ISO date' }])
}

/** The start of the local day `days` days before the day of `at`. */
function startOfDayBefore(calendar: ZonedCalendar, at: Date, days: number): number {
  const today = calendar.localDate(at.getTime())
  const back = new Date(Date.UTC(today.year, today.month - 1, today.day - days))
  return calendar.instantOf({ year: back.getUTCFullYear(), month: back.getUTCMonth() + 1, day: back.getUTCDate() }, 0)
}
