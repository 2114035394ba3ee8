/**
 * "dalla Germania, zona Norimberga", "para a Alemanha, Estugarda", "la France, Le Havre", "la France, port du Havre": a
 * country, then the town the visitor means in it.
 */
import { COUNTRY_NAMES } from './quote-countries-data'
import { type KnownPlace, knownPlace } from './quote-gazetteer'

// The countries the place names list (their ids) and their ISO codes, which begin their towns' UN/LOCODEs; a country is
// an end only when no town in it is named.
const LISTED_COUNTRIES = new Map(
  Object.entries({
    germany: 'DE',
    france: 'FR',
    italy: 'IT',
    spain: 'ES',
    poland: 'PL',
    netherlands: 'NL',
    austria: 'AT',
    switzerland: 'CH',
    'united kingdom': 'GB',
    'united states': 'US',
    china: 'CN',
    mexico: 'MX',
    canada: 'CA',
    japan: 'JP',
    'czech republic': 'CZ',
    turkey: 'TR',
    portugal: 'PT',
    belgium: 'BE',
    morocco: 'MA',
    egypt: 'EG',
    tunisia: 'TN',
    algeria: 'DZ',
    norway: 'NO',
    sweden: 'SE',
    denmark: 'DK',
    finland: 'FI',
    greece: 'GR',
    croatia: 'HR',
    hungary: 'HU',
    romania: 'RO',
    bulgaria: 'BG',
    ireland: 'IE',
    slovakia: 'SK',
    slovenia: 'SI',
    serbia: 'RS',
    lithuania: 'LT',
    latvia: 'LV',
    estonia: 'EE',
    ukraine: 'UA',
    brazil: 'BR',
    israel: 'IL',
    india: 'IN',
    ecuador: 'EC',
    chile: 'CL',
    peru: 'PE',
    argentina: 'AR',
    colombia: 'CO',
    vietnam: 'VN',
    australia: 'AU',
    paraguay: 'PY',
    uruguay: 'UY',
    'south africa': 'ZA',
    'saudi arabia': 'SA',
    'united arab emirates': 'AE',
    "cote d'ivoire": 'CI',
    kazakhstan: 'KZ',
  }).map(([name, code]) => [`name:${name}`, code]),
)
// Every other country the generated names add ("Angola", "Cabo Verde"), by the id the gazetteer gives it.
const NAMED_COUNTRIES = COUNTRY_NAMES.split('\n').flatMap((line) => {
  const [code, english] = line.split('|')
  const id = english ? knownPlace(english)?.id : undefined
  return code && id?.startsWith('name:') && !LISTED_COUNTRIES.has(id) ? [[id, code] as const] : []
})
const COUNTRY_CODES_BY_ID = new Map([...LISTED_COUNTRIES, ...NAMED_COUNTRIES])
const COUNTRIES = new Set(COUNTRY_CODES_BY_ID.keys())
// "Napier NZ", "Leeds UK": a country's code after the town, in capitals.
// ("Savannah GA", "Halifax NS": a US state's or a Canadian province's code after the town, too.)
const STATE_CODES =
  'AL AK AZ AR CO CT FL GA HI ID IL IA KS KY LA MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY ON QC BC AB NS'
