/**
 * A count of packages as the summary writes it: the count in figures and the unit as said, except a Czech or Polish
 * unit in a case a preposition asked for ("na 16 paletách", "w 12 paletach"), which goes back to the counted form
 * ("16 palet", "3 palety").
 */
import { countValue } from './quote-number-words'

// (Locative and instrumental plurals of the pallet, the one unit said after "na", "v", "w", "s" in these inquiries.)
const DECLINED_PALLETS = /^palet(?:ách|ach|ami)$/u

export function packageText(count: string, unit: string): string {
  const n = countValue(count) ?? count
  const word = unit.toLowerCase()
  if (!DECLINED_PALLETS.test(word)) return `${n} ${word}`
  const figure = Number(n)
  return `${n} ${figure === 1 ? 'paleta' : figure >= 2 && figure <= 4 ? 'palety' : 'palet'}`
}
