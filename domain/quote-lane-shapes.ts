/** The shapes around a place that say what it is in a lane: the goods' kind, part of a longer name, one end of a listed lane. */

import { literally } from './quote-folding'
import { knownPlace } from './quote-gazetteer'

const GOODS_OF = /\p{Ll}{3,30}\s{1,3}(?:de|di|do|du|del|della|des|dos|das|von|d['’])\s{0,3}$/u
/** Whether the text right before `at` is a word for goods and "de", "do", "di": "vin de |Bordeaux". */
export const goodsBefore = (text: string, at: number) => GOODS_OF.test(text.slice(Math.max(0, at - 40), at))
/** Whether `place` follows a word for goods and "de", "do", "di" in `text`: "queso manchego de Toledo". */
export function namesGoods(text: string, place: string): boolean {
  const at = place.length <= 60 ? new RegExp(`(?<![\\p{L}])${literally(place)}(?![\\p{L}])`, 'u').exec(text) : null
  return at !== null && goodsBefore(text, at.index)
}

/** "Talavera de la Reina a Sevilla": the end of a longer name is no origin of a bare pair. */
export const INSIDE_NAME = /\p{Lu}\p{L}{1,30}\s{1,3}(?:de\s{1,3}la|de\s{1,3}los|de\s{1,3}las|del|di|de|da|do|dos|das)\s{1,3}$/u
/** "Immingham > Casablanca", "…, Itajaí pra Cantão,": a lane with an arrow, or set apart as an item of a list. */
export const listedLane = (text: string, origin: string) =>
  origin.length <= 60 &&
  new RegExp(String.raw`(?:[,;:]\s{0,3}${literally(origin)}\s{1,3}\p{L}{1,4}|${literally(origin)}\s{0,3}(?:->|=>|>|→|»|x|×))\s`, 'iu').test(
    text,
  )

export const NAME_BEFORE = /\p{Ll}\s{1,3}(\p{Lu}\p{Ll}{2,30})\s{1,3}$/u
const ROMANCE_OF = /^(?:de|da|do|du|dos|das|di|del|d['’])$/iu
/**
 * "de Santa Maria da Feira", "hasta Cartagena de Indias": a Romance "de", "da" right after a capitalised word that is no
 * place of its own, inside a sentence, joins a name and says no "from" ("marmo di Carrara da Marina…": Carrara is one).
 */
export function insideName(before: string, joiner: string, after = ''): boolean {
  const word = ROMANCE_OF.test(joiner) ? NAME_BEFORE.exec(before)?.[1] : undefined
  const next = /^\s{0,3}(\p{Lu}\p{L}{1,30})/u.exec(after)?.[1]
  return word !== undefined && (!knownPlace(word) || (next !== undefined && knownPlace(`${word} ${joiner} ${next}`) !== undefined))
}

// "notre siège est à Paris mais la marchandise est à Évreux", "ons kantoor zit in Amsterdam": the company's seat is no end.
export const SEAT_BEFORE =
  /(?:siège|sede|sitz|siedzib\p{L}{1,2}|sídl\p{L}{1,2}|kantoor|headquarters|head\s{1,3}office|centrál\p{L}{1,2}|ufficio|oficina|escritório|merkez\p{L}{0,4})(?:\s{1,3}\p{L}{1,12}){0,3}\s{1,3}$/iu
/** Whether the place at `at` in `text` is where the visitor's company sits, by the words right before it. */
export const atCompanySeat = (text: string, at: number) => SEAT_BEFORE.test(text.slice(Math.max(0, at - 60), at))
