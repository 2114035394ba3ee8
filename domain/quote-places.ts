/** Origin and destination in the ten intake languages: "from X to Y", "von X nach Y", "z X do Y", "X'dan Y'ye". */
import { knownPlace } from './quote-gazetteer'
import { insideName, listedLane, namesGoods } from './quote-lane-shapes'
import { NOT_A_PLACE } from './quote-lexicon'
import { isMaterial } from './quote-phrase-joins'
import { PLACE_AFTER_PATTERNS, placeAfter } from './quote-place-after'
import { ELIDED, withoutElision } from './quote-place-articles'
import {
  CONTEXT,
  COPULA,
  FAR_FROM,
  FAR_TO,
  FROM_OURS_IN,
  FROM_OURS_NAMED,
  GOING_TO,
  IN_TO,
  JOINED_NAME,
  NAMED_FROM,
  NAMED_TO,
  OPENING_FROM,
  OPENING_TO,
  POD,
  POL,
  PORT_BEFORE,
  passesNoPlace,
  SENDING,
  STRONG_FROM,
  STRONG_TO,
  TO,
  TO_OURS_NAMED,
  TO_SOMEONE_IN,
  WEAK_FROM,
  WEAK_TO,
} from './quote-place-keywords'
import { bareLane, fromToLane, LANE_PATTERNS, NAME_ONLY } from './quote-place-pairs'
import { type PlaceReading, TAKEN_BACK_PATTERNS, takenBackAt, withTakenBack } from './quote-place-taken-back'
import {
  TURKISH_PLACE_PATTERNS,
  turkishBareDestination,
  turkishBareOrigin,
  turkishDestination,
  turkishOrigin,
} from './quote-places-turkish'
import { FIGURES_IN_BRACKETS, IN_BRACKETS, LEAD_TO_NAME, POSSESSIVE_FIRST, TWICE } from './quote-span-values'
import { readsAsPortuguese } from './quote-text-marks'

