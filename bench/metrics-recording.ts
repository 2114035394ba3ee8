/**
 * `bun bench/metrics-recording.ts [--calls=1000000] [--rounds=9]`: in-process CPU nanoseconds per
 * call of what METRICS_TOKEN adds to a request, by part: one histogram series' record, the clock
 * read it needs twice, and the whole observation (request-observation.ts) around an async handler
 * like health's, against the handler alone. Median of the rounds, parts alternated.
 */
import process from 'node:process'
import type { Logger } from '../application/ports/logger'
import { InProcessMetrics } from '../infrastructure/observability/in-process-metrics'
import { observeRequests } from '../interfaces/http/request-observation'
import { REQUEST_SECONDS_BUCKETS } from '../interfaces/http/routes/metrics-routes'
import { median } from './report'

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split(/=(.*)/s, 2) as [string, string]))
const CALLS = Number(args.calls ?? 1_000_000)
const ROUNDS = Number(args.rounds ?? 9)

const histogram = () =>
  new InProcessMetrics().histogram('http_request_duration_seconds', 'bench', REQUEST_SECONDS_BUCKETS, ['method', 'route', 'status'])
const record = histogram().series(['GET', '/api/v1/health', '200'])
const answer = new Response('{"message":"OK"}')
const report = Promise.resolve(true)
// Like Elysia's compiled handler of an async route: it awaits (health its cached report), then answers.
const handler = async (_request: Request) => (await report) && answer
// Bun's router hands a route's handler a request with `params`.
const request = Object.assign(new Request('http://127.0.0.1/api/v1/health'), { params: {} })
let hoc: ((handle: typeof handler, request: Request) => typeof handler) | null = null
const silent = { info() {}, enabled: () => false } as unknown as Logger
observeRequests({ wrap: (fn: never) => (hoc = fn), routes: [{ method: 'GET', path: '/api/v1/health' }] }, silent, false, histogram())
// As Elysia calls a higher-order function: once per request, with the route's handler.
const observed = (r: Request) => hoc!(handler, r)(r)

let sink = 0
const parts: Record<string, () => unknown> = {
  'series record': () => record(0.00002),
  'clock read (performance.now)': () => (sink += performance.now()),
  'async handler alone': () => handler(request),
  'async handler, observed': () => observed(request),
}

async function perCall(part: () => unknown): Promise<number> {
  const before = process.cpuUsage()
  for (let i = 0; i < CALLS; i++) {
    const result = part()
    if (result instanceof Promise) await result
  }
  const used = process.cpuUsage(before)
  return ((used.user + used.system) * 1000) / CALLS
}

const ns: Record<string, number[]> = {}
for (let round = 0; round < ROUNDS; round++) for (const [name, part] of Object.entries(parts)) (ns[name] ??= []).push(await perCall(part))
for (const [name, values] of Object.entries(ns)) console.log(`${name}: ${median(values).toFixed(1)} ns per call`)
const added = median(ns['async handler, observed']!) - median(ns['async handler alone']!)
console.log(`observation added to an async handler: ${added.toFixed(1)} ns per request`)
if (sink < 0) console.log(sink)
