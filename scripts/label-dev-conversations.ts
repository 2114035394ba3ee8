// One-off helper (kept so it can be re-run when the development conversations grow): writes every visitor message of the
// development conversations (data/intake/<language>.jsonl and data/intake/holdout/) as a labelled training line for the
// intake tagger, marking the spans that the rule-based extraction of that time read as origin, destination and cargo,
// and the slot the assistant had just asked for. The output, data/intake/training/<language>.dev.txt, was then reviewed
// by hand. Never run it on data/intake/unseen/. Run: bun run scripts/label-dev-conversations.ts
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES } from '../domain/conversation-language'
import { hasAnyDetail, mergeQuoteDetails, missingSlots, type QuoteDetails } from '../domain/quote-details'
import { extractQuoteDetails } from '../domain/quote-extraction'
import { INTAKE_DATA_DIR, loadIntakeConversations } from '../infrastructure/llm/intake-evaluation'

const conversations = [...loadIntakeConversations(), ...loadIntakeConversations(join(INTAKE_DATA_DIR, 'holdout'))]
const LABELS = { origin: 'from', destination: 'to', cargo: 'cargo' } as const

function labelled(message: string, said: QuoteDetails): string {
  const spans: { start: number; end: number; label: string }[] = []
  for (const [field, label] of Object.entries(LABELS)) {
    const value = said[field as keyof typeof LABELS]
    if (!value) continue
    // Searched case-insensitively in the message itself: lower-casing first shifts every offset after an "İ" (two code units).
    const at = new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'iu').exec(message)?.index ?? -1
    if (at < 0 || spans.some((s) => at < s.end && at + value.length > s.start)) continue
    spans.push({ start: at, end: at + value.length, label })
  }
  let out = message.replace(/[[\]\n]/g, ' ')
  for (const s of spans.sort((a, b) => b.start - a.start))
    out = `${out.slice(0, s.start)}[${out.slice(s.start, s.end)}](${s.label})${out.slice(s.end)}`
  return out
}

for (const language of LANGUAGES) {
  const lines: string[] = []
  for (const c of conversations.filter((x) => x.language === language)) {
    let known: QuoteDetails = {}
    c.turns.forEach((message, index) => {
      const asked = hasAnyDetail(known) || index > 0 ? (missingSlots(known)[0] ?? null) : null
      const said = extractQuoteDetails(message, asked)
      lines.push(`${asked ? `@${asked} ` : ''}${labelled(message, said)}`)
      known = mergeQuoteDetails(known, said)
    })
  }
  writeFileSync(join(INTAKE_DATA_DIR, 'training', `${language}.dev.txt`), `${lines.join('\n')}\n`)
}
console.log('written')
