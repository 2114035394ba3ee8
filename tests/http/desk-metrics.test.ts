import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { ContainerModule } from 'inversify'
import { TOKENS } from '../../application/ports/tokens'
import { type DeskApp, startDeskApp } from '../support/desk-harness'

const at = (iso: string) => new Date(iso)
// "Now" for the service: Monday 30 November 2026, 12:00 in Berlin.
const NOW = at('2026-11-30T11:00:00Z')
const fixedClock = new ContainerModule(({ rebind }) => {
  rebind(TOKENS.Clock).toConstantValue({ now: () => new Date(NOW), nowMs: () => NOW.getTime() })
})

let desk: DeskApp
beforeAll(async () => {
  desk = await startDeskApp({
    env: { DESK_BUSINESS_HOURS: 'Mon-Fri 08:00-18:00 Europe/Berlin', SLA_FIRST_RESPONSE_MINUTES: '120' },
    overrides: [fixedClock],
  })
  const level = desk.app.container.get(TOKENS.ServiceLevel)
  const seed = (createdAt: string, rest: Parameters<DeskApp['seedInquiry']>[0] = {}) => {
    const created = at(createdAt)
    return desk.seedInquiry({ createdAt: created, lastMessageAt: created, firstResponseDueAt: level.firstResponseDueAt(created), ...rest })
  }
  // Friday 27 November, 17:00 Berlin; answered Monday 09:00: 1 h + 1 h of business time, in target (120).
  await seed('2026-11-27T16:00:00Z', { channel: 'email', status: 'quoted', firstResponseAt: at('2026-11-30T08:00:00Z') })
  // Thursday 26 November, 10:00; answered 14:00 the same day: 240 business minutes, breached.
  await seed('2026-11-26T09:00:00Z', {
    channel: 'chat',
    status: 'won',
    firstResponseAt: at('2026-11-26T13:00:00Z'),
    resolvedAt: at('2026-11-27T09:00:00Z'),
  })
  // Monday 30 November, 08:00; unanswered, due 10:00, now 12:00: breached and overdue.
  await seed('2026-11-30T07:00:00Z', { channel: 'email', status: 'new' })
  // Outside the period asked for.
  await seed('2026-10-01T09:00:00Z', { channel: 'api', status: 'lost' })
})
afterAll(() => desk.app.stop())

describe('GET /api/v1/inquiries/metrics', () => {
  test('counts, business-minute median and p90, within target vs breached, per Berlin day', async () => {
    const res = await desk.call('GET', '/api/v1/inquiries/metrics?from=2026-11-23&to=2026-11-30', undefined, desk.agent)
    expect(res.status).toBe(200)
    const m = res.json
    expect(m).toMatchObject({
      from: '2026-11-22T23:00:00.000Z',
      to: '2026-11-30T23:00:00.000Z',
      counting: 'business',
      timeZone: 'Europe/Berlin',
      created: 3,
      byChannel: { email: 2, chat: 1 },
      byStatus: { quoted: 1, won: 1, new: 1 },
      quoted: 1,
      won: 1,
      lost: 0,
      firstResponse: { medianMinutes: 120, p90Minutes: 240, withinTarget: 1, breached: 2, targetMinutes: 120 },
      resolution: { medianMinutes: 600, p90Minutes: 600 }, // Thu 10:00-18:00 and Fri 08:00-10:00
    })
    expect(m.perDay).toHaveLength(8)
    expect(m.perDay.find((d: { date: string }) => d.date === '2026-11-26')).toEqual({
      date: '2026-11-26',
      created: 1,
      resolved: 0,
      byChannel: { chat: 1 },
    })
    expect(m.perDay.find((d: { date: string }) => d.date === '2026-11-27')).toEqual({
      date: '2026-11-27',
      created: 1,
      resolved: 1,
      byChannel: { email: 1 },
    })
    expect(m.firstResponse.distribution.map((b: { count: number }) => b.count)).toEqual([0, 0, 0, 1, 0, 0, 0, 1, 0])
  })

  test('without from and to: the last 30 days up to now', async () => {
    const res = await desk.call('GET', '/api/v1/inquiries/metrics', undefined, desk.agent)
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ from: '2026-10-31T23:00:00.000Z', to: NOW.toISOString(), created: 3 })
    expect(res.json.perDay).toHaveLength(30)
  })

  test('on the wall clock when no business hours are set', async () => {
    const plain = await startDeskApp({ overrides: [fixedClock] })
    try {
      await plain.seedInquiry({ createdAt: at('2026-11-27T16:00:00Z'), firstResponseAt: at('2026-11-30T08:00:00Z') })
      const res = await plain.call('GET', '/api/v1/inquiries/metrics?from=2026-11-23&to=2026-11-30', undefined, plain.agent)
      expect(res.json).toMatchObject({ counting: 'wall', timeZone: 'UTC', firstResponse: { medianMinutes: 3840, targetMinutes: 240 } })
    } finally {
      await plain.app.stop()
    }
  })

  test.each([
    ['from=yesterday', 400],
    ['from=2026-02-30', 400],
    ['from=2026-12-01&to=2026-11-01', 400],
    ['from=2024-01-01&to=2026-01-01', 400],
  ])('?%s is %d', async (query, status) => {
    const res = await desk.call('GET', `/api/v1/inquiries/metrics?${query}`, undefined, desk.agent)
    expect(res.status).toBe(status)
    expect(res.json.code).toBe('VALIDATION_FAILED')
  })

  test('agents only', async () => {
    expect((await desk.call('GET', '/api/v1/inquiries/metrics')).status).toBe(401)
    expect((await desk.call('GET', '/api/v1/inquiries/metrics', undefined, desk.user)).status).toBe(403)
  })
})
