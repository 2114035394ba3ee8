// Rebuilds data/intent/messages.jsonl: the hand-written messages of data/intent/handwritten/
// (<label>.<lang>.txt, one message a line) plus template compositions for variety, with
// near-duplicates (same normalized text) removed. Deterministic: same inputs, same file.
// Run: bun scripts/build-intent-dataset.ts   (then bun run train:intent)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type LabelledMessage, loadHeldOut } from '../infrastructure/llm/offline/intent-dataset'
import { normalizeText } from '../infrastructure/llm/offline/intent-features'
import { GENERAL_EN, INQUIRY_EN, SLOTS_EN } from './intent-data/templates-en'
import { SLOTS_OTHER, TEMPLATES_OTHER } from './intent-data/templates-other'

const dir = fileURLToPath(new URL('../data/intent/', import.meta.url))
const GENERATED_PER_ENGLISH_CLASS = 190
const GENERATED_PER_OTHER_TEMPLATE = 1

let seed = 20240601
function next(): number {
  seed = (seed + 0x6d2b79f5) >>> 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!

function fill(template: string, slots: Record<string, string[]>): string {
  const used = new Set<string>()
  const once = (text: string): string =>
    text.replace(/\{(\w+)\}/g, (_, slot: string) => {
      const values = slots[slot]
      if (!values) throw new Error(`unknown slot ${slot}`)
      let value = pick(values)
      for (let tries = 0; used.has(value) && value !== '' && tries < 5; tries++) value = pick(values)
      used.add(value)
      return once(value)
    })
  return once(template)
    .replace(/\s+/g, ' ')
    .replace(/\s+([?.!,])/g, '$1')
    .trim()
}

/** The sloppiness of real messages: all lower case, a swapped letter pair, no final full stop. */
function roughen(text: string): string {
  let out = text
  if (next() < 0.2) out = out.toLowerCase()
  if (next() < 0.15) {
    const at = 1 + Math.floor(next() * (out.length - 3))
    if (/\p{L}\p{L}/u.test(out.slice(at, at + 2))) out = out.slice(0, at) + out[at + 1] + out[at] + out.slice(at + 2)
  }
  if (next() < 0.2) out = out.replace(/[.!]$/, '')
  return out
}

const rows: (LabelledMessage & { handwritten?: true })[] = []
for (const file of readdirSync(`${dir}handwritten`).sort()) {
  const [label, lang] = file.split('.') as [string, LabelledMessage['lang']]
  for (const line of readFileSync(`${dir}handwritten/${file}`, 'utf8').split('\n')) {
    if (line.trim()) rows.push({ text: line.trim(), label: label === 'inquiry' ? 'INQUIRY' : 'GENERAL', lang, handwritten: true })
  }
}
for (let i = 0; i < GENERATED_PER_ENGLISH_CLASS; i++) {
  rows.push({ text: roughen(fill(INQUIRY_EN[i % INQUIRY_EN.length]!, SLOTS_EN)), label: 'INQUIRY', lang: 'en' })
  rows.push({ text: roughen(fill(GENERAL_EN[i % GENERAL_EN.length]!, SLOTS_EN)), label: 'GENERAL', lang: 'en' })
}
for (let i = 0; i < GENERATED_PER_OTHER_TEMPLATE; i++) {
  for (const t of TEMPLATES_OTHER) rows.push({ text: roughen(fill(t.text, SLOTS_OTHER)), label: t.label, lang: t.lang })
}

const seen = new Map<string, (typeof rows)[number]>()
for (const row of rows) {
  const key = normalizeText(row.text)
  const earlier = seen.get(key)
  if (earlier && earlier.label !== row.label) throw new Error(`contradicting labels for: ${row.text}`)
  if (!earlier) seen.set(key, row)
}
const unique = [...seen.values()]
// The held-out set must stay unseen: a training message equal to one of it (normalized) stops the build.
const heldOut = new Set(loadHeldOut().map((m) => normalizeText(m.text)))
const leaked = unique.filter((r) => heldOut.has(normalizeText(r.text)))
if (leaked.length > 0) throw new Error(`held-out messages in the training data: ${leaked.map((r) => r.text).join(' / ')}`)
writeFileSync(`${dir}messages.jsonl`, `${unique.map((r) => JSON.stringify({ text: r.text, label: r.label, lang: r.lang })).join('\n')}\n`)

const count = (f: (r: (typeof rows)[number]) => boolean) => unique.filter(f).length
console.log(
  `${unique.length} messages (${rows.length - unique.length} duplicates dropped): ` +
    `INQUIRY ${count((r) => r.label === 'INQUIRY')}, GENERAL ${count((r) => r.label === 'GENERAL')}, ` +
    `non-English ${count((r) => r.lang !== 'en')}, hand-written ${count((r) => r.handwritten === true)}`,
)
