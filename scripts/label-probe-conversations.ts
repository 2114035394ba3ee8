// Writes every visitor message of the probes probe<from> … probe<to> (development data, already read) as a labelled training
// line for the intake tagger (issue #29, twelfth round): the spans come from each conversation's `expect` (the goods as
// written; a place as any run of up to four words the gazetteer takes for the expected one), the slot the assistant had
// asked for first. A message where the rules read another value for a detail (a value the visitor corrects later) is left
// out: `expect` cannot say what it meant there. The labels depend on the extraction the script runs with (the asked slot,
// the messages left out), so it was run once, with the model of ceef210; rerun it only to add a probe, and review what
// changed. Never run it on data/intake/unseen*/.
// Run: bun run scripts/label-probe-conversations.ts <from> <to> [<output folder, e.g. data/intake/training>]
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES } from '../domain/conversation-language'
import { hasAnyDetail, mergeQuoteDetails, missingSlots, type QuoteDetails } from '../domain/quote-details'
import { extractQuoteDetails } from '../domain/quote-extraction'
import { foldName, samePlace } from '../domain/quote-gazetteer'
import { tokenize } from '../domain/quote-tokens'
import { INTAKE_DATA_DIR, type IntakeConversation, loadIntakeConversations } from '../infrastructure/llm/intake-evaluation'

interface Span {
  readonly start: number
  readonly end: number
  readonly label: 'from' | 'to' | 'cargo'
}

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const overlapping = (spans: readonly Span[], start: number, end: number) => spans.some((s) => start < s.end && end > s.start)

/** Every place the expected goods are written, as words of their own. */
function goodsSpans(message: string, goods: string | undefined): Span[] {
  if (!goods) return []
  return [...message.matchAll(new RegExp(`(?<![\\p{L}])${escaped(goods)}(?![\\p{L}])`, 'giu'))].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    label: 'cargo' as const,
  }))
}

/** Every run of up to four words (longest first, none inside the goods) that names the expected place. */
function placeSpans(message: string, place: string | undefined, label: 'from' | 'to', taken: Span[]): Span[] {
  if (!place) return []
  const tokens = tokenize(message)
  for (let length = 4; length >= 1; length--)
    for (let i = 0; i + length <= tokens.length; i++) {
      const [start, end] = [tokens[i]!.start, tokens[i + length - 1]!.end]
      if (overlapping(taken, start, end)) continue
      const words = message.slice(start, end)
      if (!/^\p{L}/u.test(words) || /[\n,;:.!?]/.test(words)) continue
      const same = foldName(words) === foldName(place)
      // ("Lyon'a": a Turkish ending stays outside the span, as in the hand-written lines.)
      if (/['’]/.test(words) && !same) continue
      if (same || (words.length >= 4 && /^\p{Lu}/u.test(words) && samePlace(words, place))) taken.push({ start, end, label })
    }
  return taken
}

/** Whether the rules read, in this message, a value for a detail other than the one the conversation ends with. */
function readsAnotherValue(said: QuoteDetails, expect: IntakeConversation['expect']): boolean {
  return (['origin', 'destination', 'cargo'] as const).some((slot) => {
    const [read, meant] = [said[slot], expect[slot]]
    if (!read || !meant) return false
    if (slot !== 'cargo') return !samePlace(read, meant)
    return !read.toLowerCase().includes(meant.toLowerCase()) && !meant.toLowerCase().includes(read.toLowerCase())
  })
}

function labelledLine(message: string, asked: string | null, spans: readonly Span[]): string {
  let text = message.replace(/[[\]\n\r]/g, ' ')
  for (const s of [...spans].sort((a, b) => b.start - a.start))
    text = `${text.slice(0, s.start)}[${text.slice(s.start, s.end)}](${s.label})${text.slice(s.end)}`
  return `${asked ? `@${asked} ` : ''}${text}`
}

const [from, to] = [Number(process.argv[2] ?? 1), Number(process.argv[3] ?? 35)]
const dirs = readdirSync(INTAKE_DATA_DIR).filter(
  (d) => /^probe\d*$/.test(d) && Number(d.slice(5) || 1) >= from && Number(d.slice(5) || 1) <= to,
)
const lines = new Map<string, string[]>()
let [kept, left] = [0, 0]
for (const conversation of dirs.flatMap((d) => loadIntakeConversations(join(INTAKE_DATA_DIR, d)))) {
  let known: QuoteDetails = {}
  conversation.turns.forEach((message, index) => {
    const asked = hasAnyDetail(known) || index > 0 ? (missingSlots(known)[0] ?? null) : null
    const said = extractQuoteDetails(message, asked)
    known = mergeQuoteDetails(known, said)
    if (readsAnotherValue(said, conversation.expect)) return void left++
    const spans = goodsSpans(message, conversation.expect.cargo)
    placeSpans(message, conversation.expect.origin, 'from', spans)
    placeSpans(message, conversation.expect.destination, 'to', spans)
    lines.set(conversation.language, [...(lines.get(conversation.language) ?? []), labelledLine(message, asked, spans)])
    kept++
  })
}
const target = process.argv[4]
if (target) for (const l of LANGUAGES) writeFileSync(join(target, `${l}.probes.txt`), `${(lines.get(l) ?? []).join('\n')}\n`)
console.log(`${dirs.length} probes: ${kept} messages labelled, ${left} left out${target ? ` → ${target}` : ''}`)
