import type { CreatedCounts, DayCounts, InquiryMetrics, MetricsPeriod } from '../../../application/ports/inquiry-metrics'
import type { InquiryTimes, MetricsDay } from '../../../domain/desk-metrics'
import type { Sqlite } from './sqlite-database'
import { createInquiryTables } from './sqlite-inquiry-schema'

// The inquiry table keeps createdAt only inside its JSON body (epoch ms); an index on this very
// expression lets SQLite range over it without reading bodies.
const CREATED = "json_extract(body, '$.createdAt')"
const BATCH = 1000

interface TimesRow {
  id: string
  created_at: number
  first_response_at: number | null
  first_response_due_at: number | null
  resolved_at: number | null
}

/** The desk's figures from the embedded store's inquiry table: GROUP BY and indexed counts; times read in keyset batches. */
export class SqliteInquiryMetrics implements InquiryMetrics {
  private readonly grouped
  private readonly timesPage

  constructor(private readonly db: Sqlite) {
    createInquiryTables(db)
    db.exec(`CREATE INDEX IF NOT EXISTS inquiries_created ON inquiries (${CREATED}, id)`)
    db.exec('CREATE INDEX IF NOT EXISTS inquiries_resolved ON inquiries (resolved_at) WHERE resolved_at IS NOT NULL')
    this.grouped = db.prepare(
      `SELECT channel, status, count(*) AS n FROM inquiries WHERE ${CREATED} >= ? AND ${CREATED} < ? GROUP BY channel, status`,
    )
    this.timesPage = db.prepare(
      `SELECT id, ${CREATED} AS created_at, first_response_at, first_response_due_at, resolved_at FROM inquiries
       WHERE ${CREATED} >= ? AND ${CREATED} < ? AND (${CREATED} > ? OR (${CREATED} = ? AND id > ?))
       ORDER BY ${CREATED}, id LIMIT ${BATCH}`,
    )
  }

  async countCreated(period: MetricsPeriod): Promise<CreatedCounts> {
    const rows = this.grouped.all(period.from.getTime(), period.to.getTime()) as unknown as { channel: string; status: string; n: number }[]
    const byChannel: Record<string, number> = {}
    const byStatus: Record<string, number> = {}
    let created = 0
    for (const row of rows) {
      byChannel[row.channel] = (byChannel[row.channel] ?? 0) + row.n
      byStatus[row.status] = (byStatus[row.status] ?? 0) + row.n
      created += row.n
    }
    return { created, byChannel, byStatus }
  }

  async countPerDay(days: readonly MetricsDay[]): Promise<DayCounts[]> {
    if (days.length === 0) return []
    const bounds = `WITH days(date, s, e) AS (VALUES ${days.map(() => '(?, ?, ?)').join(', ')})`
    const params = days.flatMap((d) => [d.date, d.start.getTime(), d.end.getTime()])
    const created = this.db
      .prepare(
        `${bounds} SELECT date, channel, count(*) AS n FROM days JOIN inquiries ON ${CREATED} >= s AND ${CREATED} < e GROUP BY date, channel`,
      )
      .all(...params) as unknown as { date: string; channel: string; n: number }[]
    const resolved = this.db
      .prepare(`${bounds} SELECT date, (SELECT count(*) FROM inquiries WHERE resolved_at >= s AND resolved_at < e) AS n FROM days`)
      .all(...params) as unknown as { date: string; n: number }[]
    const perDay = new Map(days.map((d) => [d.date, { date: d.date, created: 0, resolved: 0, byChannel: {} as Record<string, number> }]))
    for (const row of created) {
      const day = perDay.get(row.date)
      if (!day) continue
      day.created += row.n
      day.byChannel[row.channel] = row.n
    }
    for (const row of resolved) {
      const day = perDay.get(row.date)
      if (day) day.resolved = row.n
    }
    return [...perDay.values()]
  }

  async *times(period: MetricsPeriod): AsyncIterable<InquiryTimes> {
    let afterCreated = -1
    let afterId = ''
    for (;;) {
      const rows = this.timesPage.all(
        period.from.getTime(),
        period.to.getTime(),
        afterCreated,
        afterCreated,
        afterId,
      ) as unknown as TimesRow[]
      for (const row of rows) yield toTimes(row)
      if (rows.length < BATCH) return
      const last = rows[rows.length - 1] as TimesRow
      afterCreated = last.created_at
      afterId = last.id
    }
  }
}

const date = (ms: number | null) => (ms === null ? null : new Date(ms))

function toTimes(row: TimesRow): InquiryTimes {
  return {
    createdAt: new Date(row.created_at),
    firstResponseAt: date(row.first_response_at),
    firstResponseDueAt: date(row.first_response_due_at),
    resolvedAt: date(row.resolved_at),
  }
}
