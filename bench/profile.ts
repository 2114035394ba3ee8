/**
 * `bun run bench --profile=post-document,patch-field`: each named scenario against a fresh service
 * started with `bun --cpu-prof`, driven by wrk for --seconds (default 8), then the profile split into
 * stages (bench/cpu-profile-stages.ts) as CPU µs per request. The profile covers the whole process
 * (start, sign-in and seeding too, a small share next to the load).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type CpuProfile, stagesOf } from './cpu-profile-stages'
import { deskScenarios } from './desk-scenarios'
import { documentScenarios } from './document-scenarios'
import { startServer } from './processes'
import type { Scenario } from './scenarios'
import { scenarios } from './scenarios'
import { signInThroughOutbox } from './sign-in'
import { runWrk } from './wrk'

export interface ProfileOptions {
  readonly root: string
  readonly seconds: number
  readonly connections: number
  readonly env: (dataDir: string) => Record<string, string>
  readonly serverCpu: string | null
  readonly loadCpu: string | null
  /** Keep the .cpuprofile files here (for a profiler's viewer) instead of a temporary folder. */
  readonly keepIn?: string
}

export async function profileScenarios(names: readonly string[], options: ProfileOptions, log: (line: string) => void): Promise<void> {
  const all: Scenario[] = [...scenarios, ...documentScenarios, ...deskScenarios]
  for (const name of names) {
    const scenario = all.find((s) => s.name === name)
    if (!scenario) {
      log(`profile: no scenario named ${name}`)
      continue
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-profile-data-'))
    const profileDir = options.keepIn ? join(options.keepIn, name) : mkdtempSync(join(tmpdir(), 'bench-profile-'))
    mkdirSync(profileDir, { recursive: true })
    try {
      const service = await startServer(
        [process.execPath, '--cpu-prof', `--cpu-prof-dir=${profileDir}`, join(options.root, 'interfaces/http/server.ts')],
        { env: options.env(dataDir), cpu: options.serverCpu, readyPath: '/livez', cwd: options.root },
      )
      let requests = 0
      try {
        const token = await signInThroughOutbox(service.url, dataDir, 'profile@example.com')
        const prepared = await scenario.prepare({ url: service.url, token })
        if ('unavailable' in prepared) {
          log(`profile ${name}: not available (${prepared.unavailable})`)
          continue
        }
        const script = join(profileDir, `${name}.lua`)
        writeFileSync(script, prepared.lua)
        const result = await runWrk({
          url: service.url + prepared.path,
          seconds: options.seconds,
          connections: options.connections,
          script,
          cpu: options.loadCpu,
        })
        requests = result.requests
        prepared.cleanup?.()
      } finally {
        await service.stop()
      }
      const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'))
      if (!file || requests === 0) {
        log(`profile ${name}: no profile written or no request answered`)
        continue
      }
      const rows = stagesOf(JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile)
      const busy = rows.filter((r) => r.stage !== 'idle')
      const total = busy.reduce((sum, r) => sum + r.ms, 0)
      log(`\nCPU per request by stage, ${name} (${requests.toLocaleString('en-US')} requests in ${options.seconds} s):`)
      log('| Stage | µs per request | share |')
      log('|---|---:|---:|')
      for (const r of busy) log(`| ${r.stage} | ${((r.ms * 1000) / requests).toFixed(1)} | ${(r.share * 100).toFixed(1)} % |`)
      log(`| total | ${((total * 1000) / requests).toFixed(1)} | 100 % |`)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
      if (!options.keepIn) rmSync(profileDir, { recursive: true, force: true })
      else log(`profile kept in ${profileDir}`)
    }
  }
}