const COUNTRY_CODES = new Set([...LISTED_COUNTRIES.values(), 'UK', 'USA', 'NZ', ...STATE_CODES.split(' ')])
// ("dall'Italia, dal porto di Genova", "en France. Au Havre": the preposition said again before the town, too.)
const TOWN_AFTER =
  /^(?:['’]\p{L}{1,4})?[^.;!?\n]{0,25}?[,.]\s{0,3}(?:(?i:from|da|dal|dalla|de|del|desde|du|depuis|von|vom|aus|ab|van|vanuit|uit|z|ze|od|to|a|al|à|au|nach|naar|para|pra|do)\s{1,3})?(?:(?:zona|regio|region|regione|región|região|bölge|okolice|oblast|area|near|bei|bij|près\s{1,3}de|(?:port|porto|puerto|haven|hafen|harbour)(?:\s{1,3}(?:du|de|do|di|of|van))?)\s{1,3})?(\p{Lu}[\p{L}'’-]{1,30}(?:\s\p{Lu}[\p{L}'’-]{2,30})?)/u

/** Whether a known place is a country. */
export const isCountry = (place: KnownPlace | undefined) => place !== undefined && COUNTRIES.has(place.id)

/**
 * Of the tagger's and the rules' readings of one end: the town when the tagger read its country ("cheese to Spain … to a
 * distributor in Bilbao"); nothing when the tagger's town lies outside the country the rules read ("un négociant à
 * Bordeaux … une livraison vers la Belgique": where the writer is, not where the goods go).
 */
export function taggedEnd(tagged: string, ruled: string): string | undefined {
  const [byTagger, byRules] = [knownPlace(tagged), knownPlace(ruled)]
  if (isCountry(byTagger) && !isCountry(byRules)) return ruled
  return isCountry(byRules) && byTagger?.locode && !liesIn(tagged, ruled) ? undefined : tagged
}

/** Whether the gazetteer puts the town `town` in the country `country` ("Santos" in "Brazilië"). */
export function liesIn(town: string, country: string): boolean {
  const [place, land] = [knownPlace(town), knownPlace(country)]
  const code = land ? COUNTRY_CODES_BY_ID.get(land.id) : undefined
  // (A town without a UN/LOCODE has its country in its id: "KZ:almaty".)
  return code !== undefined && !isCountry(place) && (place?.locode ?? place?.id)?.startsWith(code) === true
}

/** The town named right after the country `country` is written in `text`, when the gazetteer knows it. */
export function townInCountry(text: string, country: string): string | undefined {
  if (!isCountry(knownPlace(country))) return undefined
  const at = text.indexOf(country)
  if (at < 0) return undefined
  const town = TOWN_AFTER.exec(text.slice(at + country.length, at + country.length + 80))?.[1]
  return town && knownPlace(town) && !isCountry(knownPlace(town)) ? town : undefined
}

const IN_COUNTRY = /^\s{1,3}(?:in|w|v|ve|en|em|à|au|im|nel|na|no|nella)\s{1,3}$/u
/**
 * Whether `value` was read from beside the other end, `other` (read in the same message) or `knownOther`: a country said
 * right after it ("Jeddah in Saoedi-Arabië": the country says where that town is), or a word inside the name read in the
 * same message ("de México" in "destino: Ciudad de México", "d'Egitto" in "per Alessandria d'Egitto"). Either way it is
 * no end of its own.
 */
export function besideOtherEnd(text: string, value: string, other: string | undefined, knownOther: string | undefined): boolean {
  const inside =
    other !== undefined && other !== value && [' ', "'", '’'].some((c) => other.endsWith(`${c}${value}`)) && text.split(value).length === 2
  return inside || countryAfter(text, value, other ?? knownOther)
}
function countryAfter(text: string, value: string, town: string | undefined): boolean {
  if (!town || value.length > 60 || town.length > 60) return false
  const at = text.indexOf(town)
  if (at < 0) return false
  const rest = text.slice(at + town.length, at + town.length + 60)
  const word = /^(\s{1,3}\p{L}{1,5}\s{1,3})(\p{Lu}[\p{L}'’-]{1,40})/u.exec(rest)
  return word !== null && IN_COUNTRY.test(word[1]!) && word[2]!.includes(value) && isCountry(knownPlace(word[2]!))
}

/** The patterns above, for the test that keeps them bounded. */
export const COUNTRY_TOWN_PATTERNS: readonly RegExp[] = [TOWN_AFTER, IN_COUNTRY]

/** "frm puerto bolivar ecuador", "to Tallinn Estonia": the country after a town's name is no part of it. */
export function withoutCountry<T extends string | undefined>(place: T): T {
  const words = place?.split(/\s{1,3}/u) ?? []
  // ("Ciudad de México": a country after a joiner is the name's own.)
  const joined = /^(?:de|del|di|do|da|du|of|van|von|la|le)$/iu.test(words.at(-2) ?? '')
  // ("Ballina Co. Mayo": an Irish county's "Co." after the town, its name cut off by the dot.)
  const country = isCountry(knownPlace(words.at(-1) ?? '')) || COUNTRY_CODES.has(words.at(-1) ?? '') || words.at(-1) === 'Co'
  return place && words.length > 1 && !joined && !knownPlace(place) && country ? (words.slice(0, -1).join(' ') as T) : place
}
