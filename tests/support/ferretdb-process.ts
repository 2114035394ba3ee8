import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'

const SCRIPT = join(import.meta.dir, '..', '..', 'scripts', 'ferretdb.sh')
const CACHED_BINARY = join(homedir(), '.cache', 'ferretdb-v1.24.2', 'ferretdb')

/** True when a FerretDB binary is at hand (built by scripts/ferretdb.sh), so a test may run its own server. */
export function ferretDbAvailable(): boolean {
  return Boolean(process.env.FERRETDB_BIN) || existsSync(CACHED_BINARY)
}

/**
 * One FerretDB server of a test's own, through scripts/ferretdb.sh with a private state folder.
 * `stop()` keeps port and data, so `start()` brings the same server back on the same URI.
 */
export class FerretDbProcess {
  private stateDir: string | null = null
  private started = false

  private get state(): string {
    this.stateDir ??= mkdtempSync(join(tmpdir(), 'ferretdb-state-'))
    return this.stateDir
  }

  /** Starts the server; a restart keeps the first start's port (its clients hold that URI) or fails. */
  start(): string {
    const run = this.script('start', this.started ? { FERRETDB_KEEP: '1' } : {})
    this.started = true
    if (run.exitCode !== 0) throw new Error(`ferretdb.sh start failed: ${run.stderr.toString()}`)
    return run.stdout.toString().trim()
  }

  /** Kills the server by PID; its port and data stay for the next start. */
  stop(): void {
    this.script('stop', { FERRETDB_KEEP: '1' })
  }

  /** What a failing restart test needs to say: the server's PID and whether it lives, its port, its log's end. */
  describe(): string {
    const read = (name: string) => {
      try {
        return readFileSync(join(this.state, name), 'utf8').trim()
      } catch {
        return '(none)'
      }
    }
    const pid = Number(read('pid'))
    let alive = false
    try {
      alive = Number.isInteger(pid) && pid > 0 && process.kill(pid, 0)
    } catch {}
    return `FerretDB pid ${read('pid')} ${alive ? 'alive' : 'not running'}, port ${read('port')}, log: ${read('log').slice(-1500)}`
  }

  /** Kills the server and removes everything it had. */
  destroy(): void {
    if (this.stateDir === null) return
    this.script('stop')
    rmSync(this.stateDir, { recursive: true, force: true })
  }

  private script(command: string, env: Record<string, string> = {}) {
    return Bun.spawnSync(['bash', SCRIPT, command], {
      env: { ...process.env, FERRETDB_STATE: this.state, FERRETDB_KEEP: '', ...env },
      stdout: 'pipe',
      stderr: 'pipe',
    })
  }
}
