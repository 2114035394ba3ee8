import { BARE_ANSWER_PATTERNS, bareAnswer, NON_ANSWER } from './quote-bare-answer'
import { goodsWithName, namesGoods, withComplement } from './quote-cargo-complement'
import { endBesideGoods, goodsNamedAfter, goodsNamedWithPlace, onlyEnds, withoutEndStart, withPlaceName } from './quote-cargo-names'
import { goodsByRules } from './quote-cargo-rules'
import { goodsToAskAbout } from './quote-cargo-to-ask'
import { isContainerKind, trimmedCargo } from './quote-cargo-trim'
import { besideOtherEnd, isCountry, townInCountry, withoutCountry } from './quote-country-town'
import { dateIn } from './quote-dates'
import type { QuoteDetails, QuoteSlot } from './quote-details'
import { knownPlace, namesEnd, placeName, samePlace } from './quote-gazetteer'
import { goodsSite } from './quote-goods-site'
import { withoutLandmarks } from './quote-landmarks'
import { CORRECTION_CUES, FILLERS, NEGATIONS, STOP_WORDS } from './quote-lexicon'
import { withoutMailNoise } from './quote-mail-noise'
import { isNegated } from './quote-negation'
import { packageText } from './quote-package-text'
import { withoutPackingMaterial } from './quote-packing-material'
import {
  BARE_CONTAINERS,
  CONTAINER,
  COUNTED_CONTAINERS,
  containerText,
  INCOTERM,
  LOADING_METRES,
  PACKAGES,
  SIZE_WORD_CONTAINERS,
  sizeWordText,
  VOLUME,
  weightUnit,
} from './quote-patterns'
import { wholePlaceName } from './quote-place-articles'
import { personToAnswer, SITE_LAST } from './quote-place-keywords'
import { takenBackAt } from './quote-place-taken-back'
import { placesIn } from './quote-places'
import { readSpans } from './quote-spans'
import { readsAsPortuguese } from './quote-text-marks'
import { withKeywordsSpelled } from './quote-typos'
import { wholeWeight } from './quote-whole-weight'

const LOCATED_AT = /(?:^|[\s,])(?:à|au|aux|en|em|in|w|we|v|ve)\s{1,3}$/iu
const locatedAt = (text: string, place: string) => {
  const at = text.toLowerCase().indexOf(place.toLowerCase().replace(/^(?:le|la|les|el|il)\s/u, ''))
  return at > 0 && LOCATED_AT.test(text.slice(Math.max(0, at - 6), at))
}

export const CORRECTING = new RegExp(String.raw`(?<![\p{L}])(?:${CORRECTION_CUES}|${NEGATIONS}|değil|degil)(?![\p{L}])`, 'iu')

const definedOf = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined))

/**
 * The first match of a global pattern that is not negated ("not 12 t but 14 t" gives 14 t), after a taking back when the
 * message has one ("60 m3, vlastně ne, 80 m3" gives 80 m3).
 */
function affirmed(pattern: RegExp, text: string, back: { end: number } | undefined): RegExpExecArray | undefined {
  const first = (from: number) => {
    for (const match of text.slice(from).matchAll(pattern))
      if (!isNegated(text, from + match.index, from + match.index + match[0].length)) return match
    return undefined
  }
  return (back ? first(back.end) : undefined) ?? first(0)
}

/**
 * The quote details stated in one message. `expecting` is the slot the assistant just asked for, so a bare answer fills it;
 * `cargoKnown` says the conversation already has the goods, so only a strong sign of other goods replaces them; `known`
 * holds the ends the conversation already has, which a weak reading ("de Jouy") does not replace unless it corrects.
 */