/** "I am writing from Berlin", "just heard back from Sanjay": an introduction or news before "from", not an origin. */
export const INTRO =
  /\b(?:this is|i am|i'm|hello|hi|greetings|writing|calling|here|work(?:ing)?|heard|hear|news|update|message|e-?mail|reply|word|correction|note|confirmation|feedback)\b[^.!?]{0,30}$/i

// "vykládka ve skladu odběratele v Řezně", "from a printer in", "ab dem Containerterminal in": a building, not the town.
const TWO_LOWER =
  /^(?:(?:the|de|la|le|il|el|het|der|die|das|a|an|un|une|una|um|uma|een)\s{1,3})?(?!(?:nosso|nossa|nuestro|nuestra|notre|our|unser\p{L}{0,2}|onze|nostro|nostra)\s)(?:\p{Ll}[\p{L}-]{2,20}\s{1,3}|(?<=^(?:a|an|un|une|una|um|uma|een)\s{1,3}))\p{Ll}[\p{L}-]{3,20}(?=\s{1,3}(?:in|at|v|ve|w|we|à|a|en|em|di|bij|u)\s{1,3}\p{Lu})|^(?:dem|der|unserem|unserer|einem|einer)\s{1,3}\p{Lu}\p{Ll}{2,30}(?=\s{1,3}(?:in|bei)\s{1,3}\p{Lu})/u
const PARTITIVE_LANE = /(?<![\p{L}])(?:du|des)\s{1,3}(\p{Lu}[\p{L}'’-]{1,30})/u
// "du Comté" is goods; "du Havre" is from Le Havre.
const partitiveLane = (text: string) => {
  const name = PARTITIVE_LANE.exec(text)?.[1]
  return name !== undefined && !knownPlace(name) && !knownPlace(`Le ${name}`) && !knownPlace(`Les ${name}`)
}
const PLACE = { max: 4, rejectFirst: NOT_A_PLACE, nameOnlyAfterOf: true }
const FIRST_NAME = /^\p{L}[\p{L}'’-]{0,30}/u
const BARE_IN = /(?<![\p{L}])(?:w|we|v|ve|in|en|em|à|a|au|im|nel|na|z|ze|de|da|aus|van|from)\s{1,3}(?=\p{Lu})/gu
// "Para Genebra.", "Z Kutna.": a reply that opens with a preposition of one end, unless the two make a name ("A Coruña").
const notAName = (_: string, keyword: string, rest: string) => !knownPlace(`${keyword.trim()} ${FIRST_NAME.exec(rest)?.[0]}`)

/**
 * Origin and destination stated in `text`; a negated one ("nicht nach Graz") is skipped, and one taken back inside the
 * message ("ritiro a Milano, anzi no, a Rho") gives way to the later reading.
 */
export function placesIn(written: string): PlaceReading {
  const back = takenBackAt(written)
  const read = back ? readPlaces(written.slice(back.end)) : undefined
  // ("w Kwidzynie… a nie, przepraszam, w Ostrołęce": after the taking back, a known place after "in" is the new one.)
  const bareIn = back && read && !read.origin && !read.destination ? placeAfter(written.slice(back.end), BARE_IN, NAME_ONLY) : undefined
  const later = bareIn && knownPlace(bareIn) ? { origin: bareIn, weak: ['origin' as const] } : read
  return back && later && (later.origin || later.destination)
    ? withTakenBack(placesIn(written.slice(0, back.start)), later)
    : readPlaces(written)
}

// "ein Angebot für den Transport von Nordmanntannen": after "Transport von", a name the gazetteer does not know is the goods;
// "Dämmplatten aus Mineralwolle, abzuholen in …": what the goods are made of is no origin either.
const TRANSPORT_BEFORE = /(?:transport|versand|beförderung|verschiffung|lieferung)\s{1,3}$/iu
const goodsAfterFrom = (prefix: string, keyword: string, rest: string) =>
  (/^von/iu.test(keyword) && TRANSPORT_BEFORE.test(prefix) && !knownPlace(rest.split(/[\s,.;:!?]/u)[0]!)) ||
  (/^(?:aus|z|ze|van)\s/iu.test(keyword) && isMaterial(rest.split(/[\s,.;:!?]/u)[0]!))

function readPlaces(written: string): PlaceReading {
  const text = withoutElision(written.replace(IN_BRACKETS, '').replace(FIGURES_IN_BRACKETS, ','))
  const pair = fromToLane(text)
  // "du Comté vers Montréal": after a partitive "du", "des" the first name may be the goods; such a lane is no sure one.
  if (pair) return { ...pair, ...(partitiveLane(text) ? {} : { sure: ['origin', 'destination'] as const }) }
  const ours = placeAfter(text, FROM_OURS_IN, PLACE, undefined, true) ?? placeAfter(text, FROM_OURS_NAMED, NAME_ONLY)
  const strongOrigin =
    placeAfter(text, POL, NAME_ONLY) ??
    placeAfter(
      text,
      STRONG_FROM,
      PLACE,
      (prefix, keyword, rest) =>
        (!/^from/i.test(keyword) || !INTRO.test(prefix)) && !TWO_LOWER.test(rest) && !goodsAfterFrom(prefix, keyword, rest),
    ) ??
    placeAfter(text, NAMED_FROM, PLACE, undefined, true) ??
    ours ??
    placeAfter(text, FAR_FROM, NAME_ONLY, passesNoPlace) ??
    turkishOrigin(text) ??
    placeAfter(text, OPENING_FROM, PLACE, notAName)
  // "enl[èe]vement à Strasbourg": the place a strong origin keyword took is not also the destination.
  const notOrigin = (place: string | undefined) => (place && place !== strongOrigin ? place : undefined)
  const someoneIn = placeAfter(text, TO_SOMEONE_IN, NAME_ONLY) ?? placeAfter(text, TO_OURS_NAMED, NAME_ONLY)
  // "delivered to a printer in Tromsø": the town after someone is the end, not the someone a keyword reads.
  const strongDestination =
    notOrigin(placeAfter(text, POD, NAME_ONLY)) ??
    notOrigin(someoneIn) ??
    notOrigin(placeAfter(text, STRONG_TO, PLACE, (_, __, rest) => !TWO_LOWER.test(rest))) ??
    notOrigin(placeAfter(text, NAMED_TO, PLACE, undefined, true)) ??
    notOrigin(placeAfter(text, FAR_TO, NAME_ONLY, passesNoPlace)) ??
    notOrigin(turkishDestination(text)) ??
    notOrigin(placeAfter(text, OPENING_TO, PLACE, notAName))
  // "À destination de Saint-Sébastien": a weak "de" does not take the place a strong destination keyword took.
  // "até o porto de Paranaguá": "de" after a port's word names the port, not where the goods leave from.
  const weakOrigin =
    placeAfter(
      text,
      WEAK_FROM,
      NAME_ONLY,
      (prefix, keyword, rest) => !PORT_BEFORE.test(prefix) && !insideName(prefix, keyword.trim(), rest),
    ) ?? turkishBareOrigin(text)
  const origin = strongOrigin ?? (weakOrigin !== strongDestination ? weakOrigin : undefined)
  const other = (place: string | undefined) => (place && place !== origin ? place : undefined)
  const destination =
    strongDestination ??
    other(placeAfter(text, TO, PLACE, (prefix) => CONTEXT.test(prefix))) ??
    other(
      placeAfter(
        text,
        WEAK_TO,
        NAME_ONLY,
        // "vinho do Porto": in Portuguese "do" is "of the", never "to".
        (prefix, keyword) =>
          !COPULA.test(prefix) && !JOINED_NAME.test(prefix + keyword) && !(/^do\s/u.test(keyword) && readsAsPortuguese(text)),
      ),
    ) ??
    other(placeAfter(text, IN_TO, NAME_ONLY, (prefix) => SENDING.test(prefix))) ??
    other(turkishBareDestination(text))
  const kindOnly = (read: string | undefined, strong: string | undefined) => read !== undefined && !strong && namesGoods(text, read)
  const bare =
    !origin || !destination || kindOnly(origin, strongOrigin) || kindOnly(destination, strongDestination) ? bareLane(text) : undefined
  // A bare pair fills what is missing when it agrees with what was found ("Stockholm to Oslo"), and replaces a weak
  // reading of a place that names the goods' kind ("mel do Cerrado, Santos -> Roterdão").
  // ("Z Rožnova pod Radhoštěm do Vsetína": the pair's origin is the end of the longer name read, which stays.)
  const longer = (read: string | undefined, lane: string) => Boolean(read?.endsWith(` ${lane}`))
  const fits = (read: string | undefined, strong: string | undefined, lane: string) => !read || read === lane || kindOnly(read, strong)
  if (
    bare &&
    (fits(origin, strongOrigin, bare.origin) || longer(origin, bare.origin)) &&
    fits(destination, strongDestination, bare.destination)
  )
    return {
      ...bare,
      ...(longer(origin, bare.origin) ? { origin: origin! } : {}),
      ...(listedLane(text, bare.origin) ? { sure: ['origin', 'destination'] as const } : {}),
    }
  // A place read only after a preposition of several meanings ("à", "a", "z", "do", "in") is a weak reading.
  const weak = [
    ...(origin && !strongOrigin ? ['origin' as const] : []),
    ...(destination && !strongDestination ? ['destination' as const] : []),
  ]
  const sure = [
    ...(origin && origin === ours ? ['origin' as const] : []),
    ...(destination && destination === someoneIn ? ['destination' as const] : []),
  ]
  return {
    ...(origin ? { origin } : {}),
    ...(destination ? { destination } : {}),
    ...(weak.length > 0 ? { weak } : {}),
    ...(sure.length > 0 ? { sure } : {}),
  }
}

/** Every pattern above, for the test that keeps them bounded. */
export const PLACE_PATTERNS: readonly RegExp[] = [
  TWO_LOWER,
  PARTITIVE_LANE,
  BARE_IN,
  ELIDED,
  GOING_TO,
  FIRST_NAME,
  OPENING_FROM,
  OPENING_TO,
  STRONG_FROM,
  NAMED_FROM,
  NAMED_TO,
  FAR_FROM,
  FAR_TO,
  FROM_OURS_IN,
  FROM_OURS_NAMED,
  TO_OURS_NAMED,
  WEAK_FROM,
  STRONG_TO,
  WEAK_TO,
  TO_SOMEONE_IN,
  TO,
  CONTEXT,
  COPULA,
  INTRO,
  LEAD_TO_NAME,
  IN_BRACKETS,
  FIGURES_IN_BRACKETS,
  POSSESSIVE_FIRST,
  POL,
  POD,
  TWICE,
  PORT_BEFORE,
  JOINED_NAME,
  ...PLACE_AFTER_PATTERNS,
  ...TURKISH_PLACE_PATTERNS,
  ...TAKEN_BACK_PATTERNS,
  ...LANE_PATTERNS,
]
