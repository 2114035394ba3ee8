/** The features the intake tagger scores a token by: the word, its outline, affixes, its neighbours, the gazetteer, and the question just asked. */

import type { QuoteSlot } from './quote-details'
import { foldName, knownPlace } from './quote-gazetteer'
import { shapeOf, type Token } from './quote-tokens'

/** Per token: 1 when it starts a known place (one to three words), 2 inside one, 0 otherwise. */
export function gazetteerMarks(tokens: readonly Token[], text: string): number[] {
  const marks = tokens.map(() => 0)
  for (let i = 0; i < tokens.length; i++) {
    if (!/^\p{L}/u.test(tokens[i]!.text) || marks[i] !== 0) continue
    for (let n = 3; n >= 1; n--) {
      const last = tokens[i + n - 1]
      if (!last || tokens.slice(i, i + n).some((t) => !/^\p{L}/u.test(t.text))) continue
      const place = knownPlace(text.slice(tokens[i]!.start, last.end))
      // One-letter and two-letter words ("a", "do", "de") are never places on their own.
      if (!place || (n === 1 && tokens[i]!.text.length < 3)) continue
      marks[i] = 1
      for (let k = 1; k < n; k++) marks[i + k] = 2
      break
    }
  }
  return marks
}

const lower = (t: Token | undefined) => (t ? foldName(t.text) : t === undefined ? '<none>' : '')

/** The feature names of token `i`, given the previous token's label and the slot the assistant asked for. */
export function featuresOf(
  tokens: readonly Token[],
  marks: readonly number[],
  i: number,
  previousLabel: string,
  asked: QuoteSlot | null,
): string[] {
  const token = tokens[i]!
  const w = lower(token)
  const [p1, p2, n1, n2] = [lower(tokens[i - 1]), lower(tokens[i - 2]), lower(tokens[i + 1]), lower(tokens[i + 2])]
  const shape = shapeOf(token.text)
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
    `s-1=${tokens[i - 1] ? shapeOf(tokens[i - 1]!.text) : '^'}`,
    `s+1=${tokens[i + 1] ? shapeOf(tokens[i + 1]!.text) : '$'}`,
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
  // Turkish case endings after an apostrophe: İzmir'den (from), Hamburg'a (to), Ankara'da (at).
  if (n1 === "'" && n2) f.push(`tr=${n2}`)
  if (p1 === "'") f.push(`after'=${w}`)
  return f
}
