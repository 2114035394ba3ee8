/** Whether a value read is negated: "nicht nach Graz", "not 12 t but 14 t", "invece di due", Turkish "Köln değil". */
import { NEGATIONS } from './quote-lexicon'
import { readsAsPortuguese } from './quote-text-marks'

// "nicht nach", "non è a", "not coming from": a negation, a verb and a preposition before the value. (Czech "ne" only before a preposition or
// the value itself: "ne do Brna"; German "ne Rate für …" is "eine".)
const NEGATED = new RegExp(
  String.raw`(?<![\p{L}])(?:(?!ne\s)(?:${NEGATIONS})\s{1,3}(?:\p{L}{1,12}\s{1,3})?|ne\s{1,3})(?:(?:\p{L}{1,3}|from|naar|nach|vers|para|desde)\s{1,3})?$`,
  'iu',
)
// Turkish "değil" after the value; "a Marsella no;", "Lisboa não.": a bare "no" closing the clause.
// ("der 15.12. klappt nicht", "the 14th doesn't work", "le 3 ne marche pas": a value said not to work.)
const NEGATED_AFTER =
  /^(?:[\p{L}'’]{0,6}\s{0,3}(?:değil|degil)(?![\p{L}])|\s{1,3}(?:no|não|nao|non)\s{0,3}(?:[;,.!]|$)|\s{1,3}(?:(?:klappt|geht|passt)\s{1,3}nicht|(?:doesn['’]t|won['’]t)\s{1,3}work|ne\s{1,3}(?:marche|convient)\s{1,3}pas|no\s{1,3}(?:funciona|nos\s{1,3}va)|non\s{1,3}(?:va|funziona)|(?:lukt|gaat|past)\s{1,3}niet|nie\s{1,3}pasuje|nevyjde|nejde)(?![\p{L}]))/iu

// Portuguese "no Porto", "na Maia" (em + o, em + a) say where, not "not"; "não no Porto" still negates.
const CONTRACTION = /(?<![\p{L}])n[oa]\s{1,3}$/iu
const QUOTE_BEFORE = /["“”„«‹'‘’]\s{0,2}$/u
const DUTCH_PAS = /(?<![\p{L}])pas\s{1,3}$/iu
const DUTCH_WEEKDAY = 'maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag'
const DUTCH_PAS_AFTER = new RegExp(`^(?:in|op|vanaf|na|over|eind|begin|rond|om|${DUTCH_WEEKDAY})\\s`, 'iu')
// ("pas donderdag 14 januari": the day of the week between "pas" and the date.)
const DUTCH_PAS_WEEKDAY = new RegExp(`(?<![\\p{L}])pas\\s{1,3}(?:${DUTCH_WEEKDAY})\\s{1,3}$`, 'iu')

// ("tessuto non tessuto in 14 rotoli", "tejido no tejido": a noun, "not" and the noun again name a material.)
const NOT_SAME = /(?<![\p{L}])(\p{L}{3,20})\s{1,3}(?:non|no|não)\s{1,3}\1\s{1,3}(?:\p{L}{1,3}\s{1,3})?$/iu

/** True when the value at `index` follows "not", "nicht", "instead of"... or precedes Turkish "değil". */
export function isNegated(text: string, index: number, end: number): boolean {
  // ('não é só "urgente"', 'nicht „Linz“': an opening quote between the negation and the value.)
  const before = text.slice(Math.max(0, index - 40), index).replace(QUOTE_BEFORE, '')
  const said = CONTRACTION.test(before) && readsAsPortuguese(text) ? before.replace(CONTRACTION, '') : before
  // (Dutch "pas in week 9", "pas op 5 maart": "not until", no French "pas".)
  const notUntil = (DUTCH_PAS.test(said) && DUTCH_PAS_AFTER.test(text.slice(index, index + 12))) || DUTCH_PAS_WEEKDAY.test(said)
  if (notUntil || NOT_SAME.test(said)) return NEGATED_AFTER.test(text.slice(end, end + 30))
  return NEGATED.test(said) || NEGATED_AFTER.test(text.slice(end, end + 30))
}

/** The patterns above, for the test that keeps them bounded. */
export const NEGATION_PATTERNS: readonly RegExp[] = [
  NEGATED,
  NEGATED_AFTER,
  CONTRACTION,
  QUOTE_BEFORE,
  DUTCH_PAS,
  DUTCH_PAS_AFTER,
  DUTCH_PAS_WEEKDAY,
  NOT_SAME,
]
