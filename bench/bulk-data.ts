/**
 * The bulk-data part (docs/bulk-data.md): against the real service process (embedded store,
 * temporary DATA_DIR), import a CSV of N rows of about 300 bytes in one request, export it back
 * as CSV, aggregate it by one field, and apply a batch of 1000 creates; with the server's peak RSS
 * (VmHWM, reset before each step) and its CPU seconds. Run alone: `bun bench/bulk-data.ts 1000000`,
 * or as part of `bun run bench` (`--bulk=0` skips it, `--bulk=N` sizes it). With BULK_PROFILE_DIR set, the
 * server runs under `bun --cpu-prof` and leaves its .cpuprofile there.
 */
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'
import { cpuSeconds, peakRssMiB, resetPeakRss, type ServerProcess, startServer } from './processes'
import { signInThroughOutbox } from './sign-in'

const ROOT = join(import.meta.dir, '..')

export interface BulkRow {
  scenario: string
  rows: number
  seconds: number
  rowsPerSecond: number
  peakRssMiB: number | null
  cpuSeconds: number | null
}

/** A CSV like a carrier's shipment list: about 300 bytes a row. */
async function writeCsv(path: string, rows: number): Promise<void> {
  const out = createWriteStream(path)
  const write = (text: string) => (out.write(text) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r())))
  await write('orderId,customer,origin,destination,weightKg,pallets,status,shipped,notes\n')
  const destinations = ['Hamburg', 'Oslo', 'Rome', 'Lima', 'Lyon', 'Gdansk', 'Porto', 'Riga']
  let chunk = ''
  for (let i = 0; i < rows; i++) {
    const month = String((i % 12) + 1).padStart(2, '0')
    chunk += `ORD-${String(i).padStart(8, '0')},Acme Logistics GmbH,Rotterdam,${destinations[i % 8]},${(i % 5000) / 4 + 100},${i % 33},booked,2026-${month}-15,"${'note '.repeat(36)}"\n`
    if (chunk.length > 1 << 20) {
      await write(chunk)
      chunk = ''
    }
  }
  await write(chunk)
  await new Promise<void>((r) => out.end(() => r()))
}

async function step(server: ServerProcess, scenario: string, rows: number, work: () => Promise<void>): Promise<BulkRow> {
  resetPeakRss(server.pid)
  const cpuBefore = cpuSeconds(server.pid)
  const start = performance.now()
  await work()
  const seconds = (performance.now() - start) / 1000
  const cpuAfter = cpuSeconds(server.pid)
  return {
    scenario,
    rows,
    seconds: Math.round(seconds * 1000) / 1000,
    rowsPerSecond: Math.round(rows / seconds),
    peakRssMiB: peakRssMiB(server.pid),
    cpuSeconds: cpuBefore === null || cpuAfter === null ? null : Math.round((cpuAfter - cpuBefore) * 100) / 100,
  }
}

export async function runBulk(rows: number, env: Record<string, string>, log: (line: string) => void): Promise<BulkRow[]> {
  const work = mkdtempSync(join(tmpdir(), 'bench-bulk-'))
  const dataDir = join(work, 'data')
  const csv = join(work, 'shipments.csv')
  await writeCsv(csv, rows)
  log(`bulk: ${rows.toLocaleString('en-US')} rows, ${(statSync(csv).size / 1024 / 1024).toFixed(1)} MiB of CSV`)
  const profile = process.env.BULK_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BULK_PROFILE_DIR}`] : []
  const server = await startServer([process.execPath, ...profile, join(ROOT, 'interfaces/http/server.ts')], {
    env: { ...env, DATA_DIR: dataDir, IMPORT_MAX_BYTES: String(2 * 1024 ** 3) },
    cpu: null,
    readyPath: '/livez',
    cwd: ROOT,
  })
  const results: BulkRow[] = []
  try {
    const token = await signInThroughOutbox(server.url, dataDir, 'bench-bulk@example.com')
    const headers = { authorization: `Bearer ${token}` }
    const json = { ...headers, 'content-type': 'application/json' }
    const created = await fetch(`${server.url}/api/v1/datalake/bench/databases`, { method: 'POST', headers: json, body: '{"name":"Bulk"}' })
    const db = ((await created.json()) as { name: string }).name
    const base = `${server.url}/api/v1/datalake/bench/databases/${db}`
    results.push(
      await step(server, 'import-csv', rows, async () => {
        const res = await fetch(`${base}/import`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'text/csv' },
          body: Bun.file(csv),
        })
        const report = (await res.json()) as { inserted?: number }
        if (res.status !== 201 || report.inserted !== rows)
          throw new Error(`import answered ${res.status} ${JSON.stringify(report).slice(0, 300)}`)
      }),
    )
    results.push(
      await step(server, 'export-csv', rows, async () => {
        const res = await fetch(`${base}/export?format=csv`, { headers })
        let lines = 0
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++
        if (lines !== rows + 1) throw new Error(`export gave ${lines} lines`)
      }),
    )
    const aggregate = JSON.stringify({
      operation: 'aggregate',
      db,
      groupBy: ['destination'],
      metrics: { kg: { sum: 'weightKg' }, n: { count: true } },
    })
    for (let i = 0; i < 3; i++)
      results.push(
        await step(server, 'aggregate-by-field', rows, async () => {
          const res = await fetch(`${server.url}/api/v1/operations`, { method: 'POST', headers: json, body: aggregate })
          if (res.status !== 200) throw new Error(`aggregate answered ${res.status} ${await res.text()}`)
        }),
      )
    const batch = JSON.stringify({
      operations: Array.from({ length: 1000 }, (_, i) => ({ op: 'create', data: { orderId: `B-${i}`, weightKg: i } })),
    })
    for (let i = 0; i < 5; i++)
      results.push(
        await step(server, 'batch-1000-creates', 1000, async () => {
          const res = await fetch(`${base}/batch`, { method: 'POST', headers: json, body: batch })
          if (res.status !== 200) throw new Error(`batch answered ${res.status} ${await res.text()}`)
        }),
      )
    for (const r of results)
      log(
        `bulk: ${r.scenario}: ${r.seconds.toFixed(3)} s, ${r.rowsPerSecond.toLocaleString('en-US')} rows/s, peak RSS ${r.peakRssMiB?.toFixed(0)} MiB, CPU ${r.cpuSeconds} s`,
      )
    return results
  } finally {
    await server.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

if (import.meta.main) {
  const rows = Number(process.argv[2] ?? 1_000_000)
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    LOG_LEVEL: 'warn',
    BUN_JSC_forceRAMSize: process.env.BUN_JSC_forceRAMSize ?? String(512 * 1024 * 1024),
  }
  console.table(await runBulk(rows, env, console.log))
}
