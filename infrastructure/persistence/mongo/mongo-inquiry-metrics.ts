import type { Collection, Db } from 'mongodb'
import type { CreatedCounts, DayCounts, InquiryMetrics, MetricsPeriod } from '../../../application/ports/inquiry-metrics'
import type { InquiryTimes, MetricsDay } from '../../../domain/desk-metrics'
import { DEFAULT_LIMITS, type MongoLimits, toStoreError } from './mongo-client'
import { INQUIRIES } from './mongo-inquiry-rows'

/** The fields of an inquiry row the metrics read. */
interface TimesRow {
  _id: string
  channel: string
  status: string
  createdAt: Date
  firstResponseAt: Date | null
  firstResponseDueAt: Date | null
  resolvedAt: Date | null
}

/** Per-day counts run this many days at a time (a $group by channel and a count per day). */
const PARALLEL_DAYS = 8

/**
 * The desk's figures from MongoDB's inquiry collection: a $group for channels and statuses, indexed
 * counts per day, and the four time fields streamed by a projected cursor. Only pipeline stages
 * FerretDB v1 also runs ($match, $group with $sum): no $dateToString, $bucket or $cond there.
 */
export class MongoInquiryMetrics implements InquiryMetrics {
  private readonly inquiries: Collection<TimesRow>

  constructor(
    db: Db,
    private readonly limits: MongoLimits = DEFAULT_LIMITS,
  ) {
    this.inquiries = db.collection<TimesRow>(INQUIRIES)
  }

  async countCreated(period: MetricsPeriod): Promise<CreatedCounts> {
    const groups = await this.inquiries
      .aggregate<{ _id: { channel: string; status: string }; n: number }>(
        [
          { $match: { createdAt: { $gte: period.from, $lt: period.to } } },
          { $group: { _id: { channel: '$channel', status: '$status' }, n: { $sum: 1 } } },
        ],
        this.limits,
      )
      .toArray()
    const byChannel: Record<string, number> = {}
    const byStatus: Record<string, number> = {}
    let created = 0
    for (const { _id, n } of groups) {
      byChannel[_id.channel] = (byChannel[_id.channel] ?? 0) + n
      byStatus[_id.status] = (byStatus[_id.status] ?? 0) + n
      created += n
    }
    return { created, byChannel, byStatus }
  }

  async countPerDay(days: readonly MetricsDay[]): Promise<DayCounts[]> {
    const counts: DayCounts[] = []
    for (let i = 0; i < days.length; i += PARALLEL_DAYS) {
      const chunk = days.slice(i, i + PARALLEL_DAYS)
      counts.push(
        ...(await Promise.all(
          chunk.map(async (day) => {
            const within = { $gte: day.start, $lt: day.end }
            const [channels, resolved] = await Promise.all([
              this.inquiries
                .aggregate<{ _id: string; n: number }>(
                  [{ $match: { createdAt: within } }, { $group: { _id: '$channel', n: { $sum: 1 } } }],
                  this.limits,
                )
                .toArray(),
              this.inquiries.countDocuments({ resolvedAt: within }, this.limits),
            ])
            const byChannel = Object.fromEntries(channels.map((c) => [c._id, c.n]))
            return { date: day.date, created: channels.reduce((sum, c) => sum + c.n, 0), resolved, byChannel }
          }),
        )),
      )
    }
    return counts
  }

  async *times(period: MetricsPeriod): AsyncIterable<InquiryTimes> {
    const cursor = this.inquiries
      .find(
        { createdAt: { $gte: period.from, $lt: period.to } },
        { ...this.limits, projection: { createdAt: 1, firstResponseAt: 1, firstResponseDueAt: 1, resolvedAt: 1 } },
      )
      .sort({ createdAt: 1, _id: 1 })
      .batchSize(1000)
    // guardStoreErrors wraps promises only: a stream's failures become store errors here.
    try {
      for await (const row of cursor) {
        yield {
          createdAt: row.createdAt,
          firstResponseAt: row.firstResponseAt ?? null,
          firstResponseDueAt: row.firstResponseDueAt ?? null,
          resolvedAt: row.resolvedAt ?? null,
        }
      }
    } catch (error) {
      throw toStoreError(error)
    }
  }
}
