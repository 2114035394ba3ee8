/** Two places in one phrase, a lane: "de Madrid a Barcelona", "Stockholm to Oslo", "ningbo-hamburg". */

import { isCountry } from './quote-country-town'
import { lowered } from './quote-folding'
import { knownPlace } from './quote-gazetteer'
import { INSIDE_NAME, insideName, NAME_BEFORE, SEAT_BEFORE } from './quote-lane-shapes'
import { NOT_A_PLACE } from './quote-lexicon'
import { SAINTS } from './quote-name-words'
import { isNegated } from './quote-negation'
import { phraseAt, titleCase } from './quote-phrases'
import { acceptable, sameTwice } from './quote-span-values'
import { readsAsPortuguese } from './quote-text-marks'

// "Caxias do Sul", "Santa Maria da Feira": a name's joiners ("do" gives back to Polish "to" when no lane follows).
const NAME = String.raw`\p{Lu}[\p{L}'’-]{0,30}(?:[ \t](?:(?:di|de|del|do|da|dos|das|am|an|der|in|im|ob|nad|na|upon|sur)[ \t]){0,2}\p{Lu}[\p{L}'’-]{0,30}){0,2}`
// ("Von Gladbeck …" opening a sentence: the word before the origin in either case, the names in capitals only.)
const FROM_WORDS = 'de desde do da dal dalla depuis du van vanuit z ze od von from aus ab'
  .split(' ')
  .map((word) => `[${word[0]!.toUpperCase()}${word[0]}]${word.slice(1)}`)
  .join('|')
