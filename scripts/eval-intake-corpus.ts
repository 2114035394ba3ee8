// Prints the corpus measure (infrastructure/llm/intake-corpus.ts) per language: origin, destination and cargo right,
// misread, missed, invented (spurious) and asked about, and the clean messages. A second, larger measure beside
// eval:intake's conversations: single messages, compare runs before and after a change; the suite holds its floor
// (tests/unit/infrastructure/intake-corpus.test.ts). Run: bun run eval:intake:corpus [--errors=<language>|all]
import process from 'node:process'
import { CORPUS_COUNTS, corpusTotal, evaluateCorpus } from '../infrastructure/llm/intake-corpus'

const show = process.argv.find((a) => a.startsWith('--errors='))?.slice('--errors='.length)
const { tallies, errors } = evaluateCorpus()
for (const e of errors)
  if (show === e.language || show === 'all') console.log(`${e.language} ${e.kind} ${e.field}: ${e.detail} | ${e.text.slice(0, 160)}`)

const pad = (value: string | number, width: number) => String(value).padStart(width)
console.log(`\nlanguage${CORPUS_COUNTS.map((c) => pad(c, 10)).join('')}`)
for (const [language, tally] of tallies) console.log(`${language.padEnd(8)}${CORPUS_COUNTS.map((c) => pad(tally[c], 10)).join('')}`)
const all = corpusTotal(tallies)
console.log(`${'all'.padEnd(8)}${CORPUS_COUNTS.map((c) => pad(all[c], 10)).join('')}`)
