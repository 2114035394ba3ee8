/**
 * `bun bench/minute-commits.ts --a=<checkout> --b=<checkout> [--only=patch-field-60s] [--rounds=2 --seconds=60]`:
 * one sustained scenario against the services of two checkouts in alternation (as bench/ab.ts: pinned to
 * core 0, wrk on core 1), each with METRICS_TOKEN set, and after each run how its group commits were
 * spread (the `store_group_commit_duration_seconds` histogram of GET /metrics, read before and after):
 * how many took over 2.5, 5, 10 and 25 ms, beside the run's p99 and req/s. The commit counts are what a
 * change to the write path moves; p99 on a shared machine also moves with the other sessions' load.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import process from 'node:process'
import { cpuSeconds, hasCommand, type ServerProcess, startServer } from './processes'
import { scenarios } from './scenarios'
import { serviceEnv } from './service-env'
import { signInThroughOutbox } from './sign-in'
import { runWrk } from './wrk'

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split(/=(.*)/s, 2) as [string, string]))
const ROOT = join(import.meta.dir, '..')
const sides = [resolve(args.a ?? ROOT), resolve(args.b ?? ROOT)]
const NAME = args.only ?? 'patch-field-60s'
const ROUNDS = Number(args.rounds ?? 2)
const SECONDS = Number(args.seconds ?? 60)
const TOKEN = 'bench-metrics-token-0123456789'
const BOUNDS = ['0.0025', '0.005', '0.01', '0.025']
const pinned = hasCommand('taskset') && navigator.hardwareConcurrency >= 2

/** The commit-duration histogram's cumulative counts at the bounds above, and its total. */
async function commitCounts(url: string): Promise<number[]> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text()
  const count = (le: string) =>
    Number(new RegExp(`^store_group_commit_duration_seconds_bucket\\{le="${le}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN)
  return [...BOUNDS.map(count), count('\\+Inf')]
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-minute-'))
  const servers: ServerProcess[] = []
  try {
    const scripts: { path: string; script: string }[] = []
    for (const [i, root] of sides.entries()) {
      const dataDir = join(work, `data-${i}`)
      const server = await startServer([process.execPath, join(root, 'interfaces/http/server.ts')], {
        env: { ...serviceEnv(dataDir), METRICS_TOKEN: TOKEN },
        cpu: pinned ? '0' : null,
        readyPath: '/livez',
        cwd: root,
      })
      servers.push(server)
      const token = await signInThroughOutbox(server.url, dataDir, 'bench@example.com')
      const scenario = scenarios.find((s) => s.name === NAME)
      if (!scenario) throw new Error(`no scenario ${NAME}`)
      const prepared = await scenario.prepare({ url: server.url, token })
      if ('unavailable' in prepared) throw new Error(`${NAME}: ${prepared.unavailable}`)
      const script = join(work, `${NAME}-${i}.lua`)
      writeFileSync(script, prepared.lua)
      scripts.push({ path: prepared.path, script })
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const i of round % 2 ? [1, 0] : [0, 1]) {
        const server = servers[i]!
        const [before, cpu] = [await commitCounts(server.url), cpuSeconds(server.pid)!]
        const r = await runWrk({
          url: server.url + scripts[i]!.path,
          seconds: SECONDS,
          connections: 64,
          script: scripts[i]!.script,
          cpu: pinned ? '1' : null,
        })
        const used = cpuSeconds(server.pid)! - cpu
        const after = await commitCounts(server.url)
        const total = after[BOUNDS.length]! - before[BOUNDS.length]!
        const over = BOUNDS.map((b, k) => `>${Number(b) * 1000} ms ${total - (after[k]! - before[k]!)}`)
        console.log(
          `${NAME} round ${round + 1} ${'AB'[i]}: ${Math.round(r.rps)} req/s, p99 ${r.p99Ms.toFixed(2)} ms, ` +
            `${((used * 1e6) / r.requests).toFixed(1)} µs/request, ${r.errors} errors; ${total} commits, ${over.join(', ')}`,
        )
      }
    }
  } finally {
    for (const server of servers) await server.stop()
    rmSync(work, { recursive: true, force: true })
  }
}
await main()
