/**
 * "dalla Germania, zona Norimberga", "para a Alemanha, Estugarda", "la France, Le Havre", "la France, port du Havre": a
 * country, then the town the visitor means in it.
 */
import { type KnownPlace, knownPlace } from './quote-gazetteer'

// The countries the place names list (their ids); a country is an end only when no town in it is named.
const COUNTRIES = new Set(
  [
    'germany',
    'france',
    'italy',
    'spain',
    'poland',
    'netherlands',
    'austria',
    'switzerland',
    'united kingdom',
    'united states',
    'china',
    'mexico',
    'canada',
    'japan',
    'czech republic',
    'turkey',
    'portugal',
    'belgium',
    ...`morocco egypt tunisia algeria norway sweden denmark finland greece croatia hungary romania bulgaria ireland slovakia
    slovenia serbia lithuania latvia estonia ukraine brazil israel india ecuador chile peru argentina colombia vietnam
    australia paraguay uruguay`.split(/\s+/u),
    'south africa',
    'saudi arabia',
  ].map((name) => `name:${name}`),
)
// "Napier NZ", "Leeds UK": a country's code after the town, in capitals.
const COUNTRY_CODES = new Set(
  `DE FR IT ES PL NL AT CH UK GB US USA CN MX CA JP CZ TR PT BE MA EG TN DZ NO SE DK FI GR HR HU RO BG IE SK SI RS LT LV EE UA
  BR IL IN EC CL PE AR CO VN AU NZ PY UY ZA SA AE`.split(/\s+/u),
)
// ("dall'Italia, dal porto di Genova", "to Kenya, to Nairobi": the preposition said again before the town, too.)
const TOWN_AFTER =
  /^(?:['’]\p{L}{1,4})?[^.;!?\n]{0,25}?,\s{0,3}(?:(?:from|da|dal|dalla|de|del|desde|du|depuis|von|vom|aus|ab|van|vanuit|uit|z|ze|od|to|a|al|à|au|nach|naar|para|pra|do)\s{1,3})?(?:(?:zona|regio|region|regione|región|região|bölge|okolice|oblast|area|near|bei|bij|près\s{1,3}de|(?:port|porto|puerto|haven|hafen|harbour)(?:\s{1,3}(?:du|de|do|di|of|van))?)\s{1,3})?(\p{Lu}[\p{L}'’-]{1,30}(?:\s\p{Lu}[\p{L}'’-]{2,30})?)/u

/** Whether a known place is a country. */
export const isCountry = (place: KnownPlace | undefined) => place !== undefined && COUNTRIES.has(place.id)

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
 * Whether `value` was read from a country said right after the other end ("Jeddah in Saoedi-Arabië"): the country says
 * where that town is, it is no end of its own.
 */
export function countryOfTown(text: string, value: string, town: string | undefined): boolean {
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
