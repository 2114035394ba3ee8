import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'

const ROOT = join(import.meta.dir, '../..')

/**
 * `bun run bench` must end by itself once it has written its results: a server or worker left
 * running in the bench process (the webhook scenario's receiver did) keeps it alive for ever.
 * The smallest whole run: one scenario that starts a receiver, one short round, a small data scale.
 */
describe('bun run bench', () => {
  test('exits by itself after the webhook scenario and the data-scale step', async () => {
    const wrk = Bun.spawnSync(['wrk', '--version'], { stdout: 'ignore', stderr: 'ignore' })
    expect(wrk.exitCode === 0 || wrk.exitCode === 1 ? 'wrk found' : 'wrk is not installed (apt-get install wrk)').toBe('wrk found')
    const child = Bun.spawn(
      [
        process.execPath,
        'bench/run.ts',
        '--only=post-document-webhook',
        '--seconds=1',
        '--warmup=1',
        '--rounds=1',
        '--connections=4',
        '--scale=2000',
        '--bulk=2000',
        `--results=${join(ROOT, '.tmp/bench-exits.json')}`,
      ],
      { cwd: ROOT, stdout: 'pipe', stderr: 'pipe' },
    )
    const deadline = setTimeout(() => child.kill('SIGKILL'), 60_000)
    const [code, out, err] = await Promise.all([child.exited, new Response(child.stdout).text(), new Response(child.stderr).text()])
    clearTimeout(deadline)
    expect({ code, signal: child.signalCode }).toEqual({ code: 0, signal: null })
    expect(out + err).toMatch(/post-document-webhook round 1: .* req\/s/)
    expect(out).toContain('rename-variable')
  }, 90_000)
})
