/** The features the intake tagger scores a token by: the word, its outline, affixes, its neighbours, the gazetteer, and the question just asked. */

import type { QuoteSlot } from './quote-details'
import { foldName, knownFolded } from './quote-gazetteer'
import { shapeOf, type Token } from './quote-tokens'

// "New York", "Le Havre", "İzmir'den": folded words joined as the text joins them (a space, or nothing around an apostrophe).
function joinedName(tokens: readonly Token[], folded: readonly string[], i: number, n: number): string {
  let name = folded[i]!
  for (let k = i + 1; k < i + n; k++) name += (tokens[k]!.start > tokens[k - 1]!.end ? ' ' : '') + folded[k]
  return name
}

/** Per token: 1 when it starts a known place (one to three words), 2 inside one, 0 otherwise. */
export function gazetteerMarks(tokens: readonly Token[], folded: readonly string[]): number[] {
  const marks = tokens.map(() => 0)
  for (let i = 0; i < tokens.length; i++) {
    if (!/^\p{L}/u.test(tokens[i]!.text) || marks[i] !== 0) continue
    for (let n = 3; n >= 1; n--) {
      const last = tokens[i + n - 1]
      if (!last || tokens.slice(i, i + n).some((t) => !/^[\p{L}'’]/u.test(t.text))) continue
      // Case endings are undone on single words only (Krakowa), names of two or three words must match as written.
      const place = n === 1 ? knownFolded(folded[i]!, true, true) : knownFolded(joinedName(tokens, folded, i, n), false, true)
      // One-letter and two-letter words ("a", "do", "de") are never places on their own.
      if (!place || (n === 1 && tokens[i]!.text.length < 3)) continue
      marks[i] = 1
      for (let k = 1; k < n; k++) marks[i + k] = 2
      break
    }
  }
  return marks
}

/** What the features of a message are built from, computed once per message. */
export interface TokenContext {
  readonly folded: readonly string[]
  readonly shapes: readonly string[]
  readonly marks: readonly number[]
}

export function tokenContext(tokens: readonly Token[]): TokenContext {
  const folded = tokens.map((t) => foldName(t.text))
  return { folded, shapes: tokens.map((t) => shapeOf(t.text)), marks: gazetteerMarks(tokens, folded) }
}

/** The feature names of token `i`, given the previous token's label and the slot the assistant asked for. */
export function featuresOf(context: TokenContext, i: number, previousLabel: string, asked: QuoteSlot | null): string[] {
  const { folded, shapes, marks } = context
  const at = (k: number) => (k < 0 || k >= folded.length ? '<none>' : folded[k]!)
  const w = folded[i]!
  const [p1, p2, n1, n2] = [at(i - 1), at(i - 2), at(i + 1), at(i + 2)]
  const shape = shapes[i]!
  const ask = asked ?? 'none'
  const gaz = marks[i] === 1 ? 'B' : marks[i] === 2 ? 'I' : 'O'
  const f = [
    'bias',
    `w=${w}`,
    `s=${shape}`,
    `p3=${w.slice(0, 3)}`,
    `x3=${w.slice(-3)}`,
    `x2=${w.slice(-2)}`,
    `w-1=${p1}`,
    `w-2=${p2}`,
    `w+1=${n1}`,
    `w+2=${n2}`,
    `w-2w-1=${p2}|${p1}`,
    `w-1w=${p1}|${w}`,
    `ww+1=${w}|${n1}`,
    `s-1=${shapes[i - 1] ?? '^'}`,
    `s+1=${shapes[i + 1] ?? '$'}`,
    `g=${gaz}`,
    `g-1=${marks[i - 1] ?? 0}`,
    `g+1=${marks[i + 1] ?? 0}`,
    `gs=${gaz}|${shape}`,
    `gw-1=${gaz}|${p1}`,
    `t-1=${previousLabel}`,
    `t-1w=${previousLabel}|${w}`,
    `t-1s=${previousLabel}|${shape}`,
    `a=${ask}`,
    `as=${ask}|${shape}`,
    `ag=${ask}|${gaz}`,
    `aw-1=${ask}|${p1}`,
    `ai=${ask}|${i < 3 ? i : 'later'}`,
  ]
  // The words a little further away, wherever they stand: "à livrer à X", "la marchandise est à X".
  for (let k = 3; k <= 4; k++) if (i - k >= 0) f.push(`l=${folded[i - k]}`)
  if (i + 3 < folded.length) f.push(`r=${folded[i + 3]}`)
  f.push(`x4=${w.slice(-4)}`)
  // Turkish case endings after an apostrophe: İzmir'den (from), Hamburg'a (to), Ankara'da (at).
  if (n1 === "'" && n2) f.push(`tr=${n2}`)
  if (p1 === "'") f.push(`after'=${w}`)
  return f
}
