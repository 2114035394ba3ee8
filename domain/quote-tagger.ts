/** The intake's sequence labeller: an averaged perceptron (trained by `bun run train:intake`) that marks origin, destination and cargo in a message. */
import type { QuoteSlot } from './quote-details'
import { featuresOf, tokenContext } from './quote-tagger-features'
import { type Token, tokenize } from './quote-tokens'

/** Weights of each feature for each label, as `bun run train:intake` writes them, in one table. */
export interface TaggerModel {
  readonly labels: readonly string[]
  /** Feature name → its row in `table` (the row's weights in label order, zeros where no weight). */
  readonly rows: ReadonlyMap<string, number>
  readonly table: ArrayLike<number>
}

/** A model from each feature's weights in label order (the trainer's output). */
export function tableModel(labels: readonly string[], weights: ReadonlyMap<string, readonly number[]>): TaggerModel {
  const table = new Float64Array(weights.size * labels.length)
  const rows = new Map<string, number>()
  for (const [feature, row] of weights) {
    table.set(row, rows.size * labels.length)
    rows.set(feature, rows.size)
  }
  return { labels, rows, table }
}

/**
 * A model from the compact text `bun run train:intake` writes: one feature a line, its name, a tab, then `label:weight`
 * pairs separated by spaces (label by its index; labels not listed weigh 0). Read once when the module loads into one
 * table, so that 40,000 features cost a few megabytes.
 */
export function parseTaggerModel(labels: readonly string[], text: string): TaggerModel {
  let count = 0
  for (let at = text.indexOf('\t'); at >= 0; at = text.indexOf('\t', at + 1)) count++
  const table = new Float64Array(count * labels.length)
  const rows = new Map<string, number>()
  for (let start = 0; start < text.length; ) {
    const newline = text.indexOf('\n', start)
    const end = newline < 0 ? text.length : newline
    const tab = text.indexOf('\t', start)
    if (tab > start && tab < end) {
      const offset = rows.size * labels.length
      for (const pair of text.slice(tab + 1, end).split(' ')) {
        const colon = pair.indexOf(':')
        table[offset + Number(pair.slice(0, colon))] = Number(pair.slice(colon + 1))
      }
      rows.set(text.slice(start, tab), rows.size)
    }
    start = end + 1
  }
  return { labels, rows, table }
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

/** Scores every label of one token: the sum of its features' weights. */
export function scoreLabels(model: TaggerModel, features: readonly string[]): number[] {
  const scores = model.labels.map(() => 0)
  const width = scores.length
  for (const f of features) {
    const row = model.rows.get(f)
    if (row !== undefined) for (let k = 0; k < width; k++) scores[k]! += model.table[row * width + k]!
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
