import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'

/** A server process started by the bench, pinned to one core when taskset exists. */
export interface ServerProcess {
  readonly pid: number
  readonly url: string
  stop(): Promise<void>
}

/** Whether a command can be started at all (ENOENT means it is not installed). */
export function hasCommand(command: string, args: string[] = ['--version']): boolean {
  const result = spawnSync(command, args, { stdio: 'ignore' })
  return !(result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT')
}

/** A free TCP port on 127.0.0.1 (asked from the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port
      server.close(() => resolve(port))
    })
  })
}

/** Starts `command` (pinned to `cpu` when given) with PORT set, and waits until `readyPath` answers. */
export async function startServer(
  command: string[],
  options: { env: Record<string, string>; cpu: string | null; readyPath: string; cwd?: string },
): Promise<ServerProcess> {
  const port = await freePort()
  const argv = options.cpu ? ['taskset', '-c', options.cpu, ...command] : command
  const child = spawn(argv[0]!, argv.slice(1), {
    cwd: options.cwd,
    env: { ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output = (output + chunk).slice(-4000)))
  child.stderr!.on('data', (chunk) => (output = (output + chunk).slice(-4000)))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited ${child.exitCode}:\n${output}`)
    const ok = await fetch(url + options.readyPath).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`${command.join(' ')} did not answer ${options.readyPath} within 20 s:\n${output}`)
    }
    await Bun.sleep(100)
  }
  return { pid: child.pid!, url, stop: () => stopChild(child) }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** Resets the peak resident set (VmHWM) of a process we own; false when the kernel refuses. */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5')
    return true
  } catch {
    return false
  }
}

/** Peak resident set size (VmHWM) in MiB, or null off Linux. */
export function peakRssMiB(pid: number): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Number(kb) / 1024 : null
  } catch {
    return null
  }
}

/** CPU time (user + system) a process has used so far, in seconds, or null off Linux. */
export function cpuSeconds(pid: number): number | null {
  try {
    // Fields after the command name (which may contain spaces) start at the closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}

/**
 * Waits until a server spends under 5 % of a core for half a second (at most `maxSeconds`), so work a scenario's
 * seeding left behind (checkpoints, the change log's indexing) is not counted as the CPU of the requests measured next.
 */
export async function waitUntilIdle(pid: number, maxSeconds = 20): Promise<boolean> {
  for (let waited = 0; waited < maxSeconds; waited += 0.5) {
    const before = cpuSeconds(pid)
    await Bun.sleep(500)
    const after = cpuSeconds(pid)
    if (before === null || after === null || after - before < 0.025) return true
  }
  return false
}
