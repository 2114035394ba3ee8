// Reads every message of data/intake/corpus/ (4,085 labelled messages in the ten languages, written by sessions that never
// read the extractor: see its README) through the extraction alone, one message at a time, and prints per language how
// many of origin, destination and cargo were read right, misread (another value), missed, invented where the message
// has none (spurious) or asked about ("Did you mean …?"), and how many messages came out with nothing wrong or missing.
// A second, larger measure beside eval:intake's conversations: single messages, no target, compare runs before and after
// a change. Run: bun run eval:intake:corpus [--errors=<language>|all]
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import process from 'node:process'
import type { QuoteSlot } from '../domain/quote-details'
import { extractQuoteDetails } from '../domain/quote-extraction'
import { samePlace } from '../domain/quote-gazetteer'
import { INTAKE_DATA_DIR } from '../infrastructure/llm/intake-evaluation'
import { sameValue } from '../infrastructure/llm/intake-scoring'

const DIR = join(INTAKE_DATA_DIR, 'corpus')
const FIELDS = ['origin', 'destination', 'cargo'] as const
const LABEL_FIELD: Record<string, (typeof FIELDS)[number]> = { from: 'origin', to: 'destination', cargo: 'cargo' }
const COUNTS = ['messages', 'right', 'misread', 'missed', 'spurious', 'asked', 'clean'] as const
const show = process.argv.find((a) => a.startsWith('--errors='))?.slice('--errors='.length)

type Tally = Record<(typeof COUNTS)[number], number>
const tallies = new Map<string, Tally>()
for (const file of readdirSync(DIR)
  .filter((f) => f.endsWith('.corpus.txt'))
  .sort()) {
  const language = file.slice(0, 2)
  const tally: Tally = { messages: 0, right: 0, misread: 0, missed: 0, spurious: 0, asked: 0, clean: 0 }
  tallies.set(language, tally)
  for (const line of readFileSync(join(DIR, file), 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue
    const asked = /^@(origin|destination|cargo|size|dates)\s/u.exec(line)
    const gold: Partial<Record<(typeof FIELDS)[number], string>> = {}
    const text = (asked ? line.slice(asked[0].length) : line).replace(
      /\[([^\]]{1,120})\]\((from|to|cargo)\)/gu,
      (_, value: string, label: string) => {
        gold[LABEL_FIELD[label]!] ??= value
        return value
      },
    )
    const read = extractQuoteDetails(text, (asked?.[1] ?? null) as QuoteSlot | null)
    tally.messages++
    let clean = true
    const report = (kind: string, field: string, detail: string) => {
      clean = false
      if (show === language || show === 'all') console.log(`${language} ${kind} ${field}: ${detail} | ${text.slice(0, 160)}`)
    }
    for (const field of FIELDS) {
      const [expected, got] = [gold[field], read[field]]
      if (expected && got) {
        if (sameValue(field, expected, got, samePlace) || expected.toLowerCase() === got.toLowerCase()) tally.right++
        else {
          tally.misread++
          report('misread', field, `${JSON.stringify(expected)} → ${JSON.stringify(got)}`)
        }
      } else if (expected && read.pendingSlot === field) tally.asked++
      else if (expected) {
        tally.missed++
        clean = false
      } else if (got) {
        tally.spurious++
        report('spurious', field, JSON.stringify(got))
      }
    }
    if (clean) tally.clean++
  }
}

const pad = (value: string | number, width: number) => String(value).padStart(width)
console.log(`\nlanguage${COUNTS.map((c) => pad(c, 10)).join('')}`)
const all = Object.fromEntries(COUNTS.map((c) => [c, 0])) as Tally
for (const [language, tally] of tallies) {
  console.log(`${language.padEnd(8)}${COUNTS.map((c) => pad(tally[c], 10)).join('')}`)
  for (const c of COUNTS) all[c] += tally[c]
}
console.log(`${'all'.padEnd(8)}${COUNTS.map((c) => pad(all[c], 10)).join('')}`)
