/** A short reply to a direct question read as its answer: "Hamburg", "Maschinenteile", "Hamburg, 12 t". */

import { MONTHS_FULL, WEEKDAYS } from './quote-calendar-words'
import { LEADING } from './quote-cargo-asides'
import { PRONOUNS } from './quote-cargo-words'
import { dateIn } from './quote-dates'
import type { QuoteSlot } from './quote-details'
import { knownPlace, samePlace } from './quote-gazetteer'
import {
  ANSWER_OPENERS,
  CONTAINER_WORDS,
  DONT_KNOW,
  NEGATIONS,
  NON_ANSWERS,
  NOT_A_PLACE,
  NOT_CARGO,
  PACKAGE_UNITS,
  VOLUME_UNITS,
  WEIGHT_UNITS,
} from './quote-lexicon'
import { namesEquipmentOnly } from './quote-no-goods'
import { COUNT_WORDS_ALT } from './quote-number-words'
import { phraseAt, titleCase } from './quote-phrases'
import { OPENING_FROM, OPENING_TO } from './quote-place-keywords'

export const NON_ANSWER = new RegExp(String.raw`^(?:(?:${NON_ANSWERS})(?:[\s!.]{1,3}|$)){1,4}$|(?:^|\s)(?:${DONT_KNOW})(?![\p{L}])`, 'iu')
const OPENER = new RegExp(String.raw`^(?:${ANSWER_OPENERS})\s{1,3}`, 'iu')
const MEASURE_LABEL =
  /(?<![\p{L}])(?:weight|gewicht|poids|peso|waga|hmotnost|váha|ağırlık|agirlik|volume|volumen|objem|objętość|hacim|totaal|total)(?![\p{L}])/iu
const QUANTITY_LAST = new RegExp(String.raw`\s{1,3}\d{1,6}(?:[.,]\d{1,3})?\s{0,2}(?:${WEIGHT_UNITS}|${VOLUME_UNITS})$`, 'iu')
// ("Twee twintigvoeters met gebruikte landbouwmachines": a count in words, and what the equipment holds.)
const QUANTITY_FIRST = new RegExp(
  String.raw`^(?:\d{1,6}(?:[.,]\d{1,3})?\s{0,2}\p{L}{1,14}|(?:${COUNT_WORDS_ALT})\s{1,3}(?:${CONTAINER_WORDS}|${PACKAGE_UNITS}|\p{L}{2,10}(?:voeters|footers|stopowe|stopé|stopých)))\.?\s{1,3}(?:(?:of|de|di|van|z|ze|met|with|mit|con|avec|com)\s{1,3})?`,
  'iu',
)
// "incir değil": Turkish puts the negation after the value.
const NEGATED_AFTER_VALUE = /(?<![\p{L}])(?:değil|degil)$/iu
// A clause that begins with a negation ("não é Lyon", "geen aardappelen") is what the visitor does not mean.
const NEGATED_START = new RegExp(String.raw`^(?:${NEGATIONS})(?![\p{L}])`, 'iu')
const DATE_WORD = new RegExp(String.raw`(?<![\p{L}])(?:${MONTHS_FULL}|${WEEKDAYS})(?![\p{L}])`, 'iu')
const TO_FIRST = new RegExp(OPENING_TO.source, 'u')
const FROM_FIRST = new RegExp(OPENING_FROM.source, 'u')
// "troquei os algarismos", "I mixed up the digits", "ich habe mich vertippt": a clause about the visitor's own slip.
const SLIP =
  /(?<![\p{L}])(?:troquei|enganei|errei|confundi|mixed|swapped|typo|vertan|vertippt|verschrieben|vertauscht|equivoqué|equivoque|confundí|trompé|trompée|inversé|sbagliato|sbagliata|invertito|vergist|verwisseld|pomyliłem|pomyliłam|pomylilem|pomylilam|spletl|spletla|prohodil|prohodila|karıştırdım|karistirdim|wrong|wrongly|falsch|verkeerd|źle|zle|špatně|spatne|yanlış|yanlis|errado|errada)(?![\p{L}])/iu
const BUT_REST = /(?<![\p{L}])(?:but|sondern|sino|mais|ma|maar|ale|nýbrž|mas|ama|lecz|tylko)\s{1,3}([^,;.!?]{2,60})$/iu

/**
 * A short reply to a direct question ("Hamburg", "Maschinenteile", "Hamburg, 12 t") is the answer
 * to it: the first clause without digits that is not "ok", "ja", "no sé" or a question.
 */
