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
  /** Why the scenario did not run, when it did not. */
  readonly note?: string
}

/** One data-scale measurement: a whole-database operation over `documents` documents. */
export interface ScaleRow {
  readonly scenario: string
  readonly documents: number
  readonly seconds: number
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
    '| Scenario | req/s median | min | max | p50 ms | p99 ms | RSS peak MiB | ratio to bare |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...load.map((r) =>
      r.rps === null
        ? `| ${r.scenario} | not available: ${r.note ?? ''} | | | | | | |`
        : `| ${r.scenario} | ${int(r.rps)} | ${int(r.rpsMin)} | ${int(r.rpsMax)} | ${fixed(r.p50Ms, 2)} | ${fixed(r.p99Ms, 2)} | ${fixed(r.rssMiB, 0)} | ${fixed(r.ratioToBare, 2)} |`,
    ),
  ]
  if (scale.length > 0) {
    out.push('', '| Data scale | documents | seconds | µs per document |', '|---|---:|---:|---:|')
    for (const r of scale)
      out.push(`| ${r.scenario} | ${r.documents.toLocaleString('en-US')} | ${r.seconds.toFixed(2)} | ${r.usPerDocument.toFixed(2)} |`)
  }
  return out.join('\n')
}

export function writeJson(path: string, rows: readonly Row[]): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${JSON.stringify(rows, null, 2)}\n`)
}

function int(value: number | null): string {
  return value === null ? '–' : Math.round(value).toLocaleString('en-US')
}

function fixed(value: number | null, digits: number): string {
  return value === null ? '–' : value.toFixed(digits)
}
