/** The value a span or a rule names, without the words of the sentence around it: articles, a port's or facility's word, a
 * trailing preposition, a street, a bracketed code, the town said twice. */

import { MONTH_SET, WEEKDAYS } from './quote-calendar-words'
import { knownPlace } from './quote-gazetteer'
import { CRAFT_AFTER_HAND, FACILITIES, NOT_A_PLACE } from './quote-lexicon'
import { FEASTS } from './quote-name-words'

// "Las Vegas", "Le Havre", "El Paso": a capitalised article starts a name; only lower-case ones (and English "The") go.
// Leading words that belong to the sentence, not the value: articles and partitives ("dei macchinari", "des meubles", "some").
const LEADING = new RegExp(
  String.raw`^(?:[lLdD]['’](?=\p{L})|(?:[Tt]he|[Aa]n?|[Ss]ome|[Oo]ur|des|du|de\s{1,3}la|une|un|le|la|les|dei|degli|delle|del|il|lo|i|gli|le|una|uno|unos|unas|los|las|el(?!\s{1,3}(?:${CRAFT_AFTER_HAND}))|een|het|de|ein|eine|einen|einer|um|uma|os|as|o)\s{1,3})`,
  'u',
)
// "port of Antwerp", "hamburg port", "Hafen Hamburg": the port's town when the gazetteer knows it.
// And "Lager Heilbronn", "warehouse Leeds", "magazyn Poznań": a facility's word before the town.
const PORT_WORDS = new RegExp(
  String.raw`^(?:(?:the\s{1,3})?port\s{1,3}of|puerto\s{1,3}de|port\s{1,3}(?:de|du)|porto\s{1,3}di|haven\s{1,3}van|hafen|port|${FACILITIES})\s{1,3}|\s{1,3}(?:port|harbou?r|hafen|haven)$`,
  'iu',
)
// "im Lager in Plauen": a facility's word alone is no place.
export const FACILITY = new RegExp(String.raw`^(?:${FACILITIES})$`, 'iu')

const TRAILING_PREPOSITION =
  /(?<=\p{L})\s{1,3}(?:in|im|at|en|bei|bij|w|we|v|ve|na|em|de|da|do|di|del|le|la|les|il|el|lo|der|die|das|the|d|l|(?:(?:cargo|rail|railway|container|freight|inland|intermodal|trimodal|river|barge|truck)\s{1,3})?(?:centre|center|terminal|hub))$/u

// "Abholort ist doch Hohenberg", "la destination est plutôt Metz": a particle of correction before a name is no part of it.
const LEADING_PARTICLE =
  /^(?:doch|eigentlich|wohl|nun|actually|really|rather|plutôt|plutot|bien|piuttosto|invece|eigenlijk|toch|właściwie|wlasciwie|raczej|vlastně|vlastne|spíš|spis|aslında|aslinda|mejor|más bien)\s{1,3}(?=\p{Lu})/u
