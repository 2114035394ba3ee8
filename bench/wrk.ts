import { spawn } from 'node:child_process'

/** One wrk run's figures. */
export interface WrkResult {
  readonly rps: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly requests: number
  /** Non-2xx/3xx answers plus socket errors: a run with any is not a valid measurement. */
  readonly errors: number
}

export interface WrkRun {
  readonly url: string
  readonly seconds: number
  readonly connections: number
  readonly script?: string
  /** CPU core list for taskset, or null when taskset is not available. */
  readonly cpu: string | null
}

/** Runs wrk (one thread: it has one core) and parses its --latency report. */
export async function runWrk(run: WrkRun): Promise<WrkResult> {
  const args = ['-t1', `-c${run.connections}`, `-d${run.seconds}s`, '--latency', ...(run.script ? ['-s', run.script] : []), run.url]
  const [command, ...rest] = run.cpu ? ['taskset', '-c', run.cpu, 'wrk', ...args] : ['wrk', ...args]
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(command!, rest, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited ${code}: ${out}`))))
  })
  return parseWrk(output)
}

/** Parses wrk's text report; exported for a unit test on a captured report. */
export function parseWrk(output: string): WrkResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1])
  const p50 = /^\s+50%\s+([\d.]+)(us|ms|s)\s*$/m.exec(output)
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(output)
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
  if (!Number.isFinite(rps) || !p50 || !p99) throw new Error(`cannot parse wrk output:\n${output}`)
  return { rps, p50Ms: toMs(p50), p99Ms: toMs(p99), requests, errors: non2xx + socketErrors }
}

function toMs(match: RegExpExecArray): number {
  const value = Number(match[1])
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value
}
