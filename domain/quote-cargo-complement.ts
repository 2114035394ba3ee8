/**
 * What goods are made of or for, said after them in lower case: "nábytek z masivu", "części zamienne do traktorów". The
 * preposition also names an end ("z Brna", "do Gdańska"), so the tagger stops before it; a lower-case word the gazetteer
 * does not know, closing the clause, is no end but part of the goods.
 */

import { MONTH_LOCATIVES, MONTHS_FULL, WEEKDAYS } from './quote-calendar-words'
import { FINAL_VERBS } from './quote-cargo'
import { literally } from './quote-folding'
import { knownPlace } from './quote-gazetteer'
import { NOT_CARGO, STOP_WORDS } from './quote-lexicon'

// ("kiełbasa do przewiezienia": the sending is no complement.)
const SENDING = new RegExp(`^(?:${FINAL_VERBS})$`, 'iu')
const OF_WORDS = '(?:z|ze|do|of)'
const DATE_WORD = new RegExp(`^(?:${MONTHS_FULL}|${MONTH_LOCATIVES}|${WEEKDAYS})$`, 'iu')

/** `cargo` with the lower-case complement that follows it in `text` and closes its clause; `cargo` when there is none. */
export function withComplement(text: string, cargo: string): string {
  if (cargo.length > 60) return cargo
  const match = new RegExp(
    String.raw`(?<![\p{L}])${literally(cargo)}\s{1,3}(${OF_WORDS})\s{1,3}(\p{Ll}[\p{Ll}-]{2,24})(?=\s{0,2}(?:[,.;:!?\n]|$))`,
    'u',
  ).exec(text)
  const word = match?.[2]
  if (
    !word ||
    STOP_WORDS.has(word) ||
    NOT_CARGO.has(word) ||
    DATE_WORD.test(word) ||
    knownPlace(word) ||
    SENDING.test(`${match[1]} ${word}`)
  )
    return cargo
  return `${cargo} ${match[1]} ${word}`
}
