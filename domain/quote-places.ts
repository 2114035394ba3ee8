/** Origin and destination in the ten intake languages: "from X to Y", "von X nach Y", "z X do Y", "X'dan Y'ye". */

import { knownPlace } from './quote-gazetteer'
import { INSIDE_NAME, listedLane, namesGoods } from './quote-lane-shapes'
import { NOT_A_PLACE } from './quote-lexicon'
import { isNegated, type PhraseRules, phraseAt, titleCase } from './quote-phrases'
import {
  FAR_FROM,
  FAR_TO,
  FROM_OURS_IN,
  NAMED_FROM,
  NAMED_TO,
  POD,
  POL,
  STRONG_FROM,
  STRONG_TO,
  TO_SOMEONE_IN,
} from './quote-place-keywords'
import { TURKISH_PLACE_PATTERNS, turkishDestination, turkishOrigin } from './quote-places-turkish'
import { acceptable, IN_BRACKETS, LEAD_TO_NAME, sameTwice, TWICE } from './quote-span-values'

const NAME = String.raw`\p{Lu}[\p{L}'’-]{0,30}(?:[ \t](?:(?:di|de|del|am|an|der|im|nad|upon|sur)[ \t]){0,2}\p{Lu}[\p{L}'’-]{0,30}){0,2}`
// "de Madrid a Barcelona", "z Poznania do Berlina", "do Porto para Lisboa": both names capitalised, right next to each other.
const PAIR = new RegExp(
  String.raw`(?<![\p{L}])(?:de|desde|do|da|dal|dalla|depuis|du|van|vanuit|z|ze|od|von|from|aus)\s{1,3}(${NAME})\s{1,3}(?:a|à|al|au|para|pra|pour|até|hasta|hacia|vers|per|naar|do|nach|to)\s{1,3}(?:(?:a|o|la|le|il|the|l')\s{1,3})?(${NAME})`,
  'gu',
)
// "Stockholm to Oslo", "Hamburg - Shanghai": two names joined by a preposition or a dash, without "from".
const BARE_PAIR = new RegExp(
  String.raw`(?<![\p{L}\d])(${NAME})\s{1,3}(?:to|-|–|->|=>|>|→|»|nach|naar|a|à|do|para|pra|per)\s{1,3}(${NAME})`,
  'gu',
)
// "ningbo-hamburg", "valencia / veracruz", "gdansk > riga": two names the gazetteer knows around a dash, any case.
const WORD = String.raw`\p{L}[\p{L}'’.]{1,30}`
const KNOWN_LANE = new RegExp(
  String.raw`(?<![\p{L}\d])(${WORD}(?:[ \t]${WORD}){0,2})\s{0,3}(?:-|–|->|=>|>|→|»|/)\s{0,3}(${WORD}(?:[ \t]${WORD}){0,2})(?![\p{L}])`,
  'gu',
)
// "Caxias do Sul", "Vila Nova da Barquinha": "do"/"da" right after a capitalised word joins a name, going nowhere.
const JOINED_NAME = /\p{Lu}\p{Ll}{1,30}\s{1,3}(?:do|da|dos|das)\s{1,3}$/u
const PORT_BEFORE = /(?:porto|puerto|port|haven|hafen|aeroporto|aeropuerto|airport)\s{0,2}$/iu
const WEAK_FROM = /(?<![\p{L}])(?:de|da|dal|dalla|z|ze|van|od|uit)\s{1,3}(?=\p{Lu})/gu
const WEAK_TO = /(?<![\p{L}])(?:a|à|ad|al|au|per|para|do)\s{1,3}(?:(?:os|as|o|la|le|les|los|las|el|il|the|l')\s{1,3})?(?=\p{Lu})/gu
// "la marchandise est à Rouen", "la merce è a Bergamo": after "is" the place is where the goods are, not where they go.
const COPULA =
  /(?<![\p{L}])(?:is|are|est|sont|trouve|trouvent|è|sono|trova|trovano|está|están|estão|jest|są|je|jsou|ist|sind|liegt|steht)\s{1,3}$/iu
const AFTER_VERB =
  /(?:exportieren|importieren|versenden|verschicken|liefern|transportieren|export|ship|send|move|exporteren|verzenden|exportamos|enviamos|exportons|envoyons|esportiamo|spediamo|eksportujemy|wysyłamy|vyvážíme|posíláme)\s{1,3}$/iu
// "esportiamo olio in Giappone": "in" is a destination only after a verb of sending.
const IN_TO = /(?<![\p{L}])in\s{1,3}(?=\p{Lu})/gu
const SENDING =
  /(?:export|esport|exporta|spedi|spedia|envi|ship|send|versend|exportier|verzend|wysył|eksport|vyváž|posíl)\p{L}{0,12}[^.!?\n]{0,60}$/iu
const TO = /(?<![\p{L}])(?:to|into)\s{1,3}/giu
const CONTEXT =
  /\b(?:from|quote|quotation|rate|rates|price|pricing|EXW|FCA|FOB|ship|shipping|shipment|send|sending|sent|deliver|delivery|move|moving|transport|export|freight|going|goes|cargo|containers?|pallets?|\d{1,9}\s{0,3}(?:t|kg|cbm))\b/i
/** "I am writing from Berlin": an introduction before "from", not an origin. */
export const INTRO = /\b(?:this is|i am|i'm|hello|hi|greetings|writing|calling|here|work(?:ing)?)\b[^.!?]{0,30}$/i

const INCOTERM_CODE = /^(?:\p{L}{1,30}\s{1,3}){0,2}?(?:EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|DAT)\s{1,3}/u
const PLACE = { max: 4, rejectFirst: NOT_A_PLACE, nameOnlyAfterOf: true }
const NAME_ONLY = { max: 4, rejectFirst: NOT_A_PLACE, capitalsOnly: true }

/** Origin and destination stated in `text`; a negated one ("nicht nach Graz") is skipped. */
export function placesIn(written: string): {
  origin?: string
  destination?: string
  weak?: readonly ('origin' | 'destination')[]
  /** Both ends read as one lane ("de Madrid a Sevilla", "Itajaí pra Cantão"). */
  paired?: boolean
} {
  const text = written.replace(IN_BRACKETS, '')
  const pair = pairIn(text, PAIR)
  if (pair) return { ...pair, paired: true }
  const strongOrigin =
    placeAfter(text, POL, NAME_ONLY) ??
    placeAfter(text, STRONG_FROM, PLACE, (prefix, keyword) => !/^from/i.test(keyword) || !INTRO.test(prefix)) ??
    placeAfter(text, NAMED_FROM, PLACE, undefined, true) ??
    placeAfter(text, FROM_OURS_IN, NAME_ONLY) ??
    placeAfter(text, FAR_FROM, NAME_ONLY)
  // "enl[èe]vement à Strasbourg": the place a strong origin keyword took is not also the destination.
  const notOrigin = (place: string | undefined) => (place && place !== strongOrigin ? place : undefined)
  const strongDestination =
    notOrigin(placeAfter(text, POD, NAME_ONLY)) ??
    notOrigin(placeAfter(text, STRONG_TO, PLACE)) ??
    notOrigin(placeAfter(text, NAMED_TO, PLACE, undefined, true)) ??
    notOrigin(placeAfter(text, FAR_TO, NAME_ONLY))
  // "À destination de Saint-Sébastien": a weak "de" does not take the place a strong destination keyword took.
  // "até o porto de Paranaguá": "de" after a port's word names the port, not where the goods leave from.
  const weakOrigin = placeAfter(text, WEAK_FROM, NAME_ONLY, (prefix) => !PORT_BEFORE.test(prefix)) ?? turkishOrigin(text)
  const origin = strongOrigin ?? (weakOrigin !== strongDestination ? weakOrigin : undefined)
  const other = (place: string | undefined) => (place && place !== origin ? place : undefined)
  const destination =
    strongDestination ??
    other(placeAfter(text, TO_SOMEONE_IN, NAME_ONLY)) ??
    other(placeAfter(text, TO, PLACE, (prefix) => CONTEXT.test(prefix))) ??
    other(placeAfter(text, WEAK_TO, NAME_ONLY, (prefix, keyword) => !COPULA.test(prefix) && !JOINED_NAME.test(prefix + keyword))) ??
    other(placeAfter(text, IN_TO, NAME_ONLY, (prefix) => SENDING.test(prefix))) ??
    other(turkishDestination(text))
  const kindOnly = (read: string | undefined, strong: string | undefined) => read !== undefined && !strong && namesGoods(text, read)
  const bare =
    !origin || !destination || kindOnly(origin, strongOrigin) || kindOnly(destination, strongDestination)
      ? (pairIn(text, BARE_PAIR) ?? knownLane(text))
      : undefined
  // A bare pair fills what is missing when it agrees with what was found ("Stockholm to Oslo"), and replaces a weak
  // reading of a place that names the goods' kind ("mel do Cerrado, Santos -> Roterdão").
  const fits = (read: string | undefined, strong: string | undefined, lane: string) => !read || read === lane || kindOnly(read, strong)
  if (bare && fits(origin, strongOrigin, bare.origin) && fits(destination, strongDestination, bare.destination))
    return { ...bare, ...(listedLane(text, bare.origin) ? { paired: true } : {}) }
  // A place read only after a preposition of several meanings ("à", "a", "z", "do", "in") is a weak reading.
  const weak = [
    ...(origin && !strongOrigin ? ['origin' as const] : []),
    ...(destination && !strongDestination ? ['destination' as const] : []),
  ]
  return { ...(origin ? { origin } : {}), ...(destination ? { destination } : {}), ...(weak.length > 0 ? { weak } : {}) }
}

const OPENING_FROM =
  /^(?:Van|Vanuit|Uit|De|Desde|Da|Dal|Du|Von|Aus|From|Z|Ze|Od|Ab|Strecke|Route|Relation|Lane|Ruta|Rota|Tratta|Traject|Trasa|Güzergah)\s{1,3}(?=\p{Lu})/u

function pairIn(text: string, pattern: RegExp): { origin: string; destination: string } | undefined {
  for (const match of text.matchAll(pattern)) {
    if (isNegated(text, match.index, match.index + match[0].length)) continue
    // "wir exportieren Werkzeugmaschinen nach Mexiko": a noun right after a verb of sending is the cargo.
    if (pattern === BARE_PAIR && AFTER_VERB.test(text.slice(Math.max(0, match.index - 30), match.index))) continue
    // "Talavera de la Reina a Sevilla": the end of a longer name is no origin.
    if (pattern === BARE_PAIR && INSIDE_NAME.test(text.slice(Math.max(0, match.index - 30), match.index))) continue
    // "Van Bodegraven naar Wenen", "Z Hamburku do Bombaje", "Strecke Duisburg nach Poti": the word that opens the lane.
    const from = pattern === BARE_PAIR ? match[1]!.replace(OPENING_FROM, '') : match[1]!
    const [origin, destination] = [
      sameTwice(phraseAt(from.replace(INCOTERM_CODE, ''), NAME_ONLY) ?? undefined) ?? null,
      phraseAt(match[2]!.replace(INCOTERM_CODE, ''), NAME_ONLY),
    ]
    if (acceptable(origin) && acceptable(destination)) return { origin, destination }
  }
  return undefined
}

/** A lane of two known places around a dash, the longest known name on each side; not a name with a hyphen (Bielsko-Biała). */
function knownLane(text: string): { origin: string; destination: string } | undefined {
  for (const match of text.matchAll(KNOWN_LANE)) {
    if (knownPlace(match[0]) || isNegated(text, match.index, match.index + match[0].length)) continue
    const left = match[1]!.split(/[ \t]/u)
    const right = match[2]!.split(/[ \t]/u)
    const origin = [3, 2, 1].map((n) => left.slice(-n).join(' ')).find((name) => left.length >= 1 && knownPlace(name))
    const destination = [3, 2, 1].map((n) => right.slice(0, n).join(' ')).find((name) => knownPlace(name))
    if (origin && destination && acceptable(origin) && acceptable(destination))
      return { origin: titleCase(origin), destination: titleCase(destination) }
  }
  return undefined
}

// "cíl nejsou Pardubice, ale Hradec Králové", "not Graz but Linz": the name after "but" replaces a negated one.
const BUT =
  /^[\s,]{0,3}(?:but|sondern|ale|nýbrž|mais|ma|sino|pero|maar|mas|ama|lecz|tylko)\s{1,3}(?:(?:nach|to|in|do|à|a|naar|para|ve|v|w)\s{1,3})?/iu

function placeAfter(
  text: string,
  keywords: RegExp,
  rules: PhraseRules,
  accept: (prefix: string, keyword: string) => boolean = () => true,
  known = false,
): string | undefined {
  for (const match of text.matchAll(keywords)) {
    const index = match.index + match[0].length
    if (!accept(text.slice(Math.max(0, match.index - 80), match.index), match[0])) continue
    const place = sameTwice(phraseAt(text.slice(index, index + 200), rules)?.replace(LEAD_TO_NAME, ''))
    if (!acceptable(place) || (known && place === place.toLowerCase() && !knownPlace(place))) continue
    if (isNegated(text, match.index, index + place.length) || isNegated(text, index, index + place.length)) {
      const but = BUT.exec(text.slice(index + place.length, index + place.length + 40))
      const instead = but ? phraseAt(text.slice(index + place.length + but[0].length, index + place.length + 200), NAME_ONLY) : null
      if (acceptable(instead)) return titleCase(instead)
      continue
    }
    return titleCase(place)
  }
  return undefined
}

/** Every pattern above, for the test that keeps them bounded. */
export const PLACE_PATTERNS: readonly RegExp[] = [
  INSIDE_NAME,
  PAIR,
  BARE_PAIR,
  KNOWN_LANE,
  STRONG_FROM,
  NAMED_FROM,
  NAMED_TO,
  FAR_FROM,
  FAR_TO,
  FROM_OURS_IN,
  WEAK_FROM,
  STRONG_TO,
  WEAK_TO,
  TO_SOMEONE_IN,
  TO,
  CONTEXT,
  COPULA,
  INTRO,
  INCOTERM_CODE,
  BUT,
  OPENING_FROM,
  LEAD_TO_NAME,
  IN_BRACKETS,
  POL,
  POD,
  TWICE,
  PORT_BEFORE,
  JOINED_NAME,
  ...TURKISH_PLACE_PATTERNS,
]
