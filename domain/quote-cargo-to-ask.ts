/**
 * Goods a message may name where no cue says so: after the lane, in a list before it, after a bare request, as the reply
 * to "Where to?" or alone opening a chat. As likely something else (the service, the time, "urgentní"), so they are read,
 * never taken, only asked about.
 */
import { CARGO, SERVICE } from './quote-cargo'
import { goodsOpeningClause } from './quote-cargo-clause'
import { trimmedCargo } from './quote-cargo-trim'
import { GREETINGS, MEASURE_WORDS, PACKED } from './quote-cargo-words'
import { lowered } from './quote-folding'
import { knownPlace, samePlace } from './quote-gazetteer'
import { STOP_WORDS } from './quote-lexicon'
import { phraseAt } from './quote-phrases'

/**
 * "da La Spezia a New York, marmo di Carrara in lastre": a lower-case clause after the lane, ending the message. Often the
 * goods, but as often the service or the time ("enclosed trailer", "ainda essa semana"): a reading to ask about.
 */
export function cargoAfterLane(text: string, origin: string | undefined, destination: string | undefined): string | undefined {
  // ("desde El Ejido, pimientos en cajas": after one end, when the message names only that one, the same.)
  const last = destination ?? origin
  if (!last || last.length > 60) return undefined
  const [at, length] = writtenAt(text, last)
  if (at < 0 || (origin && destination && writtenAt(text, origin)[0] > at)) return undefined
  const after = text.slice(at + length, at + length + 120)
  const rest = AFTER_LANE.exec(after)?.[1] ?? GOING_AFTER_LANE.exec(after)?.[1]
  // (The goods' phrase may stop before a name they are called after and their packing: "marmo | di Carrara in lastre".)
  const whole = (clause: string) => {
    const goods = clause === rest ? phraseAt(clause, CARGO) : null
    return goods && clause.startsWith(goods) && GOODS_TAIL.test(clause.slice(goods.length)) ? goods : undefined
  }
  const goods = rest ? goodsOpeningClause(rest, whole) : undefined
  return goods ? trimmedCargo(goods) : undefined
}

/** Where `place` is written in `text` and how long it is there: as read, or declined ("do Ratyzbony" for Ratyzbona). */
function writtenAt(text: string, place: string): readonly [number, number] {
  const at = lowered(text).indexOf(lowered(place))
  if (at >= 0) return [at, place.length]
  for (const word of text.matchAll(/\p{Lu}\p{Ll}{2,30}/gu)) if (samePlace(word[0], place)) return [word.index, word[0].length]
  return [-1, 0]
}

/**
 * "Poptávka: 1x40' HC, parkety z dubu, Zlín → Lyon": a lower-case item of a list of the details, right before the lane's
 * origin. As likely the goods as the clause after a lane, and as likely something else ("urgentní"): a reading to ask about.
 */
export function cargoBeforeListedLane(text: string, origin: string | undefined, destination: string | undefined): string | undefined {
  if (!origin || !destination || origin.length > 60) return undefined
  const at = text.indexOf(origin)
  if (at < 6 || text.indexOf(destination, at) < 0) return undefined
  const item = BEFORE_LANE.exec(text.slice(Math.max(0, at - 80), at))?.[1]?.trim()
  const goods = item ? phraseAt(item, CARGO) : undefined
  return goods && goods === item && !SERVICE.test(goods) ? goods : undefined
}
// A comma, one item in lower case, a comma, and the origin next.
const BEFORE_LANE = /[,:]\s{1,3}(\p{Ll}[^,;:.!?\n\d→>]{2,60}),\s{1,3}$/u
/**
 * "quote pls. Jersey potatoes": a request, then a sentence of a capitalised name and lower-case nouns. The name may be a
 * place the goods are named after, or an end said with no preposition: a reading to ask about.
 */
export function goodsAfterRequest(text: string): string | undefined {
  const match = AFTER_REQUEST.exec(text)
  const words = match?.[1]?.split(/\s{1,3}/u) ?? []
  if (words.length < 2 || words.slice(1).some((w) => STOP_WORDS.has(w) || MEASURE_WORDS.has(w) || knownPlace(w))) return undefined
  return match![1]
}
const AFTER_REQUEST =
  /^\s{0,3}(?:quote|price|rate|offer|anfrage|angebot|devis|tarif|cotización|presupuesto|preventivo|offerte|wycena|nabídka|poptávka|orçamento|cotação|teklif)(?:\s{1,3}(?:pls|please|plz|bitte|svp|por\s{1,3}favor|per\s{1,3}favore|graag|proszę|prosím|lütfen))?\s{0,2}[.!:]\s{1,3}((?-i:\p{Lu}\p{Ll}{2,20})(?:\s{1,3}\p{Ll}{3,20}){1,2})\s{0,3}[.!]?\s{0,3}$/iu

