/** The shipment's weight, not a piece's: "1.1t each", "300 kg pro Stück" are skipped. */

import { isNegated } from './quote-negation'
import { WEIGHT } from './quote-patterns'

// "1.1t each", "300 kg pro Stück", "50 kg cada uno": the weight of one piece, not the shipment's.
const EACH =
  /^\s{0,3}(?:each|apiece|per\s{1,3}(?:piece|unit|pallet|box|crate|bag)|pro\s{1,3}(?:stück|palette|kiste)|je\s{1,3}(?:stück|palette)|das\s{1,3}stück|chacun[e]?|chaque|la\s{1,3}pi[èe]ce|cada\s{1,3}(?:uno|una|palet|caja)|ciascun[oa]|l['’]uno|per\s{1,3}stuk|elk|per\s{1,3}pallet|każd[ay]|za\s{1,3}sztukę|cada|každ[ýá]|za\s{1,3}kus|tanesi|her\s{1,3}biri)(?![\p{L}])/iu
// "peso lordo kg 3.960", "Gewicht: kg 1.200": the unit written before the number, as on a packing list.
const KG_FIRST =
  /(?<![\p{L}])(kgs?|kilos?)\.?\s{1,3}(\d{1,3}(?:[.,\u00a0\u202f ]\d{3}){1,2}|\d{1,6}(?:,\d{1,3})?)(?![\d.,]?\d|\s{0,3}(?:x|×|cm|mm|m|%))/giu

/** The first weight of the whole shipment that is not negated, as [written, number, unit]. */
export const wholeWeight = (text: string): readonly string[] | undefined => {
  for (const match of text.matchAll(WEIGHT))
    if (
      !isNegated(text, match.index, match.index + match[0].length) &&
      !EACH.test(text.slice(match.index + match[0].length, match.index + match[0].length + 30))
    )
      return match
  for (const match of text.matchAll(KG_FIRST))
    if (!isNegated(text, match.index, match.index + match[0].length)) return [match[0], match[2]!, match[1]!]
  return undefined
}

/** The patterns above, for the test that keeps them bounded. */
export const WHOLE_WEIGHT_PATTERNS: readonly RegExp[] = [EACH, KG_FIRST]
