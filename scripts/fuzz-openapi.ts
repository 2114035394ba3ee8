// bun run fuzz:openapi: schemathesis with every check (`--checks all`) and more examples than the
// suite's run, against the real server entry. Several minutes; not part of bun run test:all.
// FUZZ_EXAMPLES (default 200) per operation and phase; FUZZ_SEED replays a run.
import { runSchemathesis } from '../tests/support/schemathesis-run'

const installed = Bun.spawnSync(['sh', 'scripts/openapi-tools.sh'], { cwd: `${import.meta.dir}/..`, stdout: 'inherit', stderr: 'inherit' })
if (installed.exitCode !== 0) process.exit(1)
const maxExamples = Number(process.env.FUZZ_EXAMPLES ?? 200)
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED)
const started = Date.now()
const { code, output } = await runSchemathesis({ maxExamples, seed, checks: 'all' })
console.log(output)
console.log(`fuzz:openapi: --checks all, ${maxExamples} examples, ${Math.round((Date.now() - started) / 1000)} s, exit ${code}`)
process.exit(code)
