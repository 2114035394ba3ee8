import type { CreatedCounts, DayCounts, InquiryMetrics, MetricsPeriod } from '../../application/ports/inquiry-metrics'
import type { InquiryStore } from '../../application/ports/inquiry-store'
import type { InquiryTimes, MetricsDay } from '../../domain/desk-metrics'
import type { Inquiry } from '../../domain/inquiry'

const inside = (at: Date | null, from: Date, to: Date) => at !== null && at >= from && at < to

/** Metrics counted over every inquiry of an InquiryStore (a fake: it reads them all). */
export class InMemoryInquiryMetrics implements InquiryMetrics {
  constructor(private readonly store: InquiryStore) {}

  private async all(): Promise<Inquiry[]> {
    return this.store.list({}, null, Number.MAX_SAFE_INTEGER)
  }

  async countCreated(period: MetricsPeriod): Promise<CreatedCounts> {
    const created = (await this.all()).filter((i) => inside(i.createdAt, period.from, period.to))
    const byChannel: Record<string, number> = {}
    const byStatus: Record<string, number> = {}
    for (const i of created) {
      byChannel[i.channel] = (byChannel[i.channel] ?? 0) + 1
      byStatus[i.status] = (byStatus[i.status] ?? 0) + 1
    }
    return { created: created.length, byChannel, byStatus }
  }

  async countPerDay(days: readonly MetricsDay[]): Promise<DayCounts[]> {
    const all = await this.all()
    return days.map((day) => {
      const created = all.filter((i) => inside(i.createdAt, day.start, day.end))
      const byChannel: Record<string, number> = {}
      for (const i of created) byChannel[i.channel] = (byChannel[i.channel] ?? 0) + 1
      return {
        date: day.date,
        created: created.length,
        resolved: all.filter((i) => inside(i.resolvedAt, day.start, day.end)).length,
        byChannel,
      }
    })
  }

  async *times(period: MetricsPeriod): AsyncIterable<InquiryTimes> {
    const created = (await this.all()).filter((i) => inside(i.createdAt, period.from, period.to))
    created.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
    for (const i of created) {
      yield {
        createdAt: i.createdAt,
        firstResponseAt: i.firstResponseAt,
        firstResponseDueAt: i.firstResponseDueAt,
        resolvedAt: i.resolvedAt,
      }
    }
  }
}