/** Goods a message may name where no cue says so: read, never taken, only asked about. */
export const goodsToAskAbout = (text: string, origin: string | undefined, destination: string | undefined, asked: string | null) =>
  cargoAfterLane(text, origin, destination) ??
  cargoBeforeListedLane(text, origin, destination) ??
  goodsAfterRequest(text) ??
  (asked === 'origin' || asked === 'destination' ? goodsForAnEnd(text, origin, destination) : undefined) ??
  (asked === null ? goodsOpening(text) : undefined)

/**
 * "limones y pimientos" to "Where to?": a reply in lower case (but its first letter) that names no place but reads whole as
 * goods, maybe with their packing after a comma ("Otomotiv yan sanayi parçaları, kasalı").
 */
function goodsForAnEnd(text: string, origin: string | undefined, destination: string | undefined): string | undefined {
  const reply = text
    .trim()
    .replace(/[.!]{1,3}$/u, '')
    .replace(PACKED_AFTER, '')
  const lower = reply.slice(0, 1).toLowerCase() + reply.slice(1)
  const words = reply.split(/\s{1,3}/u).length
  // (A capitalised word alone is as likely an end the gazetteer does not know.)
  if (origin || destination || !/^\p{Ll}[\p{Ll} -]{2,60}$/u.test(lower) || words > 4 || (lower !== reply && words < 2)) return undefined
  return phraseAt(lower, CARGO) === lower && ![reply, ...reply.split(/\s{1,3}/u)].some((w) => knownPlace(w)) ? reply : undefined
}
const PACKED_AFTER = new RegExp(String.raw`,\s{1,3}(?:${PACKED})$`, 'iu')

/**
 * "dřevěné brikety", "Boa tarde. Pastéis de nata congelados" opening a chat: two words or more, in lower case after the
 * first, after a greeting if any, no sentence, that read whole as goods.
 */
function goodsOpening(text: string): string | undefined {
  const greeting = GREETING_FIRST.exec(text)
  const rest = text
    .slice(greeting && greeting[1]!.split(/\s{1,3}/u).every((w) => GREETINGS.has(w.toLowerCase())) ? greeting[0].length : 0)
    .trim()
  const words = rest.split(/\s{1,3}/u)
  if (words.length < 2 || words.some((w) => GREETINGS.has(w.toLowerCase()))) return undefined
  // ("necesito precio camion completo": no sentence, request or service either.)
  const lower = rest[0]!.toLowerCase() + rest.slice(1)
  const goods = goodsForAnEnd(lower, undefined, undefined)
  const whole = goods && goodsOpeningClause(goods, (clause) => (clause === goods ? goods : undefined)) === goods
  return whole && !knownPlace(words[0]!) ? rest.replace(/[.!]{1,3}$/u, '') : undefined
}
const GREETING_FIRST = /^\s{0,3}(\p{L}{2,12}(?:\s{1,3}\p{L}{2,12})?)[.!,]\s{1,3}/u

// A comma after the destination, then one clause in lower case to the message's end, or to a quantity or the loading's
// word ("Leixões p/ Santos, granito em bruto, embarque até …").
const AFTER_LANE =
  /^\s{0,3}[,;:–-]\s{1,3}(\p{Ll}[^,;.!?\n\d]{2,80}?)(?:[.!]?\s{0,3}$|,\s{1,3}(?=\d|(?:embarque|carga|carregamento|loading|etd|salida|partida|départ|partenza|vertrek|chargement|ritiro|carico|laden|verladung|abholung|załadunek|nakládka|yükleme)(?![\p{L}])))/u
// "z Bielawy do Ratyzbony jedzie tkanina obiciowa w belach, 2,4 t": the goods after a verb of going, to their clause's end.
const GOING_AFTER_LANE =
  /^\s{1,3}(?:jedzie|jadą|pojedzie|pojadą|pojede|pojedou|jede|jedou|fährt|fahren|gaat|gaan)\s{1,3}(\p{Ll}[^,;.!?\n\d]{2,80}?)\s{0,3}(?:[,;.!?\n]|$)/u
const GOODS_TAIL = /^(?:\s(?:di|de|du|do|da|del)\s\p{Lu}[\p{L}'’-]{1,30})?(?:\s(?:in|en|em|w|v|auf|op|on)\s\p{Ll}{3,20})?\s{0,3}$/u

/** Every pattern above, for the test that keeps them bounded. */
export const GOODS_TO_ASK_PATTERNS: readonly RegExp[] = [
  GREETING_FIRST,
  AFTER_LANE,
  GOING_AFTER_LANE,
  AFTER_REQUEST,
  BEFORE_LANE,
  GOODS_TAIL,
]
