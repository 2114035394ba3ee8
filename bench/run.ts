/**
 * `bun run bench`: the bare Bun.serve reference and the real service (embedded store), each in its
 * own process pinned to core 0, driven by wrk pinned to core 1; alternating rounds (bare,
 * scenario, bare, scenario, ...) so drift cancels; then the data-scale part in-process.
 * The floors (bench/floors.ts) run on the bare process the same way, after the service's scenarios.
 * Options: --seconds=5 --warmup=2 --rounds=3 --connections=64 --only=health,classify --scale=10000,100000,1000000 (--scale=0 skips it)
 * --bulk=1000000 (rows of the bulk-data part, bench/bulk-data.ts; --bulk=0 skips it).
 * --profile[=post-document,patch-field]: instead, CPU µs per request split by stage from a CPU profile (bench/profile.ts);
 * --profile-dir=<folder> keeps the .cpuprofile files.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'
import { deskScenarios } from './desk-scenarios'
import { documentScenarios } from './document-scenarios'
import { floors } from './floors'
import { metricsScenarios, PlainTwin } from './metrics-scenarios'
import { cpuSeconds, hasCommand, peakRssMiB, resetPeakRss, type ServerProcess, startServer, waitUntilIdle } from './processes'
import { bareDriftWarning, markdown, median, type Row, round, writeJson } from './report'
import { loadAverage, machine, summarise, us, watchWal } from './run-conditions'
import { scenarios } from './scenarios'
import { HIGH_LIMIT, serviceEnv } from './service-env'
import { signInThroughOutbox } from './sign-in'
import { skeletonScenarios } from './skeleton-scenarios'
import { runWrk, type WrkResult } from './wrk'

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]))
const SECONDS = Number(args.seconds ?? 5)
const WARMUP = Number(args.warmup ?? 2)
const ROUNDS = Number(args.rounds ?? 3)
const CONNECTIONS = Number(args.connections ?? 64)
const ONLY = args.only ? new Set(args.only.split(',')) : null
const SCALE = (args.scale ?? '10000,100000,1000000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
const BULK = Number(args.bulk ?? 1_000_000)
const ROOT = join(import.meta.dir, '..')
// --results=<path>: where to write the figures (a test writes elsewhere than the committed file).
const RESULTS = args.results ?? join(ROOT, 'bench/results/latest.json')

async function main(): Promise<void> {
  if (!hasCommand('wrk')) {
    console.error('wrk is not installed. Install it with: apt-get install wrk')
    process.exit(1)
  }
  const pinned = hasCommand('taskset') && navigator.hardwareConcurrency >= 2
  const serverCpu = pinned ? '0' : null
  const loadCpu = pinned ? '1' : null
  console.log(`# machine: ${machine()}`)
  console.log(
    `# bench: ${navigator.hardwareConcurrency} cores, ${pinned ? 'servers on core 0, wrk on core 1' : 'no taskset: processes not pinned'}; ${CONNECTIONS} connections, ${WARMUP} s warm-up, ${ROUNDS} rounds of ${SECONDS} s`,
  )

  if (args.profile) {
    const { profileScenarios } = await import('./profile')
    const names = args.profile === 'true' || args.profile === undefined ? ['post-document', 'patch-field'] : args.profile.split(',')
    await profileScenarios(
      names,
      {
        root: ROOT,
        seconds: Number(args.seconds ?? 8),
        connections: CONNECTIONS,
        env: serviceEnv,
        serverCpu,
        loadCpu,
        keepIn: args['profile-dir'],
      },
      (line) => console.log(line),
    )
    return
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'))
  const workDir = mkdtempSync(join(tmpdir(), 'bench-wrk-'))
  const servers: ServerProcess[] = []
  const rows: Row[] = []
  const warnings: string[] = []
  const loadAverageBefore = loadAverage()
  const cleanups: (() => void)[] = []
  try {
    const bare = await startServer([process.execPath, join(ROOT, 'bench/bare-server.ts')], {
      env: { PATH: process.env.PATH ?? '' },
      cpu: serverCpu,
      readyPath: '/',
    })
    servers.push(bare)
    const env = serviceEnv(dataDir)
    console.log(
      `# service: bun interfaces/http/server.ts, DATA_DIR=<temp>, NODE_ENV unset, LOG_LEVEL=${env.LOG_LEVEL}, RATE_LIMIT_*=${HIGH_LIMIT}, BUN_JSC_forceRAMSize=${env.BUN_JSC_forceRAMSize}`,
    )
    const service = await startServer([process.execPath, join(ROOT, 'interfaces/http/server.ts')], {
      env,
      cpu: serverCpu,
      readyPath: '/livez',
      cwd: ROOT,
    })
    servers.push(service)
    const token = await signInThroughOutbox(service.url, dataDir, 'bench@example.com')

    const bareRuns: (WrkResult & { cpuUs: number | null })[] = []
    resetPeakRss(bare.pid)
    const wrk = (url: string, seconds: number, script?: string) => runWrk({ url, seconds, connections: CONNECTIONS, script, cpu: loadCpu })
    // CPU time per request of the server: a diagnostic that other load on the machine distorts less than req/s.
    const measure = async (server: ServerProcess, path: string, script?: string, seconds = SECONDS) => {
      const before = cpuSeconds(server.pid)
      const result = await wrk(server.url + path, seconds, script)
      const after = cpuSeconds(server.pid)
      const cpuUs = before === null || after === null || result.requests === 0 ? null : ((after - before) * 1e6) / result.requests
      return { ...result, cpuUs }
    }
    // The floors run on the bare process, measured exactly like the service's scenarios.
    // A service with METRICS_TOKEN set (its cost: each round beside a plain twin service, both fresh so neither carries
    // the other scenarios' writes) and the skeleton floors' process (bench/skeleton-server.ts), each on its own DATA_DIR.
    const extraServer = async (entry: string, prefix: string, extraEnv: Record<string, string> = {}) => {
      const dir = mkdtempSync(join(tmpdir(), prefix))
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
      const env = { ...serviceEnv(dir), ...extraEnv }
      const server = await startServer([process.execPath, join(ROOT, entry)], { env, cpu: serverCpu, readyPath: '/livez', cwd: ROOT })
      servers.push(server)
      return { server, token: await signInThroughOutbox(server.url, dir, 'bench@example.com') }
    }
    const metered = metricsScenarios.filter((s) => !ONLY || ONLY.has(s.name))
    const metricsEnv = { METRICS_TOKEN: 'bench-metrics-token-0123456789' }
    const meteredService = metered.length > 0 ? await extraServer('interfaces/http/server.ts', 'bench-data-metrics-', metricsEnv) : null
    const twinService = metered.length > 0 ? await extraServer('interfaces/http/server.ts', 'bench-data-twin-') : null
    const skeletons = skeletonScenarios.filter((s) => (ONLY ? ONLY.has(s.name) : !s.onDemand))
    const skeleton = skeletons.length > 0 ? await extraServer('bench/skeleton-server.ts', 'bench-data-skeleton-') : null
    const planned = [
      ...[...scenarios, ...documentScenarios, ...deskScenarios].map((scenario) => ({ scenario, server: service, token, plainOn: null })),
      ...metered.map((scenario) => ({ scenario, ...meteredService!, plainOn: twinService })),
      ...floors.map((scenario) => ({ scenario, server: bare, token, plainOn: null })),
      ...skeletons.map((scenario) => ({ scenario, ...skeleton!, plainOn: null })),
    ]
    for (const { scenario, server, token, plainOn } of planned) {
      if (ONLY && !ONLY.has(scenario.name)) continue
      const prepared = await scenario.prepare({ url: server.url, token })
      if ('unavailable' in prepared) {
        console.log(`${scenario.name}: not available (${prepared.unavailable})`)
        rows.push({
          scenario: scenario.name,
          rps: null,
          rpsMin: null,
          rpsMax: null,
          p50Ms: null,
          p99Ms: null,
          rssMiB: null,
          ratioToBare: null,
          note: prepared.unavailable,
        })
        continue
      }
      let twin: PlainTwin | null = null
      try {
        const script = join(workDir, `${scenario.name}.lua`)
        writeFileSync(script, prepared.lua)
        if (!(await waitUntilIdle(server.pid))) warnings.push(`${scenario.name}: the server was still busy 20 s after its setup`)
        await wrk(`${bare.url}/`, WARMUP)
        await wrk(server.url + prepared.path, WARMUP, script)
        if (plainOn && 'plain' in scenario) twin = await PlainTwin.prepare(scenario, plainOn, workDir, measure, WARMUP)
        resetPeakRss(server.pid)
        const runs: (WrkResult & { cpuUs: number | null })[] = []
        const bareCpu: (number | null)[] = []
        const ratios: number[] = []
        const wal = watchWal(join(dataDir, 'service.db-wal'))
        const rounds = scenario.sustainedSeconds ? 1 : ROUNDS
        for (let round = 0; round < rounds; round++) {
          const reference = await measure(bare, '/')
          const meter = () => measure(server, prepared.path, script, scenario.sustainedSeconds ?? SECONDS)
          const measured = await (twin ? twin.round(round, meter) : meter())
          bareRuns.push(reference)
          bareCpu.push(reference.cpuUs)
          runs.push(measured)
          ratios.push(measured.rps / reference.rps)
          console.log(
            `${scenario.name} round ${round + 1}: bare ${Math.round(reference.rps)} req/s, ${scenario.name} ${Math.round(measured.rps)} req/s (ratio ${(measured.rps / reference.rps).toFixed(3)}, p99 ${measured.p99Ms} ms; server CPU per request: bare ${us(reference.cpuUs)}, ${scenario.name} ${us(measured.cpuUs)}${twin ? `, plain twin ${us(twin.lastPlainUs)}` : ''})${measured.errors ? `, ${measured.errors} ERRORS` : ''}`,
          )
        }
        // The WAL watched is the first service's; other servers' scenarios report none.
        const walBytes = wal.stop()
        const walPeakMiB = server === service ? round(walBytes / 1024 / 1024, 1) : null
        const ratioToBare = round(median(ratios), 3)
        rows.push({ ...summarise(scenario.name, runs, peakRssMiB(server.pid)), ratioToBare, walPeakMiB, cpuVsPlain: twin?.cpuVsPlain() })
        const drift = bareDriftWarning(scenario.name, bareCpu)
        if (drift) {
          warnings.push(drift)
          console.log(drift)
        }
      } finally {
        twin?.cleanup()
        prepared.cleanup?.()
      }
    }
    if (bareRuns.length > 0) rows.unshift({ ...summarise('bare', bareRuns, peakRssMiB(bare.pid)), ratioToBare: 1 })
  } finally {
    for (const server of servers.reverse()) await server.stop()
    for (const cleanup of cleanups) cleanup()
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(workDir, { recursive: true, force: true })
  }

  if (SCALE.length > 0) {
    const { runScale } = await import('./scale')
    rows.push(...(await runScale(SCALE, (line) => console.log(line))))
  }
  if (BULK > 0) {
    const { runBulk } = await import('./bulk-data')
    const bulk = await runBulk(BULK, serviceEnv(''), (line) => console.log(line))
    writeFileSync(join(ROOT, 'bench/results/bulk-latest.json'), `${JSON.stringify(bulk, null, 2)}\n`)
  }
  const loadAverageAfter = loadAverage()
  console.log(`\n${markdown(rows)}`)
  console.log(`\nload average before ${loadAverageBefore}, after ${loadAverageAfter}`)
  for (const warning of warnings) console.log(warning)
  writeJson(RESULTS, rows, { loadAverageBefore, loadAverageAfter, warnings })
  console.log(`\nwritten to ${RESULTS}`)
}
await main()
