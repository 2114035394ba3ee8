import { describe, expect, test } from 'bun:test'
import { BusinessHours } from '../../../domain/business-hours'
import { DomainError } from '../../../domain/errors'
import { ServiceLevel } from '../../../domain/service-level'

const berlin = BusinessHours.parse('Mon-Fri 08:00-18:00 Europe/Berlin')
const at = (iso: string) => new Date(iso)

describe('BusinessHours.parse', () => {
  test.each([
    ['', 'expected days, hours and a time zone'],
    ['Mon-Fri 08:00-18:00', 'unknown time zone "08:00-18:00"'],
    ['Mon-Fri 08:00-18:00 Mars/Olympus', 'unknown time zone "Mars/Olympus"'],
    ['Mon-Fry 08:00-18:00 Europe/Berlin', '"Fry" is not a day'],
    ['Mon-Fri 8-18 Europe/Berlin', '"Mon-Fri 8-18" is not of the form Mon-Fri 08:00-18:00'],
    ['Mon-Fri 18:00-08:00 Europe/Berlin', 'must open before they close on the same day'],
    ['Mon-Fri 08:00-25:00 Europe/Berlin', '25:00 is not a time of day'],
    ['Mon-Fri 08:00-18:00, Fri 19:00-20:00 Europe/Berlin', 'Fri is named twice'],
  ])('refuses %p with a message that says why', (spec, why) => {
    let error: unknown
    try {
      BusinessHours.parse(spec)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(DomainError)
    expect((error as DomainError).message).toContain(why)
    expect((error as DomainError).message).toContain('expected e.g. "Mon-Fri 08:00-18:00 Europe/Berlin"')
  })

  test('takes several spans, a wrapping day range, 24:00 and loose spacing', () => {
    const hours = BusinessHours.parse('  Mon-Fri 08:00-18:00,  Sat 09:00-12:00   UTC ')
    expect(hours.timeZone).toBe('UTC')
    // Saturday 2026-11-28: 3 hours open.
    expect(hours.minutesBetween(at('2026-11-28T00:00:00Z'), at('2026-11-29T00:00:00Z'))).toBe(180)
    const weekend = BusinessHours.parse('Sat-Sun 00:00-24:00 UTC')
    expect(weekend.minutesBetween(at('2026-11-27T00:00:00Z'), at('2026-11-30T00:00:00Z'))).toBe(2 * 1440)
    const wrapping = BusinessHours.parse('Fri-Mon 10:00-11:00 UTC')
    expect(wrapping.minutesBetween(at('2026-11-23T00:00:00Z'), at('2026-11-30T00:00:00Z'))).toBe(4 * 60)
  })
})

describe('BusinessHours.addMinutes', () => {
  test('inside one window it is the wall clock', () => {
    // Wednesday 10:00 in Berlin (CET, UTC+1) is 09:00Z.
    expect(berlin.addMinutes(at('2026-11-25T09:00:00Z'), 240).toISOString()).toBe('2026-11-25T13:00:00.000Z')
  })

  test('an evening arrival starts counting at the next opening', () => {
    // Wednesday 20:00 Berlin → Thursday 08:00 + 4 h = 12:00 Berlin = 11:00Z.
    expect(berlin.addMinutes(at('2026-11-25T19:00:00Z'), 240).toISOString()).toBe('2026-11-26T11:00:00.000Z')
    // Before opening the same day.
    expect(berlin.addMinutes(at('2026-11-25T05:00:00Z'), 60).toISOString()).toBe('2026-11-25T08:00:00.000Z')
  })

  test('the rest carries over the evening and the weekend', () => {
    // Friday 16:00 Berlin: 2 h on Friday, 2 h on Monday from 08:00 → Monday 10:00 Berlin = 09:00Z.
    expect(berlin.addMinutes(at('2026-11-27T15:00:00Z'), 240).toISOString()).toBe('2026-11-30T09:00:00.000Z')
    // A Saturday arrival waits for Monday.
    expect(berlin.addMinutes(at('2026-11-28T12:00:00Z'), 30).toISOString()).toBe('2026-11-30T07:30:00.000Z')
  })

  test('follows the wall clock across the spring daylight-saving switch', () => {
    // Friday 27 March 2026 16:00 CET (15:00Z); clocks go forward on Sunday 29 March.
    // Monday 30 March opens at 08:00 CEST = 06:00Z, so 2 h later is 08:00Z (not 09:00Z).
    expect(berlin.addMinutes(at('2026-03-27T15:00:00Z'), 240).toISOString()).toBe('2026-03-30T08:00:00.000Z')
  })

  test('follows the wall clock across the autumn switch', () => {
    // Friday 23 October 2026 16:00 CEST (14:00Z); clocks go back on Sunday 25 October.
    // Monday 26 October opens at 08:00 CET = 07:00Z; 2 h later is 09:00Z.
    expect(berlin.addMinutes(at('2026-10-23T14:00:00Z'), 240).toISOString()).toBe('2026-10-26T09:00:00.000Z')
  })

  test('a switch inside the open hours makes that day an hour shorter or longer', () => {
    const allDay = BusinessHours.parse('Mon-Sun 00:00-24:00 Europe/Berlin')
    // Sunday 29 March 2026 has 23 hours in Berlin, Sunday 25 October 25.
    expect(allDay.minutesBetween(at('2026-03-28T23:00:00Z'), at('2026-03-29T22:00:00Z'))).toBe(23 * 60)
    expect(allDay.minutesBetween(at('2026-10-24T22:00:00Z'), at('2026-10-25T23:00:00Z'))).toBe(25 * 60)
    // A window that opens inside the skipped hour (02:30) opens at 03:30 CEST, i.e. 01:30Z.
    const night = BusinessHours.parse('Sun 02:30-04:00 Europe/Berlin')
    expect(night.addMinutes(at('2026-03-29T00:00:00Z'), 1).toISOString()).toBe('2026-03-29T01:31:00.000Z')
  })

  test('zero minutes is the start itself; a start in the closed hours moves to the opening', () => {
    expect(berlin.addMinutes(at('2026-11-25T09:00:00Z'), 0).toISOString()).toBe('2026-11-25T09:00:00.000Z')
    expect(berlin.addMinutes(at('2026-11-28T09:00:00Z'), 0).toISOString()).toBe('2026-11-30T07:00:00.000Z')
  })
})

describe('BusinessHours.minutesBetween', () => {
  test('counts only open minutes: evening, night and weekend are skipped', () => {
    // Friday 17:00 Berlin to Monday 09:00 Berlin: 1 h + 1 h.
    expect(berlin.minutesBetween(at('2026-11-27T16:00:00Z'), at('2026-11-30T08:00:00Z'))).toBe(120)
    // Whole week: 5 × 10 h.
    expect(berlin.minutesBetween(at('2026-11-23T00:00:00Z'), at('2026-11-30T00:00:00Z'))).toBe(3000)
    // Entirely in the evening.
    expect(berlin.minutesBetween(at('2026-11-25T18:00:00Z'), at('2026-11-25T22:00:00Z'))).toBe(0)
    expect(berlin.minutesBetween(at('2026-11-26T00:00:00Z'), at('2026-11-25T00:00:00Z'))).toBe(0)
  })

  test('is the inverse of addMinutes for any start', () => {
    const starts = ['2026-03-27T15:00:00Z', '2026-10-23T20:00:00Z', '2026-11-28T12:00:00Z', '2026-11-25T09:17:00Z']
    for (const start of starts) {
      for (const minutes of [1, 240, 601, 3000]) {
        const due = berlin.addMinutes(at(start), minutes)
        expect(berlin.minutesBetween(at(start), due)).toBe(minutes)
      }
    }
  })
})

describe('ServiceLevel', () => {
  test('on the wall clock without business hours', () => {
    const level = new ServiceLevel(240, null)
    expect(level.firstResponseDueAt(at('2026-11-28T12:00:00Z')).toISOString()).toBe('2026-11-28T16:00:00.000Z')
    expect(level.minutesBetween(at('2026-11-28T12:00:00Z'), at('2026-11-28T12:01:30Z'))).toBe(1.5)
    expect(level.counting).toBe('wall')
  })

  test('in business hours when they are set', () => {
    const level = new ServiceLevel(240, berlin)
    expect(level.firstResponseDueAt(at('2026-11-27T15:00:00Z')).toISOString()).toBe('2026-11-30T09:00:00.000Z')
    expect(level.counting).toBe('business')
  })

  test('overdue means no first response and the due time has passed', () => {
    const level = new ServiceLevel(240, null)
    const due = at('2026-11-28T16:00:00Z')
    expect(level.isOverdue({ firstResponseAt: null, firstResponseDueAt: due }, at('2026-11-28T16:00:01Z'))).toBe(true)
    expect(level.isOverdue({ firstResponseAt: null, firstResponseDueAt: due }, at('2026-11-28T15:59:59Z'))).toBe(false)
    expect(level.isOverdue({ firstResponseAt: at('2026-11-28T17:00:00Z'), firstResponseDueAt: due }, at('2026-11-29T00:00:00Z'))).toBe(
      false,
    )
  })

  test('refuses a target that is not a positive whole number of minutes', () => {
    for (const bad of [0, -5, 1.5, 600_000]) expect(() => new ServiceLevel(bad, null)).toThrow(DomainError)
  })
})
