/**
 * The goods the rules read in one message, before the tagger is weighed against them: a cue first ("Ware:", "12 t of");
 * then, in a message that corrects, the goods after a copula ("ach nein, es ist Porzellan"); otherwise, while the
 * conversation has no goods yet, the goods before a quantity, before the lane or before one end. The first reading that is
 * not one of the ends ("1x40 reefer napier > southampton": "napier" is the origin).
 */
import { cargoIn } from './quote-cargo'
import { cargoBeforeLane, cargoBeforeOneEnd, cargoBeforeQuantity } from './quote-cargo-clause'
import { restatedGoods } from './quote-corrections'

export function goodsByRules(
  text: string,
  ends: { readonly origin?: string; readonly destination?: string },
  correcting: boolean,
  cargoKnown: boolean,
): string | undefined {
  const isEnd = (goods: string) => [ends.origin, ends.destination].some((end) => end?.toLowerCase() === goods.toLowerCase())
  const readers = [
    () => cargoIn(text),
    ...(correcting
      ? [() => restatedGoods(text)]
      : cargoKnown
        ? []
        : [
            () => cargoBeforeQuantity(text),
            () => cargoBeforeLane(text, ends.origin, ends.destination),
            () => cargoBeforeOneEnd(text, ends.origin, ends.destination),
          ]),
  ]
  for (const read of readers) {
    const goods = read()
    if (goods && !isEnd(goods)) return goods
  }
  return undefined
}
