/**
 * `bun bench/write-stalls.ts [patch|post] [writes=200000] [--root=<checkout>] [--group=64]`: how long the
 * embedded store's write path holds the event loop at a time, in one process without HTTP: PATCHes of one
 * field cycling over 256 documents (as `patch-field-60s` sends them) or POST-like inserts, `group` writes
 * queued per turn (one group commit, as 64 connections give). Prints the longest group commits (from the
 * store's `groupCommitted` event, so a change-log indexing step run inside a commit counts) and the longest
 * event-loop turns (a setImmediate probe: a turn is one commit with the callbacks it resolves, plus any work
 * of its own) by wall and by the process's CPU time (which another process's load on the core does not
 * lengthen), with the CPU µs per write. A WAL checkpoint every 16 384 writes runs outside the measured
 * turns. Deterministic enough to compare checkouts on a shared machine: `--root` runs another checkout's
 * store code (A/B in alternation).
 */
import process from 'node:process'
import { setImmediate } from 'node:timers'
import { inProcessStore } from './in-process-store'

const bench = await inProcessStore('200000', 'write-stalls-')
let k = 0

const commits: number[] = []
const turns: number[] = []
const turnsCpu: number[] = []
let measuring = false
bench.embedded.events.groupCommitted = (_writes: number, _wait: number, ms: number) => {
  if (measuring) commits.push(ms)
}
let last = performance.now()
let lastCpu = process.cpuUsage()
let probing = true
const probe = () => {
  const now = performance.now()
  const cpu = process.cpuUsage()
  if (measuring) {
    turns.push(now - last)
    turnsCpu.push((cpu.user + cpu.system - lastCpu.user - lastCpu.system) / 1000)
  }
  last = now
  lastCpu = cpu
  if (probing) setImmediate(probe)
}

async function write(n: number): Promise<void> {
  for (let done = 0; done < n; done += bench.group, k += bench.group) {
    await bench.oneGroup(k)
    if (done % 16384 === 0) {
      bench.db.exec('PRAGMA wal_checkpoint(RESTART)')
      last = performance.now()
      lastCpu = process.cpuUsage()
    }
  }
}

await write(20_000)
last = performance.now()
lastCpu = process.cpuUsage()
setImmediate(probe)
measuring = true
const before = process.cpuUsage()
await write(bench.writes)
const used = process.cpuUsage(before)
measuring = false
probing = false
await bench.embedded.changeLog.byDocument.idle()

const top = (values: number[], n: number) => [...values].sort((a, b) => b - a).slice(0, n)
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))] ?? 0
const show = (label: string, values: number[]) =>
  console.log(
    `  ${label}: ${values.length}, mean ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(3)} ms, p99 ${quantile(values, 0.99).toFixed(2)}, ` +
      `p99.9 ${quantile(values, 0.999).toFixed(2)}, over 2 ms ${values.filter((v) => v > 2).length}, longest ${top(values, 6)
        .map((v) => v.toFixed(2))
        .join(' ')}`,
  )
console.log(`${bench.mode} ×${bench.writes} (${bench.root}): ${((used.user + used.system) / bench.writes).toFixed(2)} µs CPU per write`)
show('group commits', commits)
show('event-loop turns', turns)
show('their CPU time', turnsCpu)
await bench.embedded.close()
bench.remove()
