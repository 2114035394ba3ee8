import { join } from 'node:path'
import type { Subprocess } from 'bun'

const root = join(import.meta.dir, '..', '..')

/** A server entry started as its own process, with its stdout read as JSON log lines. */
export interface ServiceProcess {
  readonly child: Subprocess<'ignore', 'pipe', 'pipe'>
  readonly seen: string[]
  /** Waits for a log line that matches (15 s at most), returning it parsed. */
  line(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>
  /** The base URL once the service logs `listening`. */
  ready(): Promise<string>
  stop(): void
}

/** Starts `bun interfaces/http/server.ts` with only `env` (plus PATH and HOME) and a silent-free log. */
export function startServiceProcess(env: Record<string, string>): ServiceProcess {
  const child = Bun.spawn(['bun', 'interfaces/http/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const seen: string[] = []
  // Read continuously: a child whose stdout pipe fills up blocks on its next log line.
  let wake = null as (() => void) | null
  let ended = false
  void (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    const reader = child.stdout.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      buffer += decoder.decode(read.value)
      let newline: number
      while ((newline = buffer.indexOf('\n')) >= 0) {
        seen.push(buffer.slice(0, newline))
        buffer = buffer.slice(newline + 1)
      }
      wake?.()
    }
    ended = true
    wake?.()
  })()
  let consumed = 0
  const line = async (match: (line: Record<string, unknown>) => boolean) => {
    const deadline = Date.now() + 15_000
    for (;;) {
      while (consumed < seen.length) {
        try {
          const parsed = JSON.parse(seen[consumed++]!)
          if (match(parsed)) return parsed
        } catch {}
      }
      if (ended || Date.now() > deadline) break
      await new Promise<void>((resolve) => {
        wake = resolve
        setTimeout(resolve, 250)
      })
    }
    throw new Error(`log line not found; saw:\n${seen.join('\n')}`)
  }
  return {
    child,
    seen,
    line,
    ready: async () => String((await line((l) => l.message === 'listening')).url),
    stop: () => {
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}

/** Runs a start that must fail: its exit code and its stderr lines. */
export async function failedStart(env: Record<string, string>): Promise<{ code: number; stderr: string[]; stdout: string }> {
  const service = startServiceProcess(env)
  // A start that wrongly succeeds is ended, so the test fails on its exit code instead of hanging.
  const timer = setTimeout(() => service.stop(), 10_000)
  const code = await service.child.exited
  clearTimeout(timer)
  await service.line(() => false).catch(() => {})
  const stderr = (await new Response(service.child.stderr).text()).trim().split('\n').filter(Boolean)
  return { code, stderr, stdout: service.seen.join('\n') }
}
