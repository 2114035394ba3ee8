/**
 * The corpus measure: every message of data/intake/corpus/ (4,085 labelled messages in the ten languages, written by
 * sessions that never read the extractor: see its README) read through the extraction alone, one message at a time, and
 * counted per language: origin, destination and cargo read right, misread (another value), missed, invented where the
 * message has none (spurious) or asked about ("Did you mean …?"), and the messages with nothing wrong or missing (clean).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { QuoteSlot } from '../../domain/quote-details'
import { extractQuoteDetails } from '../../domain/quote-extraction'
import { samePlace } from '../../domain/quote-gazetteer'
import { INTAKE_DATA_DIR } from './intake-evaluation'
import { sameValue } from './intake-scoring'

const DIR = join(INTAKE_DATA_DIR, 'corpus')
const FIELDS = ['origin', 'destination', 'cargo'] as const
const LABEL_FIELD: Record<string, (typeof FIELDS)[number]> = { from: 'origin', to: 'destination', cargo: 'cargo' }
export const CORPUS_COUNTS = ['messages', 'right', 'misread', 'missed', 'spurious', 'asked', 'clean'] as const

export type CorpusTally = Record<(typeof CORPUS_COUNTS)[number], number>
/** One misread or invented value, for reading the failures. */
export interface CorpusError {
  readonly language: string
  readonly kind: 'misread' | 'spurious'
  readonly field: string
  readonly detail: string
  readonly text: string
}

/** The tallies per language (in file order) and every misread or invented value. */
export function evaluateCorpus(): { tallies: Map<string, CorpusTally>; errors: CorpusError[] } {
  const tallies = new Map<string, CorpusTally>()
  const errors: CorpusError[] = []
  for (const file of readdirSync(DIR)
    .filter((f) => f.endsWith('.corpus.txt'))
    .sort()) {
    const language = file.slice(0, 2)
    const tally: CorpusTally = { messages: 0, right: 0, misread: 0, missed: 0, spurious: 0, asked: 0, clean: 0 }
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
      const report = (kind: CorpusError['kind'], field: string, detail: string) => {
        clean = false
        errors.push({ language, kind, field, detail, text })
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
  return { tallies, errors }
}

/** The tallies of all languages together. */
export function corpusTotal(tallies: ReadonlyMap<string, CorpusTally>): CorpusTally {
  const all = Object.fromEntries(CORPUS_COUNTS.map((c) => [c, 0])) as CorpusTally
  for (const tally of tallies.values()) for (const c of CORPUS_COUNTS) all[c] += tally[c]
  return all
}
