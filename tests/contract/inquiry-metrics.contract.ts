import { describe, expect, test } from 'bun:test'
import type { InquiryMetrics } from '../../application/ports/inquiry-metrics'
import type { InquiryStore } from '../../application/ports/inquiry-store'
import { metricsDays } from '../../domain/desk-metrics'
import type { Inquiry } from '../../domain/inquiry'
import { sampleInquiry } from '../support/inquiry-samples'

const at = (iso: string) => new Date(iso)

/** Inquiries of one week in Berlin (a DST-free November week), plus one before and one after it. */
function week(): Inquiry[] {
  return [
    sampleInquiry({
      channel: 'email',
      createdAt: at('2026-11-23T08:00:00Z'),
      firstResponseAt: at('2026-11-23T09:00:00Z'),
      status: 'won',
      resolvedAt: at('2026-11-24T10:00:00Z'),
    }),
    sampleInquiry({ channel: 'email', createdAt: at('2026-11-23T22:30:00Z'), status: 'open' }), // 23:30 in Berlin: still the 23rd there
    sampleInquiry({
      channel: 'chat',
      createdAt: at('2026-11-24T12:00:00Z'),
      firstResponseAt: at('2026-11-24T12:30:00Z'),
      status: 'quoted',
    }),
    sampleInquiry({ channel: 'api', createdAt: at('2026-11-25T07:00:00Z'), status: 'lost', resolvedAt: at('2026-11-25T08:00:00Z') }),
    sampleInquiry({ channel: 'contact', createdAt: at('2026-11-20T10:00:00Z'), status: 'closed', resolvedAt: at('2026-11-24T09:00:00Z') }),
    sampleInquiry({ channel: 'chat', createdAt: at('2026-12-02T10:00:00Z') }),
  ]
}

/** The behaviour every InquiryMetrics adapter must have, over the inquiries of its own store. */
export function describeInquiryMetrics(name: string, make: () => Promise<{ store: InquiryStore; metrics: InquiryMetrics }>) {
  describe(`InquiryMetrics contract: ${name}`, () => {
    const period = { from: at('2026-11-22T23:00:00Z'), to: at('2026-11-29T23:00:00Z') } // Mon 23 to Sun 29 November, Berlin

    test('counts the inquiries created in a period by channel and by status', async () => {
      const { store, metrics } = await make()
      for (const inquiry of week()) expect(await store.create(inquiry, { changes: [] })).toBe('created')
      expect(await metrics.countCreated(period)).toEqual({
        created: 4,
        byChannel: { email: 2, chat: 1, api: 1 },
        byStatus: { won: 1, open: 1, quoted: 1, lost: 1 },
      })
      expect(await metrics.countCreated({ from: at('2027-01-01T00:00:00Z'), to: at('2027-02-01T00:00:00Z') })).toEqual({
        created: 0,
        byChannel: {},
        byStatus: {},
      })
    })

    test('counts created (by channel) and resolved per day of the desk calendar', async () => {
      const { store, metrics } = await make()
      for (const inquiry of week()) await store.create(inquiry, { changes: [] })
      const days = await metrics.countPerDay(metricsDays(period.from, period.to, 'Europe/Berlin'))
      expect(days.map((d) => d.date)).toEqual([
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-29',
      ])
      expect(days[0]).toEqual({ date: '2026-11-23', created: 2, resolved: 0, byChannel: { email: 2 } })
      // The 24th: one created by chat; two resolved (one created the week before).
      expect(days[1]).toEqual({ date: '2026-11-24', created: 1, resolved: 2, byChannel: { chat: 1 } })
      expect(days[2]).toEqual({ date: '2026-11-25', created: 1, resolved: 1, byChannel: { api: 1 } })
      expect(days.slice(3).every((d) => d.created === 0 && d.resolved === 0)).toBe(true)
    })

    test('streams the four times of each inquiry created in the period, oldest first, and nothing else', async () => {
      const { store, metrics } = await make()
      const inquiries = week()
      for (const inquiry of inquiries) await store.create(inquiry, { changes: [] })
      const times = []
      for await (const t of metrics.times(period)) times.push(t)
      expect(times).toEqual(
        inquiries.slice(0, 4).map((i) => ({
          createdAt: i.createdAt,
          firstResponseAt: i.firstResponseAt,
          firstResponseDueAt: i.firstResponseDueAt,
          resolvedAt: i.resolvedAt,
        })),
      )
    })
  })
}
