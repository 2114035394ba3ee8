// Reading the labelled training lines and training the intake tagger (averaged perceptron, greedy left-to-right decoding).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { QuoteSlot } from '../domain/quote-details'
import { TAGGER_LABELS } from '../domain/quote-tagger'
import { featuresOf, tokenContext } from '../domain/quote-tagger-features'
import { type Token, tokenize } from '../domain/quote-tokens'

/** One training message: its text, the slot the assistant had asked for, its tokens and their gold labels. */
export interface TrainingMessage {
  readonly source: string
  readonly text: string
  readonly asked: QuoteSlot | null
  readonly tokens: readonly Token[]
  readonly gold: readonly string[]
}

const SLOTS = new Set(['origin', 'destination', 'cargo', 'size', 'dates'])

/** Parses `@cargo ship [machine parts](cargo) from [Hamburg](from)`: an optional asked slot, then spans in brackets. */
export function parseLine(line: string, source: string): TrainingMessage {
  const asked = /^@(\w{1,12})\s/.exec(line)
  const rest = asked && SLOTS.has(asked[1]!) ? line.slice(asked[0].length) : line
  let text = ''
  const spans: { start: number; end: number; label: string }[] = []
  let last = 0
  for (const m of rest.matchAll(/\[([^\]]{1,120})\]\((from|to|cargo)\)/g)) {
    text += rest.slice(last, m.index)
    spans.push({ start: text.length, end: text.length + m[1]!.length, label: m[2]! })
    text += m[1]
    last = m.index + m[0].length
  }
  text += rest.slice(last)
  const tokens = tokenize(text)
  const gold = tokens.map((t) => {
    const span = spans.find((s) => t.start >= s.start && t.end <= s.end)
    if (!span) return 'O'
    return tokens.some((u) => u.start >= span.start && u.start < t.start) ? `I-${span.label}` : `B-${span.label}`
  })
  return { source, text, asked: asked && SLOTS.has(asked[1]!) ? (asked[1] as QuoteSlot) : null, tokens, gold }
}

/** Every line of every file in the training folder (`<language>.txt` hand-written, `<language>.dev.txt` from the development conversations). */
export function loadTraining(dir: string): TrainingMessage[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '' && !l.startsWith('#'))
        .map((l) => parseLine(l, f)),
    )
}

/** A deterministic shuffle (the same model from the same data on every machine). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items]
  let state = seed
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2147483648
    const j = state % (i + 1)
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/** A model as trained: each feature's weights a plain list, to be written as text (`tableModel` makes it a tagger's). */
export interface TrainedModel {
  readonly labels: readonly string[]
  readonly weights: ReadonlyMap<string, readonly number[]>
}

/** Trains the averaged perceptron and returns the pruned model (weights below `prune` dropped, two decimals kept). */
export function trainTagger(messages: readonly TrainingMessage[], epochs = 12, prune = 0.02): TrainedModel {
  const labels = TAGGER_LABELS
  const weights = new Map<string, Float64Array>()
  const totals = new Map<string, Float64Array>()
  const stamps = new Map<string, Float64Array>()
  let clock = 0
  const update = (feature: string, label: number, delta: number) => {
    for (const map of [weights, totals, stamps]) if (!map.has(feature)) map.set(feature, new Float64Array(labels.length))
    const [w, t, s] = [weights.get(feature)!, totals.get(feature)!, stamps.get(feature)!]
    t[label]! += (clock - s[label]!) * w[label]!
    s[label] = clock
    w[label]! += delta
  }
  const model = { labels, weights: new Map<string, number[]>() }
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const m of shuffled(messages, 7 + epoch)) {
      const context = tokenContext(m.tokens)
      let previous = 'O'
      for (let i = 0; i < m.tokens.length; i++) {
        clock++
        const features = featuresOf(context, i, previous, m.asked)
        const scores = labels.map(() => 0)
        for (const f of features) {
          const w = weights.get(f)
          if (w) for (let k = 0; k < labels.length; k++) scores[k]! += w[k]!
        }
        let best = 0
        for (let k = 1; k < labels.length; k++) if (scores[k]! > scores[best]!) best = k
        const gold = labels.indexOf(m.gold[i]!)
        if (best !== gold) {
          for (const f of features) {
            update(f, gold, 1)
            update(f, best, -1)
          }
        }
        previous = labels[best]!
      }
    }
  }
  for (const [feature, w] of weights) {
    const t = totals.get(feature)!
    const s = stamps.get(feature)!
    const averaged = [...w].map((value, k) => Math.round(((t[k]! + (clock - s[k]!) * value) / clock) * 10) / 10)
    if (averaged.some((v) => Math.abs(v) >= prune))
      model.weights.set(
        feature,
        averaged.map((v) => (Math.abs(v) >= prune ? v : 0)),
      )
  }
  return model
}
