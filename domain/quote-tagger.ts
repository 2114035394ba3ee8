/** The intake's sequence labeller: an averaged perceptron (trained by `bun run train:intake`) that marks origin, destination and cargo in a message. */
import type { QuoteSlot } from './quote-details'
import { featuresOf, tokenContext } from './quote-tagger-features'
import { type Token, tokenize } from './quote-tokens'

/** Weights of each feature for each label, as `bun run train:intake` writes them. */
export interface TaggerModel {
  readonly labels: readonly string[]
  /** Feature name → weights in label order (zeros where no weight). */
  readonly weights: Readonly<Record<string, readonly number[]>>
}

/**
 * A model from the compact text `bun run train:intake` writes: one feature a line, its name, a tab, then `label:weight`
 * pairs separated by spaces (label by its index; labels not listed weigh 0). Read once when the module loads.
 */
export function parseTaggerModel(labels: readonly string[], text: string): TaggerModel {
  const weights: Record<string, number[]> = {}
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t')
    if (tab <= 0) continue
    const row = labels.map(() => 0)
    for (const pair of line.slice(tab + 1).split(' ')) {
      const colon = pair.indexOf(':')
      row[Number(pair.slice(0, colon))] = Number(pair.slice(colon + 1))
    }
    weights[line.slice(0, tab)] = row
  }
  return { labels, weights }
}

export type SpanLabel = 'from' | 'to' | 'cargo'
export const SPAN_LABELS: readonly SpanLabel[] = ['from', 'to', 'cargo']
/** The labels of the tagger: outside, then begin and inside of each span. */
export const TAGGER_LABELS: readonly string[] = ['O', ...SPAN_LABELS.flatMap((l) => [`B-${l}`, `I-${l}`])]

/** A span the tagger marked: its text as written, where it is, and how sure the tagger was (the smallest winning margin over its words). */
export interface TaggedSpan {
  readonly label: SpanLabel
  readonly text: string
  readonly start: number
  readonly end: number
  readonly margin: number
}

const NEVER_IN_SPAN = /^[\d.,;:!?()[\]"/<>=+*#@%|]/u
const allowed = (label: string, previous: string) => !label.startsWith('I-') || previous.slice(2) === label.slice(2)

const compiled = new WeakMap<TaggerModel, Map<string, readonly number[]>>()
const weightsOf = (model: TaggerModel) => {
  let map = compiled.get(model)
  if (!map) compiled.set(model, (map = new Map(Object.entries(model.weights))))
  return map
}

/** Scores every label of one token: the sum of its features' weights. */
export function scoreLabels(model: TaggerModel, features: readonly string[]): number[] {
  const scores = model.labels.map(() => 0)
  const weights = weightsOf(model)
  for (const f of features) {
    const w = weights.get(f)
    if (w) for (let k = 0; k < scores.length; k++) scores[k]! += w[k]!
  }
  return scores
}

/** The label of every token, left to right (each label sees the one before), with the margin by which it won. */
export function labelTokens(model: TaggerModel, tokens: readonly Token[], asked: QuoteSlot | null) {
  const context = tokenContext(tokens)
  const labels: string[] = []
  const margins: number[] = []
  let previous = 'O'
  for (let i = 0; i < tokens.length; i++) {
    // Digits and punctuation other than joiners (- ' &) are never part of a place or cargo: not scored.
    if (NEVER_IN_SPAN.test(tokens[i]!.text)) {
      previous = 'O'
      labels.push(previous)
      margins.push(Number.POSITIVE_INFINITY)
      continue
    }
    const scores = scoreLabels(model, featuresOf(context, i, previous, asked))
    let best = -1
    let second = Number.NEGATIVE_INFINITY
    for (let k = 0; k < scores.length; k++) {
      if (!allowed(model.labels[k]!, previous)) continue
      if (best < 0 || scores[k]! > scores[best]!) {
        if (best >= 0) second = Math.max(second, scores[best]!)
        best = k
      } else second = Math.max(second, scores[k]!)
    }
    previous = model.labels[best]!
    labels.push(previous)
    margins.push(scores[best]! - second)
  }
  return { labels, margins }
}

/** The origin, destination and cargo spans of a message, in order of appearance. */
export function tagSpans(model: TaggerModel, text: string, asked: QuoteSlot | null): TaggedSpan[] {
  const tokens = tokenize(text)
  const { labels, margins } = labelTokens(model, tokens, asked)
  const spans: TaggedSpan[] = []
  for (let i = 0; i < tokens.length; i++) {
    if (!labels[i]!.startsWith('B-')) continue
    let j = i
    while (j + 1 < tokens.length && labels[j + 1] === `I-${labels[i]!.slice(2)}`) j++
    const [start, end] = [tokens[i]!.start, tokens[j]!.end]
    spans.push({
      label: labels[i]!.slice(2) as SpanLabel,
      text: text.slice(start, end),
      start,
      end,
      margin: Math.min(...margins.slice(i, j + 1)),
    })
  }
  return spans
}
