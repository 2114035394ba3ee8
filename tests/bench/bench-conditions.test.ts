import { describe, expect, it } from 'bun:test'
import { bareDriftWarning, markdown } from '../../bench/report'

describe('bench run conditions', () => {
  it('warns when the bare server needed over 20 % more CPU per request in one round than in another', () => {
    expect(bareDriftWarning('post-document', [10, 10.5, 12.5])).toContain('moved from 10.0 to 12.5 µs')
  })

  it('stays quiet within 20 %, and when the CPU time could not be read', () => {
    expect(bareDriftWarning('health', [10, 11.9, 11])).toBeNull()
    expect(bareDriftWarning('health', [null, 10])).toBeNull()
  })

  it('prints the CPU time per request beside the ratio', () => {
    const table = markdown([
      {
        scenario: 'health',
        rps: 1000,
        rpsMin: 900,
        rpsMax: 1100,
        p50Ms: 1,
        p99Ms: 2,
        rssMiB: 100,
        ratioToBare: 0.5,
        cpuUsPerRequest: 42.25,
      },
    ])
    expect(table).toContain('| CPU µs/request |')
    expect(table).toContain('| 0.50 | 42.3 |')
  })
})
