/**
 * `bun bench/metrics-cost.ts [--only=health,post-document] [--rounds=15] [--seconds=2]`: what
 * METRICS_TOKEN's recording costs per request, with less noise than two processes give. Both
 * services run in this one process (same code, same JIT, same heap; each its own container and
 * DATA_DIR, one with METRICS_TOKEN set), pinned to core 0 with wrk on core 1, and are driven in
 * alternation; each round's figure is this process's CPU µs per request on each. Two processes of
 * the same checkout differ by 3-4 % (docs/performance.md), as much as the budget (3 %).
 */
import 'reflect-metadata'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'
import { loadConfig } from '../infrastructure/config/config'
import { buildContainer } from '../infrastructure/container/build-container'
import { initializeStore } from '../infrastructure/container/initialize-store'
import { createApp } from '../interfaces/http/create-app'
import { documentScenarios } from './document-scenarios'
import { freePort, hasCommand } from './processes'
import { median } from './report'
import { scenarios } from './scenarios'
import { serviceEnv } from './service-env'
import { signInThroughOutbox } from './sign-in'
import { runWrk } from './wrk'

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split(/=(.*)/s, 2) as [string, string]))
const ONLY = (args.only ?? 'health,post-document').split(',')
const ROUNDS = Number(args.rounds ?? 15)
const SECONDS = Number(args.seconds ?? 2)
const METRICS_TOKEN = 'bench-metrics-token-0123456789'
const pinned = hasCommand('taskset') && navigator.hardwareConcurrency >= 2
// Every thread of this process (JavaScript, GC, SQLite's) on core 0, as the bench pins a service.
if (pinned) spawnSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' })

const cpuSeconds = () => {
  const used = process.cpuUsage()
  return (used.user + used.system) / 1e6
}

async function startInProcess(dataDir: string, extra: Record<string, string>) {
  const port = await freePort()
  const config = loadConfig({ ...serviceEnv(dataDir), ...extra, PORT: String(port), HOST: '127.0.0.1' })
  const container = buildContainer(config)
  await initializeStore(container)
  const app = createApp(container).listen({ port, hostname: '127.0.0.1', reusePort: false })
  const url = `http://127.0.0.1:${port}`
  return { url, token: await signInThroughOutbox(url, dataDir, 'bench@example.com'), stop: () => app.stop(true) }
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-metrics-cost-'))
  const sides: { name: string; env: Record<string, string> }[] = [
    { name: 'plain', env: {} },
    { name: 'metrics', env: { METRICS_TOKEN } },
  ]
  const services = []
  try {
    for (const side of sides) services.push(await startInProcess(join(work, side.name), side.env))
    console.log(`# one process, ${pinned ? 'pinned to core 0, wrk on core 1' : 'not pinned'}; load average ${loadAverage()}`)
    for (const name of ONLY) {
      const scenario = [...scenarios, ...documentScenarios].find((s) => s.name === name)
      if (!scenario) throw new Error(`no scenario ${name}`)
      const runs = await Promise.all(
        services.map(async (service, i) => {
          const prepared = await scenario.prepare(service)
          if ('unavailable' in prepared) throw new Error(`${name}: ${prepared.unavailable}`)
          const script = join(work, `${name}-${i}.lua`)
          writeFileSync(script, prepared.lua)
          return async (seconds: number) => {
            const before = cpuSeconds()
            const result = await runWrk({ url: service.url + prepared.path, seconds, connections: 64, script, cpu: pinned ? '1' : null })
            if (result.errors) console.log(`  ${sides[i]!.name}: ${result.errors} errors`)
            return ((cpuSeconds() - before) * 1e6) / result.requests
          }
        }),
      )
      for (const run of runs) await run(2)
      const cpu: number[][] = [[], []]
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate which side goes first, so a trend in the machine's load favours neither.
        for (const i of round % 2 ? [1, 0] : [0, 1]) cpu[i]!.push(await runs[i]!(SECONDS))
        console.log(`${name} round ${round + 1}: plain ${cpu[0]!.at(-1)!.toFixed(2)} µs, metrics ${cpu[1]!.at(-1)!.toFixed(2)} µs`)
      }
      const [plain, metered] = [median(cpu[0]!), median(cpu[1]!)]
      const paired = cpu[1]!.map((us, round) => us / cpu[0]![round]!)
      const diffs = cpu[1]!.map((us, round) => us - cpu[0]![round]!)
      console.log(
        `${name}: plain ${plain.toFixed(2)} µs, metrics ${metered.toFixed(2)} µs CPU per request; ` +
          `median of the rounds' ratio ${median(paired).toFixed(3)}, of their difference ${median(diffs).toFixed(2)} µs`,
      )
    }
    console.log(`# load average after ${loadAverage()}`)
  } finally {
    for (const service of services) await service.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

function loadAverage(): string {
  return (spawnSync('cat', ['/proc/loadavg']).stdout?.toString() ?? '').split(' ').slice(0, 3).join(' ')
}

await main()
process.exit(0)
