// bun run fuzz:openapi: schemathesis with every check (`--checks all`) and more examples than the
// suite's run, against the real server entry. Several minutes; not part of bun run test:all.
//   bun run fuzz:openapi [--examples N] [--seed N]
// --examples (or FUZZ_EXAMPLES, default 200): examples per operation and phase; --seed (or
// FUZZ_SEED) replays a run; without one schemathesis picks a seed and prints it. Unlike the suite's
// run, a database is created first and named in every data-lake path, so those routes are fuzzed
// past their 404.
import { parseArgs } from 'node:util'
import { runSchemathesis } from '../tests/support/schemathesis-run'

const { values } = parseArgs({ options: { examples: { type: 'string' }, seed: { type: 'string' } } })
const count = (name: string, raw: string | undefined): number | undefined => {
  if (raw === undefined) return undefined
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    console.error(`fuzz:openapi: ${name} must be a positive integer, not ${JSON.stringify(raw)}`)
    process.exit(2)
  }
  return Number(raw)
}
const maxExamples = count('--examples', values.examples ?? process.env.FUZZ_EXAMPLES) ?? 200
const seed = count('--seed', values.seed ?? process.env.FUZZ_SEED)

const installed = Bun.spawnSync(['sh', 'scripts/openapi-tools.sh'], { cwd: `${import.meta.dir}/..`, stdout: 'inherit', stderr: 'inherit' })
if (installed.exitCode !== 0) process.exit(1)
const started = Date.now()
const { code, output } = await runSchemathesis({ maxExamples, seed, checks: 'all', dataLake: true })
console.log(output)
const seconds = Math.round((Date.now() - started) / 1000)
const ranSeed = seed ?? /Seed: (\d+)/.exec(output)?.[1] ?? '?'
console.log(`fuzz:openapi: --checks all, ${maxExamples} examples, seed ${ranSeed}, ${seconds} s, exit ${code}`)
process.exit(code)
