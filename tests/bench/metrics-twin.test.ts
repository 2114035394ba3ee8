import { describe, expect, it } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type MeteredScenario, PlainTwin } from '../../bench/metrics-scenarios'
import type { ServerProcess } from '../../bench/processes'
import { markdown } from '../../bench/report'

const server: ServerProcess = { pid: 1, url: 'http://127.0.0.1:1', stop: async () => {} }
const result = (cpuUs: number) => ({ rps: 1, p50Ms: 1, p99Ms: 1, requests: 1, errors: 0, cpuUs })
const scenario = (name: string): MeteredScenario => {
  const plain = { name, description: name, prepare: async () => ({ path: '/plain', lua: '-- plain' }) }
  return { ...plain, name: `${name}-metrics`, plain }
}

describe('a metered scenario beside its plain twin', () => {
  it('measures the twin just before the metered run in odd rounds and just after in even ones, and gives the median ratio', async () => {
    const work = mkdtempSync(join(tmpdir(), 'twin-test-'))
    try {
      const order: string[] = []
      const plainCpu = [20, 10, 10]
      const twin = await PlainTwin.prepare(
        scenario('health'),
        { server, token: 't' },
        work,
        async (_server, path, _script, seconds) => {
          if (seconds === 2) return result(0) // the warm-up
          order.push(path)
          return result(plainCpu.shift()!)
        },
        2,
      )
      expect(twin).not.toBeNull()
      const metered = [10.5, 10.2, 10.1]
      for (let round = 0; round < 3; round++) {
        await twin!.round(round, async () => {
          order.push('metered')
          return result(metered[round]!)
        })
      }
      expect(order).toEqual(['metered', '/plain', '/plain', 'metered', 'metered', '/plain'])
      // Ratios 0.525, 1.02, 1.01: the median, not the mean a slow round would pull.
      expect(twin!.cpuVsPlain()).toBe(1.01)
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  })

  it('has no ratio before a round, and prints the ratio under the table', async () => {
    const work = mkdtempSync(join(tmpdir(), 'twin-test-'))
    const twin = await PlainTwin.prepare(scenario('health'), { server, token: 't' }, work, async () => result(1), 0)
    rmSync(work, { recursive: true, force: true })
    expect(twin!.cpuVsPlain()).toBeNull()
    const row = {
      scenario: 'health-metrics',
      rps: 1,
      rpsMin: 1,
      rpsMax: 1,
      p50Ms: 1,
      p99Ms: 1,
      rssMiB: 1,
      ratioToBare: 0.5,
      cpuVsPlain: 1.012,
    }
    expect(markdown([row])).toContain("health-metrics: CPU per request 1.012 × health's, measured in the same rounds (budget 1.03)")
  })
})
