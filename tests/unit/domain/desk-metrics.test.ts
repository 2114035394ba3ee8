import { describe, expect, test } from 'bun:test'
import { BusinessHours } from '../../../domain/business-hours'
import { metricsDays, percentile, TimingAccumulator } from '../../../domain/desk-metrics'
import { DomainError } from '../../../domain/errors'
import { ServiceLevel } from '../../../domain/service-level'

const at = (iso: string) => new Date(iso)

describe('percentile (nearest rank)', () => {
  test('median and 90th of small sets; none of an empty one', () => {
    expect(percentile([], 0.5)).toBeNull()
    expect(percentile([7], 0.9)).toBe(7)
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2)
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9)
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.9)).toBe(10)
  })
})

describe('TimingAccumulator', () => {
  const created = at('2026-11-27T15:00:00Z') // Friday 16:00 Berlin
  test('counts within target, answered late and unanswered past due; minutes on the wall clock', () => {
    const level = new ServiceLevel(60, null)
    const due = level.firstResponseDueAt(created)
    const acc = new TimingAccumulator(level, at('2026-11-28T00:00:00Z'))
    acc.add({
      createdAt: created,
      firstResponseAt: at('2026-11-27T15:30:00Z'),
      firstResponseDueAt: due,
      resolvedAt: at('2026-11-27T18:00:00Z'),
    })
    acc.add({ createdAt: created, firstResponseAt: at('2026-11-27T17:00:00Z'), firstResponseDueAt: due, resolvedAt: null })
    acc.add({ createdAt: created, firstResponseAt: null, firstResponseDueAt: due, resolvedAt: null })
    acc.add({
      createdAt: at('2026-11-27T23:30:00Z'),
      firstResponseAt: null,
      firstResponseDueAt: at('2026-11-28T00:30:00Z'),
      resolvedAt: null,
    })
    const summary = acc.summary()
    expect(summary.firstResponse).toMatchObject({ medianMinutes: 30, p90Minutes: 120, withinTarget: 1, breached: 2, targetMinutes: 60 })
    expect(summary.resolution).toEqual({ medianMinutes: 180, p90Minutes: 180 })
    expect(summary.firstResponse.distribution.map((b) => b.count)).toEqual([0, 1, 0, 0, 0, 0, 0, 1, 0])
    expect(summary.firstResponse.distribution[7]).toEqual({ fromMinutes: 105, toMinutes: 120, count: 1 })
    expect(summary.firstResponse.distribution[8]).toEqual({ fromMinutes: 120, toMinutes: null, count: 0 })
  })

  test('in business hours a Friday-evening answer on Monday morning is a short response', () => {
    const level = new ServiceLevel(240, BusinessHours.parse('Mon-Fri 08:00-18:00 Europe/Berlin'))
    const acc = new TimingAccumulator(level, at('2026-12-01T00:00:00Z'))
    // Created Friday 16:00, answered Monday 09:00 Berlin: 2 h + 1 h of business time.
    acc.add({
      createdAt: created,
      firstResponseAt: at('2026-11-30T08:00:00Z'),
      firstResponseDueAt: level.firstResponseDueAt(created),
      resolvedAt: null,
    })
    expect(acc.summary().firstResponse).toMatchObject({ medianMinutes: 180, withinTarget: 1, breached: 0 })
  })
})

describe('metricsDays', () => {
  test('calendar days of the zone, the first and last cut to the period; DST days are 23 or 25 hours', () => {
    const days = metricsDays(at('2026-03-28T12:00:00Z'), at('2026-03-30T22:00:00Z'), 'Europe/Berlin')
    expect(days.map((d) => d.date)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30'])
    expect(days[0]?.start.toISOString()).toBe('2026-03-28T12:00:00.000Z')
    expect(days[1]).toEqual({ date: '2026-03-29', start: at('2026-03-28T23:00:00Z'), end: at('2026-03-29T22:00:00Z') })
    expect(days[2]?.end.toISOString()).toBe('2026-03-30T22:00:00.000Z')
  })

  test('refuses a reversed period and one over 366 days', () => {
    expect(() => metricsDays(at('2026-03-02T00:00:00Z'), at('2026-03-01T00:00:00Z'), 'UTC')).toThrow(DomainError)
    expect(() => metricsDays(at('2024-01-01T00:00:00Z'), at('2026-01-01T00:00:00Z'), 'UTC')).toThrow('at most 366 days')
    expect(metricsDays(at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'), 'UTC')).toHaveLength(365)
  })
})
