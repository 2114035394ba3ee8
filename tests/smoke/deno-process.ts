import { join } from 'node:path'

const root = join(import.meta.dir, '..', '..')

/** The Deno entry (`deno task start`) running as a child process, with its JSON log lines. */
export interface DenoService {
  readonly baseUrl: string
  readonly pid: number
  /** Every stdout line so far (JSON log lines, one per line). */
  readonly lines: string[]
  /** Resolves with the first log line (already seen or still to come) that matches. */
  waitForLine(match: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>
  /** Sends SIGTERM to the PID and resolves with the exit code (SIGKILL after the timeout). */
  stop(timeoutMs?: number): Promise<number | null>
  readonly exitCode: number | null
  stderr(): Promise<string>
}

/** `deno` on PATH, or null. */
export function denoBinary(): string | null {
  return Bun.which('deno')
}

/** Starts `deno task start` on a port the system picks, with only the variables a fresh machine has (plus `extraEnv`). */
export async function startDenoService(
  dataDir: string,
  extraEnv: Record<string, string> = {},
  startTimeoutMs = 60_000,
): Promise<DenoService> {
  const child = Bun.spawn(['deno', 'task', 'start'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...extraEnv,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const lines: string[] = []
  const waiters = new Set<{ match: (l: Record<string, unknown>) => boolean; settle: (l: Record<string, unknown> | Error) => void }>()
  const stderrText = new Response(child.stderr).text()
  // Drain stdout continuously so the child never blocks on a full pipe.
  const drained = (async () => {
    const reader = child.stdout.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += decoder.decode(value, { stream: true })
      let newline: number
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 1)
        lines.push(line)
        const parsed = parseLine(line)
        if (parsed) for (const waiter of waiters) if (waiter.match(parsed)) waiter.settle(parsed)
      }
    }
    const ended = new Error(`deno task start exited (${await child.exited}); stdout:\n${lines.join('\n')}\nstderr:\n${await stderrText}`)
    for (const waiter of waiters) waiter.settle(ended)
  })()

  const waitForLine: DenoService['waitForLine'] = (match, timeoutMs = 15_000) => {
    const seen = lines.map(parseLine).find((l) => l !== null && match(l))
    if (seen) return Promise.resolve(seen)
    return new Promise((resolve, reject) => {
      const waiter = {
        match,
        settle: (outcome: Record<string, unknown> | Error) => {
          clearTimeout(timer)
          waiters.delete(waiter)
          if (outcome instanceof Error) reject(outcome)
          else resolve(outcome)
        },
      }
      const timer = setTimeout(
        () => waiter.settle(new Error(`Deno service: expected log line not seen in ${timeoutMs} ms; stdout:\n${lines.join('\n')}`)),
        timeoutMs,
      )
      waiters.add(waiter)
    })
  }

  const stop = async (timeoutMs = 15_000) => {
    if (child.exitCode !== null) return child.exitCode
    child.kill('SIGTERM')
    const killer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    const code = await child.exited
    clearTimeout(killer)
    await drained
    return code
  }

  try {
    const listening = await waitForLine((l) => l.message === 'listening', startTimeoutMs)
    const baseUrl = String(listening.url)
    await untilLive(baseUrl, startTimeoutMs)
    return {
      baseUrl,
      pid: child.pid,
      lines,
      waitForLine,
      stop,
      get exitCode() {
        return child.exitCode
      },
      stderr: () => stderrText,
    }
  } catch (error) {
    await stop(2_000)
    throw error
  }
}

function parseLine(line: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(line)
    return value && typeof value === 'object' ? value : null
  } catch {
    return null
  }
}

async function untilLive(baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/livez`)).status === 200) return
    } catch {}
    if (Date.now() > deadline) throw new Error(`${baseUrl}/livez did not answer within ${timeoutMs} ms`)
    await Bun.sleep(100)
  }
}