/** The value a tagged span or a rule names, without the sentence's words around it. */
export function clean(value: string): string {
  // "Frome in Somerset", "Jarnac le jeudi": a preposition or article the tagger left at a name's end is no part of it.
  const stripped = value
    .replace(LEADING_PARTICLE, '')
    .replace(/[\s.,;:!?'’"()-]{1,5}$/u, '')
    .replace(TRAILING_PREPOSITION, '')
    .trim()
  const port = stripped.replace(PORT_WORDS, '')
  // "the port of Tema": the town, known or not, unless the whole is a known name ("Port of Spain").
  // ("Port Talbot", "Port Said": a bare "port" before an unknown name is part of that name.)
  const portOf = /^(?:(?:the\s{1,3})?port\s{1,3}of|puerto\s{1,3}de|port\s{1,3}(?:de|du)|porto\s{1,3}di|haven\s{1,3}van)\s/iu.test(stripped)
  const trimmed = port !== stripped && !knownPlace(stripped) && (knownPlace(port) || (portOf && /^\p{Lu}/u.test(port))) ? port : stripped
  // "La Spezia", "Le Havre", "Den Haag": an article that is part of a known name stays.
  return knownPlace(trimmed) ? trimmed : trimmed.replace(LEADING, '').trim()
}

// "Industriestraße 5, 74076 Heilbronn", "ul. Kościuszki 4", "5 rue du Port": a street is an address, never an end.
const STREET =
  /(?:\p{L}(?:straße|strasse|gasse|allee|weg|platz|damm|ufer|straat|laan|plein|gracht)|^(?:rue|calle|via|viale|piazza|corso|ulica|ul|rua|avenida|av|ulice|nám|cadde|sokak|avenue|boulevard|bd)\.?\s.{1,40}|\s(?:street|st|road|rd|avenue|ave|lane|caddesi|sokak|sokağı|bulvarı)\.?)$/iu
/** Whether a value read as a place is a street (with its house number left off). */
export const isStreet = (value: string) => STREET.test(value.trim()) && !knownPlace(value)

// "Départ d'Épernay", "salen de la fábrica de Hernani", "à notre affinage de Thiers": an elided "de", or a facility
// (named or ours) and its "of", before the name.
export const LEAD_TO_NAME = new RegExp(
  String.raw`^(?:(?:[dD]|[dD]all|[dD]ell|[aA]ll|[nN]ell)['’](?:(?:interporto|porto|aeroporto|deposito|magazzino|stabilimento)\s{1,3}(?:di|de)\s{1,3})?|(?:\p{Ll}[\p{L}'’]{0,15}\s{1,3}){1,3}(?:de|d['’]|à|a|in|from|van|da|z|ze)\s{0,3}|(?:porto|puerto|port|haven|hafen|přístav|přístavu|portu)\s{1,3}(?:di|de|do|da|del|della|of|van|du|w|v)\s{1,3}|(?:(?:notre|nos|our|unser\p{L}{0,2}|nuestr[oa]s?|nostr[oa]|il\s{1,3}nostro|la\s{1,3}nostra|onze|ons|nasz\p{L}{0,3}|nosso|nossa|naš\p{L}{0,3})\s{1,3}\p{Ll}{3,20}|${FACILITIES})\s{1,3}(?:de|di|of|van|in|en|d['’]|do|da|w|v|em|at)\s{0,3}|(?:(?:não|nao|no|not|nicht|non|niet)\s{1,3}(?:é|e|es|est|è|is|ist|jest|je)|é|es|est|è|is|ist|jest|je)\s{1,3}|(?:Binnen|Container)?(?:terminal|Terminal|hafen|Hafen)\s{1,3})(?=\p{Lu})`,
  'u',
)

// "nougat de Montélimar de Montélimar à …": goods named after the town they leave from; the place is the second one.
export const TWICE =
  /^(\p{Lu}[\p{L}'’-]{1,30}(?:\s\p{Lu}[\p{L}'’-]{1,30})?)\s{1,3}(?:de|di|du|do|da|d['’]|z|ze|von|from)\s{0,3}(\p{Lu}[\p{L}'’ -]{1,40})$/u
export const sameTwice = (place: string | undefined) => {
  const twice = place ? TWICE.exec(place) : null
  return twice && twice[1]!.toLowerCase() === twice[2]!.toLowerCase() ? twice[2] : place
}

// "Duisburg (DIT) nach Poti", "Venlo (Trade Port)", "Agnone (IS)": a terminal, province or country in brackets after a name.
export const IN_BRACKETS = /(?<=\p{L})[ \t]{1,3}\([\p{L} .'-]{2,24}\)(?=[\s,.;:!?]|$)/gu
// ("coutellerie (poids total 2 450 kg) à Thiers": a bracket of figures ends a clause, read as a comma.)
export const FIGURES_IN_BRACKETS = /[ \t]{1,3}\([^()\n]{0,30}\d[^()\n]{0,30}\)/gu

export const POSSESSIVE_FIRST =
  /^(?:our|my|nuestr[oa]s?|notre|nos|unser\p{Ll}{0,2}|nostr[oa]|onze|ons|nasz\p{Ll}{0,3}|noss[oa]s?|naš\p{Ll}{0,3}|bizim)\s/iu
const WEEKDAY_NAME = new RegExp(String.raw`^(?:${WEEKDAYS})(?![\p{L}])`, 'iu')
/** Whether a value read as a place can be one: no street, month, weekday or word that cannot begin a place. */
export const acceptable = (place: string | null | undefined): place is string =>
  Boolean(place) &&
  !isStreet(place!) &&
  !MONTH_SET.has(place!.toLowerCase()) &&
  // "yükleme Mart'ın sonu": a month with a Turkish ending is the date.
  !MONTH_SET.has(place!.toLowerCase().split(/['’\s]/u)[0]!) &&
  !WEEKDAY_NAME.test(place!) &&
  !FEASTS.has(place!.toLowerCase()) &&
  // "salen de nuestro almacén en …": a facility of ours, its town not read with it, is no place.
  !POSSESSIVE_FIRST.test(place!) &&
  // ("Sale de la bodega, en Haro": a facility's word alone is no place.)
  !FACILITY.test(place!) &&
  // (A code in capitals may be a place's, but "KW", "CW", "WK" are the calendar week's.)
  (place === place!.toUpperCase() ? !/^(?:KW|CW|WK|LKW|PKW|FTL|LTL|TIR)$/u.test(place!) : !NOT_A_PLACE.has(place!.toLowerCase()))

// Of two readings of the cargo where one holds the other ("tekstil ürünü", "ürünü"), the longer one.
export const longer = (a: string, b: string) => (a.length >= b.length ? a : b)
/** Two readings of the goods that overlap in the text without one holding the other ("losas de pizarra", "pizarra de Valdeorras"): both. */
export function chained(text: string, a: string, b: string): string | undefined {
  const [i, j] = [text.indexOf(a), text.indexOf(b)]
  if (i < 0 || j < 0 || i === j) return undefined
  const [first, second, at] = i < j ? [a, b, j] : [b, a, i]
  const start = Math.min(i, j)
  return at < start + first.length && at + second.length > start + first.length ? text.slice(start, at + second.length) : undefined
}
export const overlaps = (a: string, b: string) => a.toLowerCase().includes(b.toLowerCase()) || b.toLowerCase().includes(a.toLowerCase())

// "Duisburg-Ruhrort", "Frankfurt nad Mohanem", "Linz am Rhein", "Andorra la Vella", "Fiorano Modenese": a hyphen, a joiner
// of one meaning only (a Romance "de" may be "from"), or a word like an adjective of a region; a district said after a
// space ("Gdańsk Oliwa", "Verona Quadrante Europa") or a region after "im" ("Sonthofen im Allgäu") is not the town's name.
const NAME_GOES_ON =
  /^(?:-\p{Lu}[\p{L}'’]{1,30}|[ -](?:nad|pod|am|an|an\s{1,3}der|la|sur|upon|on|en)[ -]\p{Lu}[\p{L}'’]{1,30}|\s\p{Lu}\p{Ll}{2,30}(?:ese|ense|ano|ana|ino|ina|er|isch|ski|ska|sky|ská))$/u
// "Santa Maria da": two capitalised words before a joiner ("Porto de Leixões", "Rioja de Bilbao" name the known town).
const NAME_BEFORE = /^(?:(?:\p{Lu}[\p{L}'’]{1,30}[ -]){1,3}|(?:\p{Lu}[\p{L}'’]{1,30}[ -]){2,3}(?:da|de|do|di|del|la|le)[ -])$/u
/** "New" and "New York", "Antwerp" and "port of Antwerp": the one the gazetteer knows, else the longer. */
export function betterPlace(a: string, b: string): string {
  const [known, other] = [knownPlace(a) ? a : knownPlace(b) ? b : undefined, knownPlace(a) ? b : a]
  // "Duisburg-Ruhrort", "Fiorano Modenese": a known town's name with more of a proper name after it is that longer name;
  // "Santa Maria da Feira": likewise with more of it before.
  const named =
    known !== undefined &&
    ((other.startsWith(known) && NAME_GOES_ON.test(other.slice(known.length))) ||
      (other.endsWith(known) && NAME_BEFORE.test(other.slice(0, other.length - known.length))))
  if (known && !named && !(knownPlace(other) && other.length > known.length)) return known
  // "Santa Maria da Feira e vai": of two unknown readings, lower-case words after the shorter are the sentence, not the name.
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  const rest = long.slice(short.length)
  return long.startsWith(short) && /^\s{1,3}\p{Ll}/u.test(rest) && !/\p{Lu}/u.test(rest) && /^\p{Lu}/u.test(short) ? short : long
}
