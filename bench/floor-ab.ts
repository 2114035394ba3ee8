/**
 * `bun bench/floor-ab.ts --only=floor-json-post,floor-elysia-post,post-document [--rounds=7 --seconds=3 --warmup=2]`:
 * scenarios of different servers (the bare process's floors, the skeleton process's levels, the
 * service's) measured in alternation: each round runs every scenario once, in an order that rotates
 * by one each round, so a busy spell of the shared machine lands on all of them alike. Each server is
 * its own process pinned to core 0, wrk on core 1, as in `bun run bench`. Prints each scenario's server
 * CPU µs per request and req/s (median, min-max of the rounds) and, per round, its ratio to the first
 * scenario named (by req/s, and by CPU: the first's µs over its own), medians of the rounds.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'
import { documentScenarios } from './document-scenarios'
import { floors } from './floors'
import { cpuSeconds, hasCommand, type ServerProcess, startServer, waitUntilIdle } from './processes'
import { median } from './report'
import { loadAverage } from './run-conditions'
import { type Scenario, scenarios } from './scenarios'
import { serviceEnv } from './service-env'
import { signInThroughOutbox } from './sign-in'
import { skeletonScenarios } from './skeleton-scenarios'
import { runWrk } from './wrk'

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split(/=(.*)/s, 2) as [string, string]))
const ROOT = join(import.meta.dir, '..')
const ONLY = (args.only ?? 'floor-json-post,floor-elysia-post,floor-elysia-store-post,post-document').split(',')
const ROUNDS = Number(args.rounds ?? 7)
const SECONDS = Number(args.seconds ?? 3)
const WARMUP = Number(args.warmup ?? 2)
const pinned = hasCommand('taskset') && navigator.hardwareConcurrency >= 2
const SERVED_BY: [readonly Scenario[], 'bare' | 'service' | 'skeleton'][] = [
  [floors, 'bare'],
  [skeletonScenarios, 'skeleton'],
  [[...scenarios, ...documentScenarios], 'service'],
]
const ENTRIES = { bare: 'bench/bare-server.ts', service: 'interfaces/http/server.ts', skeleton: 'bench/skeleton-server.ts' }

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-floor-ab-'))
  const servers = new Map<string, { server: ServerProcess; token: string }>()
  try {
    const planned = ONLY.map((name) => {
      const found = SERVED_BY.flatMap(([list, kind]) => list.filter((s) => s.name === name).map((scenario) => ({ scenario, kind })))
      if (found.length === 0) throw new Error(`no scenario ${name}`)
      return found[0]!
    })
    for (const kind of new Set(planned.map((p) => p.kind))) {
      const dataDir = join(work, `data-${kind}`)
      const env = kind === 'bare' ? { PATH: process.env.PATH ?? '' } : serviceEnv(dataDir)
      const server = await startServer([process.execPath, join(ROOT, ENTRIES[kind])], {
        env,
        cpu: pinned ? '0' : null,
        readyPath: kind === 'bare' ? '/' : '/livez',
        cwd: ROOT,
      })
      servers.set(kind, { server, token: '' })
      const token = kind === 'bare' ? '' : await signInThroughOutbox(server.url, dataDir, 'bench@example.com')
      servers.set(kind, { server, token })
    }
    // The floors' requests carry the service's token, as in `bun run bench`.
    const anyToken = [...servers.values()].find((s) => s.token)?.token ?? 'bench-token'
    const runs: { name: string; server: ServerProcess; url: string; script: string; cpu: number[]; rps: number[] }[] = []
    for (const { scenario, kind } of planned) {
      const { server, token } = servers.get(kind)!
      const prepared = await scenario.prepare({ url: server.url, token: token || anyToken })
      if ('unavailable' in prepared) throw new Error(`${scenario.name}: ${prepared.unavailable}`)
      const script = join(work, `${scenario.name}.lua`)
      writeFileSync(script, prepared.lua)
      runs.push({ name: scenario.name, server, url: server.url + prepared.path, script, cpu: [], rps: [] })
    }
    for (const { server } of servers.values()) await waitUntilIdle(server.pid)
    const measure = async (run: (typeof runs)[number], seconds: number) => {
      const before = cpuSeconds(run.server.pid)!
      const result = await runWrk({ url: run.url, seconds, connections: 64, script: run.script, cpu: pinned ? '1' : null })
      const us = ((cpuSeconds(run.server.pid)! - before) * 1e6) / result.requests
      if (result.errors) console.log(`  ${run.name}: ${result.errors} errors`)
      return { us, rps: result.rps }
    }
    for (const run of runs) await measure(run, WARMUP)
    for (let round = 0; round < ROUNDS; round++) {
      const line: string[] = []
      for (let k = 0; k < runs.length; k++) {
        const run = runs[(round + k) % runs.length]!
        const { us, rps } = await measure(run, SECONDS)
        run.cpu.push(us)
        run.rps.push(rps)
        line.push(`${run.name} ${us.toFixed(1)} µs ${Math.round(rps)} req/s`)
      }
      console.log(`round ${round + 1} (load ${loadAverage()}): ${line.join(', ')}`)
    }
    const first = runs[0]!
    console.log(`\n| Scenario | CPU µs/request median (min-max) | req/s median | ratio to ${first.name} by req/s | by CPU |`)
    console.log('|---|---:|---:|---:|---:|')
    for (const run of runs) {
      const byRps = median(run.rps.map((r, i) => r / first.rps[i]!))
      const byCpu = median(run.cpu.map((c, i) => first.cpu[i]! / c))
      const [lo, hi] = [Math.min(...run.cpu), Math.max(...run.cpu)]
      console.log(
        `| ${run.name} | ${median(run.cpu).toFixed(1)} (${lo.toFixed(1)}-${hi.toFixed(1)}) | ${Math.round(median(run.rps)).toLocaleString('en')} | ${byRps.toFixed(2)} | ${byCpu.toFixed(2)} |`,
      )
    }
  } finally {
    for (const { server } of servers.values()) await server.stop()
    rmSync(work, { recursive: true, force: true })
  }
}
await main()
