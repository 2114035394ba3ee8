// CPU time of the intake tagger per visitor message, over every message of the development conversations (data/intake/,
// holdout/, probe*/): the tagger alone (tagSpans) and the whole extraction (extractQuoteDetails). CPU time from
// process.cpuUsage, so a busy machine inflates it less than wall time; the load average is printed beside it.
// Run: bun bench/intake-tagger.ts [rounds]
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { extractQuoteDetails } from '../domain/quote-extraction'
import { tagSpans } from '../domain/quote-tagger'
import { TAGGER_MODEL } from '../domain/quote-tagger-model'
import { INTAKE_DATA_DIR, loadIntakeConversations } from '../infrastructure/llm/intake-evaluation'

const messages = ['.', 'holdout', 'probe', 'probe2', 'probe3', 'probe4'].flatMap((dir) =>
  loadIntakeConversations(join(INTAKE_DATA_DIR, dir)).flatMap((c) => c.turns),
)
const rounds = Number(process.argv[2] ?? 20)

// The requests written in one message (80 characters or more) are the longest a tagger usually reads.
const long = messages.filter((m) => m.length >= 80)

function cpuMicrosPerMessage(texts: readonly string[], run: (text: string) => unknown): number {
  for (const m of texts) run(m)
  const start = process.cpuUsage()
  for (let r = 0; r < rounds; r++) for (const m of texts) run(m)
  const used = process.cpuUsage(start)
  return (used.user + used.system) / (rounds * texts.length)
}

const chars = messages.reduce((sum, m) => sum + m.length, 0) / messages.length
console.log(`${messages.length} messages, ${chars.toFixed(0)} characters on average, ${rounds} rounds, load ${loadavg()[0]!.toFixed(1)}`)
for (let trial = 0; trial < 3; trial++) {
  for (const [name, texts] of [
    ['all', messages],
    [`${long.length} of ≥ 80 chars`, long],
  ] as const) {
    const tagger = cpuMicrosPerMessage(texts, (m) => tagSpans(TAGGER_MODEL, m, null))
    const whole = cpuMicrosPerMessage(texts, (m) => extractQuoteDetails(m, null))
    console.log(`${name.padEnd(18)} tagger ${tagger.toFixed(1)} µs/message CPU, whole extraction ${whole.toFixed(1)} µs/message CPU`)
  }
}