export function bareAnswer(
  text: string,
  slot: QuoteSlot,
  found: Record<string, string>,
  knownEnds: readonly (string | undefined)[] = [],
): string | undefined {
  if (text.length > 300 || text.includes('?')) return undefined
  for (const clause of text.split(/[,;\n]|[.!](?:\s|$)/u).slice(0, 6)) {
    // "no son almendras sino avellanas": after a negation, what follows "but" is the answer.
    const instead = NEGATED_START.test(clause.trim()) ? BUT_REST.exec(clause)?.[1] : undefined
    // "A Coruña", "La Spezia": a name the gazetteer knows whole keeps the word that also opens an answer.
    const whole = clause.trim().replace(/[.!]{1,5}$/u, '')
    if ((slot === 'origin' || slot === 'destination') && /^\p{Lu}\p{Ll}{0,2}\s/u.test(whole) && knownPlace(whole)?.name === whole)
      return whole
    const answer = (instead ?? clause)
      .trim()
      .replace(/[.!]{1,5}$/u, '')
      .replace(OPENER, '')
      .replace(OPENER, '')
      // "jsou to 3 t mouky": the quantity before the goods is read by the rules, the goods are the answer.
      .replace(slot === 'cargo' ? QUANTITY_FIRST : /^$/u, '')
      // ("Jak pisałam – kosmetyki", "only rice": what is said before the goods.)
      .replace(slot === 'cargo' ? LEADING : /^$/u, '')
      // "havlu ve bornoz 55 m3": and the quantity after them (not after its label: "o peso certo é 1200 kg").
      .replace(slot === 'cargo' && !MEASURE_LABEL.test(clause) ? QUANTITY_LAST : /^$/u, '')
      .trim()
    if (answer.length < 2 || answer.length > 60 || /\d/.test(answer) || answer.split(/\s+/).length > 6) continue
    if (NEGATED_AFTER_VALUE.test(answer)) continue
    // "Verladung am Donnerstag": a clause that names a day or a month is a date, never a place or the goods.
    if (DATE_WORD.test(answer) || dateIn(answer)) continue
    if (NON_ANSWER.test(answer) || NEGATED_START.test(answer) || SLIP.test(answer)) continue
    const lower = answer.toLowerCase()
    if (Object.values(found).some((value) => lower.includes(value.toLowerCase()) || value.toLowerCase().includes(lower))) continue
    // ("oscypki i bundz": past the first word, Polish and Czech "i" is "and", not the English "I".)
    if (lower.split(/\s{1,3}/).some((word, index) => PRONOUNS.has(word) && !(word === 'i' && index > 0))) continue
    // "oui Montréal" to "What are the goods?": a place is no goods, with or without a "yes" before it.
    const named = answer.replace(/^\p{Ll}{1,4}\s{1,3}/u, '')
    if (slot === 'cargo' && /^\p{Lu}/u.test(named) && knownPlace(named)) continue
    // ("evet almatı" to "What are you shipping?", Almaty the destination already: an end said again is no goods.)
    if (slot === 'cargo' && knownEnds.some((end) => end !== undefined && samePlace(end, named))) continue
    // ("two forty footers. Rubber gloves in cartons": a clause that names only the equipment leaves the goods to the next.)
    if (slot === 'cargo' && namesEquipmentOnly(answer)) continue
    // ("même poids", "same weight": a short clause naming a measure says it is unchanged; no goods.)
    if (slot === 'cargo' && MEASURE_LABEL.test(answer) && answer.split(/\s{1,3}/u).length <= 3) continue
    // ("Et précisez bien vins en bouteilles": a clause that opens with "and" is a sentence around the goods.)
    if (slot === 'cargo' && /^(?:and|et|und|y|e|ve|oraz)\s/u.test(lower)) continue
    if (slot === 'cargo') {
      const cargo = phraseAt(answer, { max: 6, rejectFirst: NOT_CARGO, joinAnd: true })
      return cargo === null ? undefined : answer.endsWith(cargo) ? cargo : answer
    }
    if (slot === 'origin' || slot === 'destination') {
      // The whole clause must read as a place: "I'd like a price" is not one.
      const place = phraseAt(answer, { max: 4, rejectFirst: NOT_A_PLACE })
      // "Para Genebra" to "Where from?": a preposition of the other end says the reply answers another question.
      const otherEnd = (slot === 'origin' ? TO_FIRST : FROM_FIRST).test(answer) && !knownPlace(answer)
      if (otherEnd) return undefined
      return place && answer.endsWith(place) ? titleCase(place) : undefined
    }
    return undefined
  }
  return undefined
}

/** Every pattern above, for the test that keeps them bounded. */
export const BARE_ANSWER_PATTERNS: readonly RegExp[] = [
  TO_FIRST,
  FROM_FIRST,
  NON_ANSWER,
  OPENER,
  DATE_WORD,
  NEGATED_START,
  QUANTITY_FIRST,
  QUANTITY_LAST,
  MEASURE_LABEL,
  NEGATED_AFTER_VALUE,
]