export function extractQuoteDetails(
  message: string,
  expecting: QuoteSlot | null = null,
  cargoKnown = false,
  known: Pick<QuoteDetails, 'origin' | 'destination'> = {},
): QuoteDetails {
  const spelling = withKeywordsSpelled(withoutLandmarks(withoutMailNoise(message)))
  const text = spelling.text
  const found: Record<string, string> = {}
  const put = (key: keyof QuoteDetails, value: string | undefined) => {
    if (value && !found[key]) found[key] = value
  }
  const back = takenBackAt(text)
  const weight = (back ? wholeWeight(text.slice(back.end)) : undefined) ?? wholeWeight(text)
  if (weight) put('weight', `${weight[1]} ${weightUnit(weight[2]!)}`)
  const volume = affirmed(VOLUME, text, back)
  if (volume) put('volume', `${volume[1]} cbm`)
  const metres = affirmed(LOADING_METRES, text, back)
  if (metres) put('volume', `${metres[1]} ldm`)
  const counted = affirmed(COUNTED_CONTAINERS, text, back)
  const container = counted ?? affirmed(CONTAINER, text, back)
  if (container) put('containers', containerText(container))
  const sized = container ? undefined : affirmed(SIZE_WORD_CONTAINERS, text, back)
  if (sized) put('containers', sizeWordText(sized))
  const bareContainers = container || sized ? undefined : affirmed(BARE_CONTAINERS, text, back)
  if (bareContainers) put('containers', `${bareContainers[1]} x ${bareContainers[2]}ft`)
  const packages = affirmed(PACKAGES, text, back)
  if (packages) put('packages', packageText(packages[1]!, packages[2]!))
  const date = (back ? dateIn(text.slice(back.end)) : undefined) ?? dateIn(text)
  put('dates', date ? spelling.asWritten(date) : undefined)
  const incoterm = affirmed(INCOTERM, text, back)
  if (incoterm) {
    put('incoterm', incoterm[0].trim())
    // An Incoterm's named place comes first. EXW, FCA, FAS, FOB name the place of departure; the C and D terms the place of arrival.
    if (incoterm[2]) put(/^(?:E|F)/.test(incoterm[1]!) ? 'origin' : 'destination', incoterm[2])
  }
  const places = placesIn(text)
  // "au Mans" read as "Mans": the whole name ("Le Mans"), so the gazetteer's knowledge of it counts.
  const whole = (place: string | undefined) => (place ? wholePlaceName(text, place) : undefined)
  const strongOrigin = places.origin !== undefined && !places.weak?.includes('origin')
  const rules: Record<string, string | undefined> = {
    origin: found.origin ?? whole(places.origin),
    destination: found.destination ?? whole(places.destination),
  }
  // "Ils sont chez moi, au Mans" to "Where from?": a place after a word that only says where, no origin read, answers it.
  const whereItIs =
    expecting === 'origin' &&
    !rules.origin &&
    rules.destination &&
    places.weak?.includes('destination') &&
    locatedAt(text, rules.destination)
  if (whereItIs) [rules.origin, rules.destination] = [rules.destination, undefined]
  // (Read as the answer to the question, the place is no weak reading the tagger's "to" could dispute.)
  const weak = (places.weak ?? []).filter((slot) => !found[slot] && !whereItIs)
  // "C'est de la toile de Jouy en rouleaux" with Mainz already the origin: "de Jouy" names the goods, not a new origin.
  // "un envío a Marruecos", then "va a Tánger": a town narrows a country known for the end, and is kept.
  for (const slot of weak)
    if (known[slot] && expecting !== slot && !CORRECTING.test(text) && !isCountry(knownPlace(known[slot]!))) rules[slot] = undefined
  rules.cargo = goodsByRules(text, rules, CORRECTING.test(text), cargoKnown)
  // "ein Sattelzug Weihnachtsbäume nach Neapel": a "place" that holds the goods is no place; "Parmigiano Reggiano da Reggio
  // Emilia": one that opens with their name's end holds the place after it.
  for (const slot of ['origin', 'destination'] as const) rules[slot] = endBesideGoods(rules[slot], rules.cargo)
  if (!rules.origin && rules.destination && !weak.includes('destination')) rules.origin = goodsSite(text, rules.cargo, rules.destination)
  const bare =
    expecting && expecting !== 'size' && expecting !== 'dates' && !rules[expecting] && !found[expecting]
      ? bareAnswer(text, expecting, { ...found, ...definedOf(rules) }, [known.origin, known.destination])
      : undefined
  // "thanks", "weiß nicht", "no sé": a reply that answers nothing has no place or cargo, whatever the tagger thinks.
  const short = text.trim().replace(/[.!]{1,5}$/u, '')
  const answersNothing = short.split(/\s{1,3}/u).length <= 4 && NON_ANSWER.test(short)
  const reading = answersNothing
    ? {}
    : readSpans(text, expecting, rules, bare, { quantities: Object.keys(found).length > 0, weak, sure: places.sure })
  // "morgen", "next week", "vanaf 4 maart iets te versturen": words of the date, fillers, stop words name no place or goods.
  const dateWords = new Set(date?.toLowerCase().split(/\s{1,3}/u))
  const ofDate = (words: readonly string[]) => words.every((w) => dateWords.has(w) || FILLERS.has(w) || STOP_WORDS.has(w))
  const inDate = (value: string | undefined) =>
    Boolean(value && (date?.toLowerCase().includes(value.toLowerCase()) || ofDate(value.toLowerCase().split(/\s{1,3}/u))))
  for (const slot of ['origin', 'destination', 'cargo'] as const) if (reading[slot] && !inDate(reading[slot])) found[slot] = reading[slot]!
  // "w Kwidzynie… a nie, przepraszam, w Ostrołęce": what the tagger read before a taking back gives way to what follows it.
  for (const slot of ['origin', 'destination'] as const)
    if (back && rules[slot] && found[slot] && !samePlace(found[slot]!, rules[slot]!) && text.indexOf(found[slot]!) < back.start)
      found[slot] = placeName(rules[slot]!)
  for (const slot of ['origin', 'destination'] as const)
    if (found[slot]) found[slot] = wholePlaceName(text, townInCountry(text, found[slot]!) ?? withoutCountry(found[slot]!))
  if (found.cargo) found.cargo = withPlaceName(text, found.cargo, found.origin ?? known.origin, found.destination ?? known.destination)
  if (found.cargo && rules.cargo) found.cargo = goodsWithName(text, rules.cargo, found.cargo) ?? found.cargo
  if (found.cargo) found.cargo = withComplement(text, trimmedCargo(found.cargo))
  // ("stroje ze Dvora Králové nad Labem": an end's start as written, declined, as well as its nominative.)
  const asWritten = (slot: 'origin' | 'destination') =>
    rules[slot] && found[slot] && samePlace(rules[slot]!, found[slot]!) ? rules[slot] : undefined
  const ends = [found.origin, found.destination, asWritten('origin'), asWritten('destination')]
  if (found.cargo) found.cargo = trimmedCargo(withoutEndStart(found.cargo, ends))
  if (found.cargo && (onlyEnds(found.cargo, [found.origin, found.destination]) || isContainerKind(found.cargo))) delete found.cargo
  const kind = found.origin && !found.destination && !strongOrigin ? goodsNamedAfter(text, found.cargo, found.origin) : undefined
  if (kind) {
    found.cargo = kind
    delete found.origin
  }
  // ("vinho do Porto para a Polónia": said with an "of", the goods' name holds their origin; Italian "da" is "from" only.)
  const named = found.cargo && found.origin ? goodsNamedWithPlace(text, found.cargo, found.origin) : undefined
  if (named && (!strongOrigin || !/\sda\s/u.test(named) || readsAsPortuguese(text))) found.namedCargo = named
  // "oui Montréal, au Canada": a country said beside a town already known for that end, without correcting it, adds nothing.
  for (const slot of ['origin', 'destination'] as const) {
    const other = slot === 'origin' ? 'destination' : 'origin'
    if (found[slot] && known[slot] && isCountry(knownPlace(found[slot]!)) && !isCountry(knownPlace(known[slot]!)) && !CORRECTING.test(text))
      delete found[slot]
    else if (found[slot] && besideOtherEnd(text, found[slot]!, found[other], known[other])) delete found[slot]
    else if (found[slot] && found.cargo && namesGoods(found.cargo, found[slot]!)) delete found[slot]
  }
  for (const slot of ['origin', 'destination'] as const) {
    const locode = found[slot] ? knownPlace(found[slot]!)?.locode : undefined
    if (locode) found[`${slot}Locode`] = locode
  }
  // ("vinho do Porto": a place inside the goods read is no end to ask about.)
  const inGoods = (value: string) => reading.unsure?.slot !== 'cargo' && ` ${found.cargo ?? ''} `.includes(` ${value} `)
  // ("C'est pour la France, Le Havre": the town that replaced the country is no other end to ask about; nor is "nairobi
  // airport" when Nairobi is known, nor "Glan" in "Sankt Veit an der Glan".)
  const isEnd = (value: string) =>
    [found.origin, found.destination, known.origin, known.destination].some((end) => end !== undefined && namesEnd(end, value))
  // ("accra airport" when Accra is known, or "Almatı" itself: an end or its site, no goods to ask about.)
  const endSite = (value: string) => isEnd(value) && (SITE_LAST.test(value) || knownPlace(value) !== undefined)
  // ("aus dem Sauerland, genauer aus Meschede": what was taken back is no question either.)
  const before = (value: string) => back !== undefined && text.indexOf(value) >= 0 && text.indexOf(value) < back.start
  if (
    reading.unsure &&
    !found[reading.unsure.slot] &&
    !inDate(reading.unsure.value) &&
    !inGoods(reading.unsure.value) &&
    !before(reading.unsure.value) &&
    !personToAnswer(text, reading.unsure.value) &&
    (reading.unsure.slot === 'cargo' ? !endSite(reading.unsure.value) : !isEnd(reading.unsure.value))
  ) {
    found.pendingSlot = reading.unsure.slot
    found.pendingValue =
      reading.unsure.slot === 'cargo'
        ? withComplement(text, trimmedCargo(reading.unsure.value))
        : wholePlaceName(text, townInCountry(text, reading.unsure.value) ?? withoutCountry(reading.unsure.value))
    // ("dwa ciągniki Ursus.": a place asked about right after the goods may be their brand, should the visitor say no.)
    const brand = found.cargo && reading.unsure.slot !== 'cargo' ? goodsNamedWithPlace(text, found.cargo, found.pendingValue) : undefined
    if (brand) found.namedCargo ??= brand
  }
  const laneGoods =
    found.cargo || found.pendingSlot || cargoKnown ? undefined : goodsToAskAbout(text, found.origin, found.destination, expecting)
  const asked =
    laneGoods && !inDate(laneGoods) && !endSite(laneGoods) ? withPlaceName(text, laneGoods, found.origin, found.destination) : ''
  if (asked) [found.pendingSlot, found.pendingValue] = ['cargo', withComplement(text, trimmedCargo(asked))]
  return withoutPackingMaterial(text, found) as QuoteDetails
}

/** Every pattern above, for the test that keeps them bounded. */
export const ANSWER_PATTERNS: readonly RegExp[] = [CORRECTING, LOCATED_AT, SITE_LAST, ...BARE_ANSWER_PATTERNS]
