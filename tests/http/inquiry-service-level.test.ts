import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { ContainerModule } from 'inversify'
import { TOKENS } from '../../application/ports/tokens'
import { type DeskApp, startDeskApp } from '../support/desk-harness'

// "Now" for the service: Friday 27 November 2026, 17:00 in Berlin, one business hour before closing.
const NOW = new Date('2026-11-27T16:00:00Z')
const fixedClock = new ContainerModule(({ rebind }) => {
  rebind(TOKENS.Clock).toConstantValue({ now: () => new Date(NOW), nowMs: () => NOW.getTime() })
})

let desk: DeskApp
beforeAll(async () => {
  desk = await startDeskApp({
    env: { DESK_BUSINESS_HOURS: 'Mon-Fri 08:00-18:00 Europe/Berlin', SLA_FIRST_RESPONSE_MINUTES: '120' },
    overrides: [fixedClock],
  })
})
afterAll(() => desk.app.stop())

describe('first-response due time of a new inquiry', () => {
  test('counts business hours: 60 minutes on Friday evening, the other 60 on Monday morning (not Friday 19:00)', async () => {
    const created = await desk.call(
      'POST',
      '/api/v1/inquiries',
      { customer: { email: 'buyer@shipper.example' }, subject: 'Reefer to Rotterdam', message: 'Please quote 2 x 40ft reefer.' },
      desk.agent,
    )
    expect(created.status).toBe(201)
    // Monday 30 November, 09:00 in Berlin.
    expect(created.json.firstResponseDueAt).toBe('2026-11-30T08:00:00.000Z')
  })

  test('overdue=true lists the inquiries without a first response whose due time has passed, and only those', async () => {
    const late = await desk.seedInquiry({ firstResponseDueAt: new Date('2026-11-27T15:00:00Z'), firstResponseAt: null })
    const answered = await desk.seedInquiry({
      firstResponseDueAt: new Date('2026-11-27T15:00:00Z'),
      firstResponseAt: new Date('2026-11-27T14:00:00Z'),
    })
    const notYet = await desk.seedInquiry({ firstResponseDueAt: new Date('2026-11-30T08:00:00Z'), firstResponseAt: null })
    const listed = await desk.call('GET', '/api/v1/inquiries?overdue=true&limit=100', undefined, desk.agent)
    expect(listed.status).toBe(200)
    const ids = (listed.json.data as { _id: string }[]).map((i) => i._id)
    expect(ids).toContain(late.id)
    expect(ids).not.toContain(answered.id)
    expect(ids).not.toContain(notYet.id)
  })
})
