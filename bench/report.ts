import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** One HTTP scenario's figures across its rounds. */
export interface LoadRow {
  readonly scenario: string
  readonly rps: number | null
  readonly rpsMin: number | null
  readonly rpsMax: number | null
  readonly p50Ms: number | null
  readonly p99Ms: number | null
  readonly rssMiB: number | null
  readonly ratioToBare: number | null
  /** The server's CPU time per request (user + system, median of the rounds): less distorted by other load than req/s. */
  readonly cpuUsPerRequest?: number | null
  /** The store's write-ahead log at its largest during the scenario (embedded store), MiB. */
  readonly walPeakMiB?: number | null
  /** A `-metrics` scenario's CPU per request ÷ its plain twin's, measured in the same rounds (median of the rounds' ratios). */
  readonly cpuVsPlain?: number | null
  /** Why the scenario did not run, when it did not. */
  readonly note?: string
}

/** One data-scale measurement: a whole-database operation over `documents` documents. */
export interface ScaleRow {
  readonly scenario: string
  readonly documents: number
  readonly seconds: number
  /** User + system CPU seconds of the process over the same span (absent in results written before it was measured). */
  readonly cpuSeconds?: number
  readonly usPerDocument: number
}

export type Row = LoadRow | ScaleRow

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function round(value: number, digits: number): number {
  const scale = 10 ** digits
  return Math.round(value * scale) / scale
}

/** The markdown tables the README shows. */
export function markdown(rows: readonly Row[]): string {
  const load = rows.filter((r): r is LoadRow => 'rps' in r)
  const scale = rows.filter((r): r is ScaleRow => 'documents' in r)
  const out = [
    '| Scenario | req/s median | min | max | p50 ms | p99 ms | RSS peak MiB | ratio to bare | CPU µs/request |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...load.map((r) =>
      r.rps === null
        ? `| ${r.scenario} | not available: ${r.note ?? ''} | | | | | | | |`
        : `| ${r.scenario} | ${int(r.rps)} | ${int(r.rpsMin)} | ${int(r.rpsMax)} | ${fixed(r.p50Ms, 2)} | ${fixed(r.p99Ms, 2)} | ${fixed(r.rssMiB, 0)} | ${fixed(r.ratioToBare, 2)} | ${fixed(r.cpuUsPerRequest ?? null, 1)} |`,
    ),
  ]
  const wal = load.filter((r) => typeof r.walPeakMiB === 'number')
  if (wal.length > 0) out.push('', ...wal.map((r) => `WAL peak during ${r.scenario}: ${r.walPeakMiB!.toFixed(1)} MiB`))
  const metered = load.filter((r) => typeof r.cpuVsPlain === 'number')
  if (metered.length > 0)
    out.push(
      '',
      ...metered.map(
        (r) =>
          `${r.scenario}: CPU per request ${r.cpuVsPlain!.toFixed(3)} × ${r.scenario.replace(/-metrics$/, '')}'s, measured in the same rounds (budget 1.03)`,
      ),
    )
  if (scale.length > 0) {
    out.push('', '| Data scale | documents | seconds | CPU seconds | µs per document |', '|---|---:|---:|---:|---:|')
    for (const r of scale)
      out.push(
        `| ${r.scenario} | ${r.documents.toLocaleString('en-US')} | ${r.seconds.toFixed(2)} | ${fixed(r.cpuSeconds ?? null, 2)} | ${r.usPerDocument.toFixed(2)} |`,
      )
  }
  return out.join('\n')
}

/** How busy the machine was around the run, and what looked distorted: read before trusting the ratios. */
export interface RunConditions {
  readonly loadAverageBefore: string
  readonly loadAverageAfter: string
  readonly warnings: readonly string[]
}

export function writeJson(path: string, rows: readonly Row[], conditions: RunConditions): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${JSON.stringify({ ...conditions, rows }, null, 2)}\n`)
}

/**
 * A warning when the bare server's own CPU per request moved by more than `tolerance` between the
 * rounds of one scenario: something else on the machine was competing, and the ratios of that
 * scenario are suspect.
 */
export function bareDriftWarning(scenario: string, bareCpuUs: readonly (number | null)[], tolerance = 0.2): string | null {
  const known = bareCpuUs.filter((v): v is number => v !== null && v > 0)
  if (known.length < 2) return null
  const low = Math.min(...known)
  const high = Math.max(...known)
  if ((high - low) / low <= tolerance) return null
  return `WARNING ${scenario}: the bare server's CPU per request moved from ${low.toFixed(1)} to ${high.toFixed(1)} µs between rounds (over ${Math.round(tolerance * 100)} %): the machine was busy, treat this scenario's ratio with care`
}

function int(value: number | null): string {
  return value === null ? '–' : Math.round(value).toLocaleString('en-US')
}

function fixed(value: number | null, digits: number): string {
  return value === null ? '–' : value.toFixed(digits)
}
