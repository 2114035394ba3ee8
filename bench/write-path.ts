/**
 * `bun bench/write-path.ts [patch|post] [writes] [--root=<checkout>] [--group=64]`: the embedded
 * store's write path in one process, without HTTP: POST-like inserts of the 300-byte bench document
 * or PATCHes of one field over 256 documents, `group` writes queued per event-loop turn (one group
 * commit, as 64 connections give), each with its change record. Prints the CPU µs per write
 * including its commit, for five rounds (a WAL checkpoint every 8192 writes runs inside them, as the
 * service's worker does on the same core). `--root` runs another checkout's store code (A/B).
 */
import process from 'node:process'
import { inProcessStore } from './in-process-store'

const bench = await inProcessStore('60000', 'write-path-')

async function write(n: number): Promise<void> {
  for (let done = 0; done < n; done += bench.group) {
    await bench.oneGroup(done)
    if (done % 8192 === 0) bench.db.exec('PRAGMA wal_checkpoint(RESTART)')
  }
}

await write(10_000)
const rounds: number[] = []
for (let round = 0; round < 5; round++) {
  bench.db.exec('PRAGMA wal_checkpoint(RESTART)')
  const before = process.cpuUsage()
  await write(bench.writes / 5)
  const used = process.cpuUsage(before)
  rounds.push((used.user + used.system) / (bench.writes / 5))
}
const mean = rounds.reduce((a, b) => a + b, 0) / rounds.length
console.log(`${bench.mode} (${bench.root}): ${rounds.map((r) => r.toFixed(2)).join(' ')} µs per write; mean ${mean.toFixed(2)}`)
bench.remove()