// "de Madrid a Barcelona", "z Poznania do Berlina", "von Gladbeck bis zum Hafen Koper": both names capitalised, right
// next to each other.
const PAIR = new RegExp(
  String.raw`(?<![\p{L}])(?:${FROM_WORDS})\s{1,3}(${NAME})\s{1,3}(?:a|à|al|au|para|pra|p\/|pour|até|ate|hasta|hacia|vers|per|naar|do|nach|to|bis(?:\s{1,3}(?:zum|zur|nach))?)\s{1,3}(?:(?:a|o|la|le|il|the|l')\s{1,3})?(?:(?:Hafen|Flughafen|Terminal|(?:porto|puerto|port|haven)\s{1,3}(?:di|de|do|of|van))\s{1,3})?(${NAME})`,
  'gu',
)
const WORD_BEFORE = /(\p{Lu}[\p{L}'’-]{0,30})[ \t]{1,3}$/u
const GOODS_DA = /^\p{Lu}[\p{L}'’-]{0,30}\s{1,3}da\s{1,3}(?=\p{Lu})/u
// "Stockholm to Oslo", "Hamburg - Shanghai", "Terminal Duisburg → Hafen Koper": two names joined by a preposition or a dash,
// without "from".
const BARE_PAIR = new RegExp(
  String.raw`(?<![\p{L}\d])(${NAME})\s{1,3}(?:to|-|–|->|=>|>|→|»|x|×|nach|bis|naar|a|à|do|para|pra|pr|p\/|per|vers|verso|hacia|hasta|até|ate)\s{1,3}(?:(?:Hafen|Flughafen|Terminal|Port|Porto|Puerto|Haven)\s{1,3}(?=\p{Lu}))?(${NAME})`,
  'gu',
)
// "ningbo-hamburg", "valencia / veracruz", "gdansk > riga": two names the gazetteer knows around a dash, any case.
const WORD = String.raw`\p{L}[\p{L}'’.-]{1,30}`
const KNOWN_LANE = new RegExp(
  String.raw`(?<![\p{L}\d])(${WORD}(?:[ \t]${WORD}){0,2})\s{0,3}(?:-|–|->|=>|>|→|»|/)\s{0,3}(${WORD}(?:[ \t]${WORD}){0,2})(?![\p{L}])`,
  'gu',
)
const AFTER_VERB =
  /(?:exportieren|importieren|versenden|verschicken|schicken|senden|bringen|liefern|transportieren|befördern|export|ship|send|move|exporteren|verzenden|exportamos|enviamos|exportons|envoyons|esportiamo|spediamo|eksportujemy|wysyłamy|vyvážíme|posíláme|exportar|enviar|mandar|exporter|envoyer|esportare|spedire|wysłać|poslat)\s{1,3}$/iu

const INCOTERM_CODE = /^(?:\p{L}{1,30}\s{1,3}){0,2}?(?:EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|DAT)\s{1,3}/u
export const NAME_ONLY = { max: 4, rejectFirst: NOT_A_PLACE, capitalsOnly: true }

// ("ab Binnenterminal Regensburg nach Triest": the site before the town.)
const SITE_FIRST = /^(?:Binnen|Container)?(?:terminal|hafen)\s{1,3}(?:in\s{1,3})?(?=\p{Lu})/iu
const OPENING_FROM =
  /^(?:Van|Vanuit|Uit|De|Desde|Da|Dal|Du|Von|Aus|From|Z|Ze|Od|Ab|Strecke|Route|Relation|Lane|Ruta|Rota|Tratta|Traject|Trasa|Güzergah|Terminal|Hafen|Flughafen|Port|Puerto|Haven)\s{1,3}(?=\p{Lu})/u

function pairIn(text: string, pattern: RegExp): { origin: string; destination: string } | undefined {
  for (const match of text.matchAll(pattern)) {
    if (isNegated(text, match.index, match.index + match[0].length)) continue
    // "wir exportieren Werkzeugmaschinen nach Mexiko": a noun right after a verb of sending is the cargo.
    if (pattern === BARE_PAIR && AFTER_VERB.test(text.slice(Math.max(0, match.index - 30), match.index))) continue
    // ("Vinho do Porto": in Portuguese "do" is "of the", no Polish "to" between two names.)
    if (pattern === BARE_PAIR && /\sdo\s/u.test(match[0]) && readsAsPortuguese(text)) continue
    // "Talavera de la Reina a Sevilla": the end of a longer name is no origin.
    if (pattern === BARE_PAIR && INSIDE_NAME.test(text.slice(Math.max(0, match.index - 30), match.index))) continue
    // "de Santa Maria da Feira para Lisboa": a "da" inside a name opens no lane.
    if (pattern === PAIR && insideName(text.slice(Math.max(0, match.index - 40), match.index), match[0].split(/\s/u)[0]!)) continue
    // "Van Bodegraven naar Wenen", "Strecke Duisburg nach Poti", "Terminal Duisburg → …": the word that opens the lane.
    // ("Prosecco da Valdobbiadene a Salisburgo": outside Portuguese names, a "da" inside the first name says where the goods
    // named before it come from.)
    const opened = pattern === BARE_PAIR ? match[1]!.replace(OPENING_FROM, '') : match[1]!.replace(SITE_FIRST, '')
    const from = pattern === BARE_PAIR && !readsAsPortuguese(text) ? opened.replace(GOODS_DA, '') : opened
    const read = sameTwice(phraseAt(from.replace(INCOTERM_CODE, ''), NAME_ONLY) ?? undefined) ?? null
    // ("Ho Chi Minh City to Southampton": a known name longer than the pattern's three words keeps its first word.)
    const before = pattern === BARE_PAIR ? WORD_BEFORE.exec(text.slice(Math.max(0, match.index - 32), match.index))?.[1] : undefined
    const longer = before && read && knownPlace(`${before} ${read}`) ? `${before} ${read}` : read
    const [origin, destination] = [
      pattern === BARE_PAIR ? knownTail(longer) : read,
      phraseAt(match[2]!.replace(INCOTERM_CODE, '').replace(SITE_FIRST, ''), NAME_ONLY),
    ]
    // "6 Kisten mit Ersatzteilen nach Linz": before German "nach", a name the gazetteer does not know is a noun (all German
    // nouns take a capital), not where the goods leave from.
    // ("Je to Becherovka": Czech "it is" opens no lane.)
    if (
      pattern === BARE_PAIR &&
      (/\s(?:nach|bis)\s/u.test(match[0]) || /^(?:je|jest|jsou|są)$/iu.test(origin ?? '')) &&
      !knownPlace(origin ?? '')
    )
      continue
    // ("de Caxias do Sul e vai pra …": a name the gazetteer knows whole, "do" inside it, is no lane.)
    const whole = origin && destination ? text.slice(text.indexOf(origin, match.index), match.index + match[0].length) : ''
    if (acceptable(origin) && acceptable(destination) && !(whole.includes(' ') && knownPlace(whole))) return { origin, destination }
  }
  return undefined
}

// "salon-de-provence": a name typed in lower case is written as the gazetteer writes it.
const written = (name: string) => (name === name.toLowerCase() ? (knownPlace(name)?.name ?? titleCase(name)) : name)
/** A lane of two known places around a dash, the longest known name on each side; not a name with a hyphen (Bielsko-Biała). */
const ARROW = /->|=>|→|»|\s>\s|\s[-–]\s/u
function knownLane(text: string): { origin: string; destination: string } | undefined {
  for (const match of text.matchAll(KNOWN_LANE)) {
    if (knownPlace(match[0]) || isNegated(text, match.index, match.index + match[0].length)) continue
    // "nelson NZ -> southampton": a country's code after the origin is no part of its name.
    const left = match[1]!.split(/[ \t]/u).filter((word, i, all) => i === 0 || i < all.length - 1 || !/^\p{Lu}{2}$/u.test(word))
    const right = match[2]!.split(/[ \t]/u)
    // "moerdijk - jeddah": beside a place known in any case, a smaller town typed in lower case counts as if capitalised.
    const known = (name: string, other: boolean) => knownPlace(name) ?? (other ? knownPlace(titleCase(name)) : undefined)
    const leftKnown = left.some((_, i) => knownPlace(left.slice(i).join(' ')))
    const destination = [3, 2, 1].map((n) => right.slice(0, n).join(' ')).find((name) => known(name, leftKnown))
    // "china clay fowey -> valencia", "moerdijk - jeddah": with an arrow or a spaced dash to a known place, the word before it is the origin even unknown (the
    // reading is then asked about, never taken: the lane is no sure one).
    const arrowed = destination && ARROW.test(match[0]) && left.at(-1)!.length >= 4 ? left.at(-1) : undefined
    const origin =
      [3, 2, 1]
        .map((n) => left.slice(-n).join(' '))
        .find((name) => left.length >= 1 && known(name, Boolean(destination && knownPlace(destination)))) ?? arrowed
    // "sorry, not Hamburg - Bremerhaven": the negation inside the match takes the first name back.
    const at = origin ? lowered(text).indexOf(lowered(origin), match.index) : -1
    if (at >= 0 && isNegated(text, at, at + origin!.length)) continue
    if (origin && destination && acceptable(origin) && acceptable(destination))
      return { origin: written(origin), destination: written(destination) }
  }
  return undefined
}

/** "Contenedor Barcelona → …", "LTL Ústí nad Labem > …": the known place at the end of capitalised words, not the words before it. */
function knownTail(name: string | null): string | null {
  if (name === null || knownPlace(name)) return name
  const words = name.split(/\s{1,3}/u)
  for (let first = 1; first < words.length; first++) {
    // "Santa Maria da Feira": what follows a joiner inside the name is no place of its own, unless two words or more before
    // it, not a saint's, name something else ("mármol Crema Marfil de Novelda a Esmirna": the marble's name, then the town).
    if (/^\p{Ll}/u.test(words[first - 1]!) && (first < 3 || SAINTS.has(words[0]!.toLowerCase()))) continue
    const tail = words.slice(first).join(' ')
    if (/^\p{Lu}/u.test(tail) && knownPlace(tail)) return tail
  }
  return name
}

// "da novara a haifa", "z gdanska do rygi": chat in lower case, read only when the gazetteer knows both names.
const LOWER_WORDS = String.raw`\p{Ll}[\p{L}'’-]{1,30}(?:[ \t]\p{Ll}[\p{L}'’-]{1,30}){0,2}`
const LOWER_PAIR = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:from|de|desde|da|dal|dalla|du|van|vanuit|z|ze|od|von|aus)\s{1,3})?(${LOWER_WORDS})\s{1,3}(?:to|a|à|au|aux|al|para|pra|hasta|naar|do|nach|per)\s{1,3}(${LOWER_WORDS})(?![\p{L}])`,
  'gu',
)
function lowerPair(text: string): { origin: string; destination: string } | undefined {
  for (const match of text.matchAll(LOWER_PAIR)) {
    // (A negated lane is none: known before any lookup in the gazetteer.)
    if (isNegated(text, match.index, match.index + match[0].length)) continue
    // The origin's name ends next to the "to", the destination's starts after it; the destination is looked up first, the
    // rarer of the two in text that is no lane ("ship to ship to …").
    // ("de cholet aux sables-d'olonne": "aux" holds the article of the name after it.)
    const article = /\s(?:au|aux)\s/u.test(match[0]) ? ['Le ', 'Les '] : ['']
    const right = match[2]!.split(/[ \t]/u)
    const destination = [3, 2, 1]
      .flatMap((n) => article.map((a) => a + right.slice(0, n).join(' ')))
      .find((name) => knownPlace(name) !== undefined)
    if (!destination) continue
    // ("puerto bolivar ecuador to koper": the origin's country said after it, without a comma.)
    const said = match[1]!.split(/[ \t]/u)
    const left = said.length > 1 && isCountry(knownPlace(titleCase(said.at(-1)!))) ? said.slice(0, -1) : said
    const origin = [3, 2, 1].map((n) => left.slice(-n).join(' ')).find((name) => knownPlace(name) !== undefined)
    if (origin) return { origin: written(origin), destination: knownPlace(destination)?.name ?? written(destination) }
  }
  return undefined
}

/** Both ends after "from" and "to": "de Madrid a Barcelona", "z Poznania do Berlina", in lower case when both are known. */
export const fromToLane = (text: string) => pairIn(text, PAIR) ?? lowerPair(text)
/** Two names joined by a preposition or a dash, or two known places around a dash in any case. */
export const bareLane = (text: string) => pairIn(text, BARE_PAIR) ?? knownLane(text)

/** Every pattern above, for the test that keeps them bounded. */
export const LANE_PATTERNS: readonly RegExp[] = [
  GOODS_DA,
  WORD_BEFORE,
  ARROW,
  PAIR,
  LOWER_PAIR,
  BARE_PAIR,
  KNOWN_LANE,
  AFTER_VERB,
  INCOTERM_CODE,
  OPENING_FROM,
  SITE_FIRST,
  INSIDE_NAME,
  NAME_BEFORE,
  SEAT_BEFORE,
]
