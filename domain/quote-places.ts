/** Origin and destination in the ten intake languages: "from X to Y", "von X nach Y", "z X do Y", "X'dan Y'ye". */

import { knownPlace } from './quote-gazetteer'
import { MONTH_SET, NOT_A_PLACE, WEEKDAYS } from './quote-lexicon'
import { isNegated, phraseAt, titleCase } from './quote-phrases'

const NAME = String.raw`\p{Lu}[\p{L}'’-]{0,30}(?:[ \t](?:(?:di|de|del|am|an|der|nad|upon|sur)[ \t])?\p{Lu}[\p{L}'’-]{0,30}){0,2}`
const LABEL = String.raw`(?:\s{0,2}(?:is|:|=|-))?\s{1,3}`
// "de Madrid a Barcelona", "z Poznania do Berlina", "do Porto para Lisboa": both names capitalised, right next to each other.
const PAIR = new RegExp(
  String.raw`(?<![\p{L}])(?:de|desde|do|da|dal|dalla|depuis|du|van|vanuit|z|ze|od|von|from|aus)\s{1,3}(${NAME})\s{1,3}(?:a|à|al|au|para|até|hasta|hacia|vers|per|naar|do|nach|to)\s{1,3}(?:(?:a|o|la|le|il|the|l')\s{1,3})?(${NAME})`,
  'gu',
)
// "Stockholm to Oslo", "Hamburg - Shanghai": two names joined by a preposition or a dash, without "from".
const BARE_PAIR = new RegExp(
  String.raw`(?<![\p{L}\d])(${NAME})\s{1,3}(?:to|-|–|->|=>|>|→|»|nach|naar|a|à|do|para|per)\s{1,3}(${NAME})`,
  'gu',
)
// "ningbo-hamburg", "valencia / veracruz", "gdansk > riga": two names the gazetteer knows around a dash, any case.
const WORD = String.raw`\p{L}[\p{L}'’.]{1,30}`
const KNOWN_LANE = new RegExp(
  String.raw`(?<![\p{L}\d])(${WORD}(?:[ \t]${WORD}){0,2})\s{0,3}(?:-|–|->|=>|>|→|»|/)\s{0,3}(${WORD}(?:[ \t]${WORD}){0,2})(?![\p{L}])`,
  'gu',
)
const STRONG_FROM = new RegExp(
  String.raw`(?<![\p{L}])(?:from|a\s{1,3}partir\s{1,3}de|von|aus|ab|(?:d[ée]part|salida|partenza|vertrek|wyjazd|partida|odjezd)(?:\s{1,3}(?:de|da|desde|van|z|ze|od))?|partida|desde|depuis|vanuit|ex|origin|origen|origine|origem|herkunft|herkomst|abholort|ladeort|abholung\s{1,3}in|pick[- ]?up\s{1,3}(?:in|at|from)|recogida\s{1,3}en|carga\s{1,3}en|carga\s{1,3}em|(?:enl[èe]vement|ramasse|chargement)\s{1,3}(?:à|au)|(?:carico|caricamento)\s{1,3}(?:a|ad|da|in)|laden\s{1,3}in|au\s{1,3}d[ée]part\s{1,3}de|ritiro\s{1,3}a|partenza\s{1,3}da|ophalen\s{1,3}in|laadadres|odbi[óo]r\s{1,3}(?:z|ze|w|we)|za[łl]adunek\s{1,3}w|miejsce\s{1,3}załadunku|coleta\s{1,3}em|recolha\s{1,3}em|nakl[áa]dka\s{1,3}ve?|místo\s{1,3}nakládky|y[üu]kleme\s{1,3}yeri|çıkış)${LABEL}`,
  'giu',
)
// A label and a capitalised name without a preposition: "Zielhafen Danzig", "d[ée]part Nantes, arriv[ée]e Genève", "kam: Bratislava".
// A lower-case name counts after such a label only when the gazetteer knows it ("y[üu]kleme istanbul, teslim münih").
const IS = String.raw`(?:\s{0,2}(?:is|ist|est|è|es|é|je|jest|:|=|-))?\s{1,3}`
const NAMED_FROM = new RegExp(
  String.raw`(?<![\p{L}])(?:abgangshafen|abgangsort|verladehafen|verladeort|versandort|d[ée]part|partenza|salida|saída|vertrek|odjezd|odkud|odbi[óo]r|za[łl]adunek|nakl[áa]dka|y[üu]kleme|loading|collection|pick[- ]?up|port\s{1,3}of\s{1,3}loading|loading\s{1,3}port|ladestelle|beladestelle|abholadresse|lugar\s{1,3}de\s{1,3}carga|lieu\s{1,3}de\s{1,3}chargement|lieu\s{1,3}d['’]enl[èe]vement|adresse\s{1,3}d['’]enl[èe]vement|luogo\s{1,3}di\s{1,3}carico|indirizzo\s{1,3}di\s{1,3}ritiro|laadplaats|ophaaladres|local\s{1,3}de\s{1,3}carga|morada\s{1,3}de\s{1,3}recolha|place\s{1,3}of\s{1,3}loading|pick[- ]?up\s{1,3}address|collection\s{1,3}address|shipper)${IS}`,
  'giu',
)
const NAMED_TO = new RegExp(
  String.raw`(?<![\p{L}])(?:zielhafen|zielort|bestimmungsort|bestimmungshafen|empfangsort|arriv[ée]e|arrivo|llegada|chegada|aankomst|livraison|entrega|consegna|levering|dostawa|roz[łl]adunek|vykl[áa]dka|kam|cíl|teslimat|teslim|bo[şs]altma|tahliye|var[ıi][şs]|delivery|port\s{1,3}of\s{1,3}discharge|discharge\s{1,3}port|destination\s{1,3}port|entladestelle|lieferadresse|empfänger|lugar\s{1,3}de\s{1,3}(?:descarga|entrega)|lieu\s{1,3}de\s{1,3}(?:livraison|d[ée]chargement)|adresse\s{1,3}de\s{1,3}livraison|luogo\s{1,3}di\s{1,3}(?:scarico|consegna)|indirizzo\s{1,3}di\s{1,3}consegna|losplaats|losadres|afleveradres|local\s{1,3}de\s{1,3}(?:descarga|entrega)|morada\s{1,3}de\s{1,3}entrega|place\s{1,3}of\s{1,3}delivery|delivery\s{1,3}address|consignee)${IS}`,
  'giu',
)
// "collection from our warehouse in Leicester", "enl[èe]vement chez nous à Reims", "Le chargement se fait à Lyon".
const WORDS = String.raw`\s{1,3}(?:[\p{L}\d'’.,]{1,20}\s{1,3}){1,8}?`
const FAR_FROM = new RegExp(
  String.raw`(?<![\p{L}])(?:collection|pick[- ]?up|loading|abholung|verladung|recogida|enl[èe]vement|chargement|ritiro|ophalen|za[łl]adunek|odbi[óo]r|recolha|coleta|nakl[áa]dka)${WORDS}(?:in|at|à|a|en|em|v|ve|w|we|di|bij|u)\s{1,3}(?=\p{Lu})`,
  'giu',
)
const FAR_TO = new RegExp(
  String.raw`(?<![\p{L}])(?:delivery|zustellung|lieferung|anlieferung|entrega|livraison|consegna|levering|afleveren|dostawa|roz[łl]adunek|vykl[áa]dka|descarga|d[ée]chargement|scarico|lossen)${WORDS}(?:in|at|to|à|a|ad|en|em|v|ve|w|we|di|bij|u|do|nach|naar|al)\s{1,3}(?=\p{Lu})`,
  'giu',
)
// "to a customer in Milan", "to our warehouse at Leeds", "zu unserem Kunden in Wels": the town after someone or something.
const TO_SOMEONE_IN =
  /(?<![\p{L}])(?:to|zu|naar|to\s{1,3}one\s{1,3}of)\s{1,3}(?:a|an|the|our|my|their|unser\p{L}{0,2}|einen?|einem|ons|onze|de|het|een)\s{1,3}(?:\p{Ll}[\p{L}'’-]{1,20}\s{1,3}){1,3}?(?:in|at|near|bei|nahe|bij)\s{1,3}(?=\p{Lu})/gu
// "from our warehouse in Leicester", "de notre entrepôt d'Aubagne", "z naszego magazynu w Tarnowie": a strong origin.
const FROM_OURS_IN =
  /(?<![\p{L}])(?:from|ex|de|depuis|desde|von|aus|ab|da|dal|dalla|van|vanuit|uit|z|ze|od|do|de)\s{1,3}(?:our|notre|nos|nuestro|nuestra|unserem|unserer|nostro|nostra|il\s{1,3}nostro|la\s{1,3}nostra|ons|onze|nasz\p{L}{0,3}|naš\p{L}{0,3}|nosso|nossa|o\s{1,3}nosso|a\s{1,3}nossa)\s{1,3}\p{Ll}[\p{L}-]{1,20}\s{0,3}(?:in|at|near|à|a|d['’]|de|en|di|bij|in|w|we|v|ve|em|u)\s{0,3}(?=\p{Lu})/giu
const WEAK_FROM = /(?<![\p{L}])(?:de|da|dal|dalla|z|ze|van|od|uit)\s{1,3}(?=\p{Lu})/gu
const STRONG_TO = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:à\s{1,3})?destination\s{1,3}(?:de|d['’]|du)|(?:con|com)\s{1,3}destino\s{1,3}(?:a|al|ao|à)|con\s{1,3}destinazione|nach|naar|hacia|hasta|vers|verso|destination|destino|destinazione|bestemming|ziel|zielort|lieferort|entladeort|deliver(?:ed|y)?\s{1,3}(?:to|in|at)|arriv(?:e|es|ing)\s{1,3}(?:in|at)|bound\s{1,3}for|lieferung\s{1,3}(?:nach|an|in)|entrega\s{1,3}en|livraison\s{1,3}(?:à|a|en)|consegna\s{1,3}(?:a|ad|in)|levering\s{1,3}(?:in|naar)|(?:af)?leveren\s{1,3}(?:in|naar)|descarga\s{1,3}(?:en|em)|d[ée]chargement\s{1,3}(?:à|au)|scarico\s{1,3}(?:a|ad|in)|lossen\s{1,3}in|zustellung\s{1,3}(?:in|nach)|anlieferung\s{1,3}(?:in|nach)|arriv[ée]e\s{1,3}(?:à|a|en)|arrivo\s{1,3}(?:a|ad|in)|llegada\s{1,3}(?:a|en)|chegada\s{1,3}(?:a|em)|aankomst\s{1,3}in|dostawa\s{1,3}(?:do|w|we)|roz[łl]adunek\s{1,3}w|miejsce\s{1,3}rozładunku|entrega\s{1,3}em|dod[áa]n[íi]\s{1,3}do|doru[čc]en[íi]\s{1,3}do|vykl[áa]dka\s{1,3}ve?|místo\s{1,3}vykládky|var[ıi][şs](?:\s{1,3}yeri)?|teslim\s{1,3}yeri|teslimat\s{1,3}yeri)${LABEL}`,
  'giu',
)
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
// Turkish writes the case ending after an apostrophe on a name: İstanbul'dan (from), Hamburg'a (to).
const TR_FROM =
  /(?<![\p{L}])(\p{Lu}\p{Ll}{1,30})['’](?:dan|den|tan|ten|(?:da|de|ta|te)ki\s{1,3}\p{Ll}{2,30}(?:dan|den|tan|ten))(?![\p{L}])/gu
const TR_TO = /(?<![\p{L}])(\p{Lu}\p{Ll}{1,30})['’](?:a|e|ya|ye|na|ne)(?![\p{L}])/gu
const CONTEXT =
  /\b(?:from|quote|quotation|rate|rates|price|pricing|EXW|FCA|FOB|ship|shipping|shipment|send|sending|sent|deliver|delivery|move|moving|transport|export|freight|going|goes|cargo|containers?|pallets?|\d{1,9}\s{0,3}(?:t|kg|cbm))\b/i
/** "I am writing from Berlin": an introduction before "from", not an origin. */
export const INTRO = /\b(?:this is|i am|i'm|hello|hi|greetings|writing|calling|here|work(?:ing)?)\b[^.!?]{0,30}$/i

const INCOTERM_CODE = /^(?:\p{L}{1,30}\s{1,3}){0,2}?(?:EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|DAT)\s{1,3}/u
const PLACE = { max: 4, rejectFirst: NOT_A_PLACE }
const NAME_ONLY = { max: 4, rejectFirst: NOT_A_PLACE, capitalsOnly: true }

const WEEKDAY_NAME = new RegExp(String.raw`^(?:${WEEKDAYS})(?![\p{L}])`, 'iu')
const acceptable = (place: string | null | undefined): place is string =>
  Boolean(place) &&
  !MONTH_SET.has(place!.toLowerCase()) &&
  !WEEKDAY_NAME.test(place!) &&
  (place === place!.toUpperCase() || !NOT_A_PLACE.has(place!.toLowerCase()))

/** Origin and destination stated in `text`; a negated one ("nicht nach Graz") is skipped. */
export function placesIn(text: string): { origin?: string; destination?: string; weak?: readonly ('origin' | 'destination')[] } {
  const pair = pairIn(text, PAIR)
  if (pair) return pair
  const strongOrigin =
    placeAfter(text, STRONG_FROM, PLACE, (prefix, keyword) => !/^from/i.test(keyword) || !INTRO.test(prefix)) ??
    placeAfter(text, NAMED_FROM, PLACE, undefined, true) ??
    placeAfter(text, FROM_OURS_IN, NAME_ONLY) ??
    placeAfter(text, FAR_FROM, NAME_ONLY)
  // "enl[èe]vement à Strasbourg": the place a strong origin keyword took is not also the destination.
  const notOrigin = (place: string | undefined) => (place && place !== strongOrigin ? place : undefined)
  const strongDestination =
    notOrigin(placeAfter(text, STRONG_TO, PLACE)) ??
    notOrigin(placeAfter(text, NAMED_TO, PLACE, undefined, true)) ??
    notOrigin(placeAfter(text, FAR_TO, NAME_ONLY))
  // "À destination de Saint-Sébastien": a weak "de" does not take the place a strong destination keyword took.
  const weakOrigin = placeAfter(text, WEAK_FROM, NAME_ONLY) ?? suffixed(text, TR_FROM)
  const origin = strongOrigin ?? (weakOrigin !== strongDestination ? weakOrigin : undefined)
  const other = (place: string | undefined) => (place && place !== origin ? place : undefined)
  const destination =
    strongDestination ??
    other(placeAfter(text, TO_SOMEONE_IN, NAME_ONLY)) ??
    other(placeAfter(text, TO, PLACE, (prefix) => CONTEXT.test(prefix))) ??
    other(placeAfter(text, WEAK_TO, NAME_ONLY, (prefix) => !COPULA.test(prefix))) ??
    other(placeAfter(text, IN_TO, NAME_ONLY, (prefix) => SENDING.test(prefix))) ??
    other(suffixed(text, TR_TO))
  const bare = !origin || !destination ? (pairIn(text, BARE_PAIR) ?? knownLane(text)) : undefined
  // A bare pair fills what is missing when it agrees with what was found ("Stockholm to Oslo").
  if (bare && (!origin || origin === bare.origin) && (!destination || destination === bare.destination)) return bare
  // A place read only after a preposition of several meanings ("à", "a", "z", "do", "in") is a weak reading.
  const weak = [
    ...(origin && !strongOrigin ? ['origin' as const] : []),
    ...(destination && !strongDestination ? ['destination' as const] : []),
  ]
  return { ...(origin ? { origin } : {}), ...(destination ? { destination } : {}), ...(weak.length > 0 ? { weak } : {}) }
}

const OPENING_FROM = /^(?:Van|Vanuit|Uit|De|Desde|Da|Dal|Du|Von|Aus|From|Z|Ze|Od|Ab)\s{1,3}(?=\p{Lu})/u

function pairIn(text: string, pattern: RegExp): { origin: string; destination: string } | undefined {
  for (const match of text.matchAll(pattern)) {
    if (isNegated(text, match.index, match.index + match[0].length)) continue
    // "wir exportieren Werkzeugmaschinen nach Mexiko": a noun right after a verb of sending is the cargo.
    if (pattern === BARE_PAIR && AFTER_VERB.test(text.slice(Math.max(0, match.index - 30), match.index))) continue
    // "Van Bodegraven naar Wenen", "Z Hamburku do Bombaje": the preposition that opens a sentence is capitalised too.
    const from = pattern === BARE_PAIR ? match[1]!.replace(OPENING_FROM, '') : match[1]!
    const [origin, destination] = [
      phraseAt(from.replace(INCOTERM_CODE, ''), NAME_ONLY),
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
  rules: typeof PLACE,
  accept: (prefix: string, keyword: string) => boolean = () => true,
  known = false,
): string | undefined {
  for (const match of text.matchAll(keywords)) {
    const index = match.index + match[0].length
    if (!accept(text.slice(Math.max(0, match.index - 80), match.index), match[0])) continue
    const place = phraseAt(text.slice(index, index + 200), rules)
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

function suffixed(text: string, pattern: RegExp): string | undefined {
  for (const match of text.matchAll(pattern)) {
    if (acceptable(match[1]) && !isNegated(text, match.index, match.index + match[0].length)) return match[1]
  }
  return undefined
}

/** Every pattern above, for the test that keeps them bounded. */
export const PLACE_PATTERNS: readonly RegExp[] = [
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
  TR_FROM,
  TR_TO,
  CONTEXT,
  COPULA,
  INTRO,
  INCOTERM_CODE,
  BUT,
  OPENING_FROM,
]
