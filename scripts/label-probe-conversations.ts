// Experiment (issue #29, twelfth round): writes every visitor message of the probes probe<from>..probe<to> as a labelled
// training line for the intake tagger, the spans found from each conversation's `expect` (the goods as written, the places
// by the gazetteer), the slot the assistant had asked for first; a message where the rules read another value for a detail
// (a value corrected later) is left out. Never run it on data/intake/unseen*/.
// Run: bun run scripts/label-probe-conversations.ts <from> <to> [<output folder>]
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES } from '../domain/conversation-language'
import { hasAnyDetail, mergeQuoteDetails, missingSlots, type QuoteDetails } from '../domain/quote-details'
import { extractQuoteDetails } from '../domain/quote-extraction'
import { foldName, knownPlace, samePlace } from '../domain/quote-gazetteer'
import { tokenize } from '../domain/quote-tokens'
import { INTAKE_DATA_DIR, loadIntakeConversations } from '../infrastructure/llm/intake-evaluation'

const from = Number(process.argv[2] ?? 1),
  to = Number(process.argv[3] ?? 30)
const dirs = readdirSync(INTAKE_DATA_DIR)
  .filter((d) => /^probe\d*$/.test(d))
  .filter((d) => {
    const n = Number(d.slice(5) || 1)
    return n >= from && n <= to
  })
const convs = dirs.flatMap((d) => loadIntakeConversations(join(INTAKE_DATA_DIR, d)))
type Span = { start: number; end: number; label: string }
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
let kept = 0,
  dropped = 0
const out = new Map<string, string[]>()
for (const c of convs) {
  let known: QuoteDetails = {}
  c.turns.forEach((message, index) => {
    const asked = hasAnyDetail(known) || index > 0 ? (missingSlots(known)[0] ?? null) : null
    const said = extractQuoteDetails(message, asked)
    known = mergeQuoteDetails(known, said)
    const spans: Span[] = []
    const cargo = c.expect.cargo
    if (cargo)
      for (const m of message.matchAll(new RegExp(`(?<![\\p{L}])${esc(cargo)}(?![\\p{L}])`, 'giu')))
        spans.push({ start: m.index!, end: m.index! + m[0].length, label: 'cargo' })
    const toks = tokenize(message)
    for (const [slot, label] of [
      ['origin', 'from'],
      ['destination', 'to'],
    ] as const) {
      const g = c.expect[slot]
      if (!g) continue
      for (let n = 4; n >= 1; n--)
        for (let i = 0; i + n <= toks.length; i++) {
          const s = toks[i]!.start,
            e = toks[i + n - 1]!.end
          if (spans.some((x) => s < x.end && e > x.start)) continue
          const w = message.slice(s, e)
          if (!/^\p{L}/u.test(w) || /[\n,;:.!?]/.test(w)) continue
          if (/['’]/.test(w) && foldName(w) !== foldName(g)) continue
          const exact = foldName(w) === foldName(g)
          if (!exact && !(w.length >= 4 && /^\p{Lu}/u.test(w) && samePlace(w, g))) continue
          spans.push({ start: s, end: e, label })
        }
    }
    // a value read for a slot that is not the gold and not labelled here: the turn is ambiguous (a corrected value)
    const ambiguous = (['origin', 'destination', 'cargo'] as const).some((slot) => {
      const v = said[slot]
      const g = c.expect[slot]
      if (!v || !g) return false
      const same =
        slot === 'cargo' ? v.toLowerCase().includes(g.toLowerCase()) || g.toLowerCase().includes(v.toLowerCase()) : samePlace(v, g)
      return !same
    })
    if (ambiguous) {
      dropped++
      return
    }
    kept++
    let text = message.replace(/[[\]\n\r]/g, ' ')
    for (const s of spans.sort((a, b) => b.start - a.start))
      text = `${text.slice(0, s.start)}[${text.slice(s.start, s.end)}](${s.label})${text.slice(s.end)}`
    const line = `${asked ? `@${asked} ` : ''}${text}`
    out.set(c.language, [...(out.get(c.language) ?? []), line])
  })
}
const target = process.argv[4]
if (target) for (const l of LANGUAGES) writeFileSync(join(target, `${l}.probes.txt`), `${(out.get(l) ?? []).join('\n')}\n`)
console.log(`dirs ${dirs.length} convs ${convs.length} kept ${kept} dropped ${dropped}`)
