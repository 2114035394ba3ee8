/**
 * `bun bench/ab.ts --a=<checkout> --b=<checkout> --only=post-document,patch-field [--rounds=5 --seconds=4]`:
 * the same scenarios against the service of two checkouts (each its own process and DATA_DIR, pinned
 * to core 0 in turn, wrk on core 1), A and B in alternation, and each side's server CPU µs per request
 * (median of the rounds, from /proc/<pid>/stat): the figure a shared machine's load distorts least.
 * `--env-b=KEY=VALUE,...` adds environment to B only (A/B of a setting on one checkout, e.g. METRICS_TOKEN);
 * `--env-a` likewise to A.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import process from 'node:process'
import { documentScenarios } from './document-scenarios'
import { cpuSeconds, hasCommand, type ServerProcess, startServer } from './processes'
import { median } from './report'
import { scenarios } from './scenarios'
import { serviceEnv } from './service-env'
import { signInThroughOutbox } from './sign-in'
import { runWrk } from './wrk'

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split(/=(.*)/s, 2) as [string, string]))
const ROOT = join(import.meta.dir, '..')
const sides = [resolve(args.a ?? ROOT), resolve(args.b ?? ROOT)]
const ONLY = (args.only ?? 'health').split(',')
const ROUNDS = Number(args.rounds ?? 5)
const SECONDS = Number(args.seconds ?? 4)
const envArg = (arg: string | undefined) =>
  Object.fromEntries((arg ?? '').split(',').flatMap((kv) => (kv ? [kv.split(/=(.*)/s, 2) as [string, string]] : [])))
const extra = [envArg(args['env-a']), envArg(args['env-b'])]
const pinned = hasCommand('taskset') && navigator.hardwareConcurrency >= 2

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-ab-'))
  const servers: { server: ServerProcess; token: string }[] = []
  try {
    for (const [i, root] of sides.entries()) {
      const dataDir = join(work, `data-${i}`)
      const env = { ...serviceEnv(dataDir), ...extra[i] }
      const server = await startServer([process.execPath, join(root, 'interfaces/http/server.ts')], {
        env,
        cpu: pinned ? '0' : null,
        readyPath: '/livez',
        cwd: root,
      })
      servers.push({ server, token: await signInThroughOutbox(server.url, dataDir, 'bench@example.com') })
    }
    for (const name of ONLY) {
      const scenario = [...scenarios, ...documentScenarios].find((s) => s.name === name)
      if (!scenario) throw new Error(`no scenario ${name}`)
      const prepared = await Promise.all(servers.map(({ server, token }) => scenario.prepare({ url: server.url, token })))
      const cpu: number[][] = [[], []]
      const scripts = prepared.map((p, i) => {
        if ('unavailable' in p) throw new Error(`${name}: ${p.unavailable}`)
        const script = join(work, `${name}-${i}.lua`)
        writeFileSync(script, p.lua)
        return { path: p.path, script }
      })
      const run = async (i: number, seconds: number) => {
        const { server } = servers[i]!
        const before = cpuSeconds(server.pid)!
        const result = await runWrk({
          url: server.url + scripts[i]!.path,
          seconds,
          connections: 64,
          script: scripts[i]!.script,
          cpu: pinned ? '1' : null,
        })
        const used = cpuSeconds(server.pid)! - before
        if (result.errors) console.log(`  ${'AB'[i]}: ${result.errors} errors`)
        return { us: (used * 1e6) / result.requests, rps: result.rps, p99: result.p99Ms }
      }
      for (const i of [0, 1]) await run(i, 2)
      for (let round = 0; round < ROUNDS; round++) {
        const line: string[] = []
        // Alternate which side goes first, so a trend in the machine's load favours neither.
        for (const i of round % 2 ? [1, 0] : [0, 1]) {
          const r = await run(i, SECONDS)
          cpu[i]!.push(r.us)
          line.push(`${'AB'[i]} ${r.us.toFixed(1)} µs (${Math.round(r.rps)} req/s, p99 ${r.p99.toFixed(1)} ms)`)
        }
        console.log(`${name} round ${round + 1}: ${line.join(', ')}`)
      }
      const [a, b] = [median(cpu[0]!), median(cpu[1]!)]
      // Each round's B/A, its two sides measured back to back: a drift in the machine's load cancels out.
      const paired = median(cpu[1]!.map((us, round) => us / cpu[0]![round]!))
      console.log(
        `${name}: A ${a.toFixed(1)} µs, B ${b.toFixed(1)} µs CPU per request (B/A ${(b / a).toFixed(3)}, median of the rounds' B/A ${paired.toFixed(3)})`,
      )
      for (const p of prepared) if (!('unavailable' in p)) p.cleanup?.()
    }
  } finally {
    for (const { server } of servers) await server.stop()
    rmSync(work, { recursive: true, force: true })
  }
}
await main()
