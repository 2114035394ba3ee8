/** The shipment's weight, not a piece's: "1.1t each", "300 kg pro Stück" are skipped. */

import { isNegated } from './quote-negation'
import { WEIGHT } from './quote-patterns'

// "1.1t each", "300 kg pro Stück", "50 kg cada uno", "60 kg é o peso de cada saca": the weight of one piece, not the shipment's.
const EACH =
  /^\s{0,3}(?:(?:is|é|es|est|ist|è|jest|je)\s{1,3}(?:(?:the|o|el|le|das|il|het|la)\s{1,3})?(?:weight|peso|poids|gewicht|waga|hmotnost)\s{1,3}(?:of|de|du|von|di|van|del)\s{1,3})?(?:each|apiece|per\s{1,3}(?:piece|unit|pallet|box|crate|bag)|pro\s{1,3}(?:stück|palette|kiste)|je\s{1,3}(?:stück|palette)|das\s{1,3}stück|chacun[e]?|chaque|la\s{1,3}pi[èe]ce|cada\s{1,3}(?:uno|una|palet|caja)|ciascun[oa]|l['’]uno|per\s{1,3}stuk|elk|per\s{1,3}pallet|każd[ay]|za\s{1,3}sztukę|cada|každ[ýá]|za\s{1,3}kus|tanesi|her\s{1,3}biri)(?![\p{L}])/iu
// "sacas de 60kg", "Säcke à 25 kg", "in 25 kg bags", "worki po 25 kg": packed in pieces of that weight.
const PIECES = String.raw`bags|sacks|sacas|sacos|sacs|säcke|säcken|sacchi|zakken|worki|worków|workach|pytle|pytlů|pytlích|çuvallar|çuval|bidons|drums|barrels|fûts|cartons|boxes|cajas|caixas|kisten|kartons|canisters|kanister|bottles|big[\s-]?bag(?:s|i|ów|ach|y|ů)|bigbag(?:s|i|y|ů)`
const PIECES_OF = new RegExp(
  // ("24 big bagi po 1000 kg", "20 palet po 600 kg": Polish and Czech "po" after any piece means each.)
  String.raw`(?<![\p{L}])(?:(?:${PIECES})\s{1,3}(?:of|de|à|a|da|di|van|von|zu|je|com|con|with|mit)|\p{L}{3,20}\s{1,3}po)\s{1,3}$`,
  'iu',
)
const PIECES_AFTER = new RegExp(String.raw`^(?:['’]?l[ıi]k)?[\s-]{0,3}(?:${PIECES})(?![\p{L}])`, 'iu')
// "sem os 60 kg", "without the 60 kg": a weight taken out of the details, not said again.
const WITHOUT =
  /(?<![\p{L}])(?:without|sem|sin|sans|ohne|senza|zonder|bez)\s{1,3}(?:(?:the|os|as|o|a|los|las|el|la|les|le|die|den|das|de|het|i|gli)\s{1,3})?$/iu
// "peso lordo kg 3.960", "Gewicht: kg 1.200": the unit written before the number, as on a packing list.
const KG_FIRST =
  /(?<![\p{L}])(kgs?|kilos?)\.?\s{1,3}(\d{1,3}(?:[.,\u00a0\u202f ]\d{3}){1,2}|\d{1,6}(?:,\d{1,3})?)(?![\d.,]?\d|\s{0,3}(?:x|×|cm|mm|m|%))/giu

/** The first weight of the whole shipment that is not negated, as [written, number, unit]. */
export const wholeWeight = (text: string): readonly string[] | undefined => {
  for (const match of text.matchAll(WEIGHT))
    if (
      !isNegated(text, match.index, match.index + match[0].length) &&
      !EACH.test(text.slice(match.index + match[0].length, match.index + match[0].length + 30)) &&
      !PIECES_OF.test(text.slice(Math.max(0, match.index - 30), match.index)) &&
      !WITHOUT.test(text.slice(Math.max(0, match.index - 20), match.index)) &&
      !PIECES_AFTER.test(text.slice(match.index + match[0].length, match.index + match[0].length + 30))
    )
      return match
  for (const match of text.matchAll(KG_FIRST))
    if (!isNegated(text, match.index, match.index + match[0].length)) return [match[0], match[2]!, match[1]!]
  return undefined
}

/** The patterns above, for the test that keeps them bounded. */
export const WHOLE_WEIGHT_PATTERNS: readonly RegExp[] = [EACH, KG_FIRST, PIECES_OF, PIECES_AFTER, WITHOUT]
