import type { InquiryTimes, MetricsDay } from '../../domain/desk-metrics'

/** A period of creation times: `from` inclusive, `to` exclusive. */
export interface MetricsPeriod {
  readonly from: Date
  readonly to: Date
}

/** Inquiries created in a period, counted by the store. */
export interface CreatedCounts {
  readonly created: number
  readonly byChannel: Readonly<Record<string, number>>
  readonly byStatus: Readonly<Record<string, number>>
}

export interface DayCounts {
  readonly date: string
  /** Inquiries created that day, and of them how many came by each channel. */
  readonly created: number
  readonly byChannel: Readonly<Record<string, number>>
  /** Inquiries resolved that day (whenever they were created). */
  readonly resolved: number
}

/**
 * The desk's figures, computed where the inquiries are (SQL, aggregation pipeline): counts in the
 * store; times streamed as a projection of four fields, for minutes the store cannot count
 * (business hours), never whole inquiries.
 */
export interface InquiryMetrics {
  countCreated(period: MetricsPeriod): Promise<CreatedCounts>
  countPerDay(days: readonly MetricsDay[]): Promise<DayCounts[]>
  /** The times of every inquiry created in the period, streamed in batches. */
  times(period: MetricsPeriod): AsyncIterable<InquiryTimes>
}
