import { readFileSync, statSync } from 'node:fs'
import { type LoadRow, median, round } from './report'
import type { WrkResult } from './wrk'

/** What docs/performance.md's table needs to be read against: cores, CPU model, Bun, and how busy the machine already is. */
export function machine(): string {
  const model = /model name\s*:\s*(.+)/.exec(readIfExists('/proc/cpuinfo'))?.[1] ?? 'unknown CPU'
  return `nproc ${navigator.hardwareConcurrency}, ${model}, Bun ${Bun.version}, load average before the run ${loadAverage()}`
}

/** Samples a file's size every 50 ms until stopped; answers the largest seen (0 when it never existed). */
export function watchWal(path: string): { stop(): number } {
  let peak = 0
  const sample = () => {
    try {
      peak = Math.max(peak, statSync(path).size)
    } catch {
      // No log yet (or just truncated): nothing to add.
    }
  }
  const timer = setInterval(sample, 50)
  return {
    stop() {
      clearInterval(timer)
      sample()
      return peak
    },
  }
}

/** The 1, 5 and 15 minute load averages, as /proc/loadavg gives them. */
export function loadAverage(): string {
  return readIfExists('/proc/loadavg').split(' ').slice(0, 3).join(' ') || 'unknown'
}

function readIfExists(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}

export function us(value: number | null): string {
  return value === null ? '?' : `${value.toFixed(1)} µs`
}

export function summarise(
  scenario: string,
  runs: readonly (WrkResult & { cpuUs: number | null })[],
  rssMiB: number | null,
): Omit<LoadRow, 'ratioToBare'> {
  const rps = runs.map((r) => r.rps)
  const cpu = runs.map((r) => r.cpuUs).filter((v): v is number => v !== null)
  const errors = runs.reduce((sum, r) => sum + r.errors, 0)
  return {
    scenario,
    rps: round(median(rps), 0),
    rpsMin: round(Math.min(...rps), 0),
    rpsMax: round(Math.max(...rps), 0),
    p50Ms: round(median(runs.map((r) => r.p50Ms)), 3),
    p99Ms: round(median(runs.map((r) => r.p99Ms)), 3),
    rssMiB: rssMiB === null ? null : round(rssMiB, 1),
    cpuUsPerRequest: cpu.length > 0 ? round(median(cpu), 1) : null,
    ...(errors > 0 ? { note: `${errors} non-2xx answers or socket errors` } : {}),
  }
}
