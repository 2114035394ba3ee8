/** Places the intake knows: a name as the visitor wrote it (any of ten languages, declined or not) to the place it names. */

import { COUNTRY_NAMES } from './quote-countries-data'
import { DECLINED_TOWNS, GAZETTEER, SHORT_DECLINED_TOWNS } from './quote-gazetteer-data'
import { nominatives } from './quote-gazetteer-endings'
import { DECLINED_VILLAGES, MEDIUM_TOWNS } from './quote-gazetteer-towns-data'
import { ARTICLES, STOP_WORDS } from './quote-lexicon'
import { PLACE_NAMES } from './quote-place-names'
import { LATER_PLACE_NAMES } from './quote-place-names-later'

/** A known place: the nominative the visitor's wording resolves to, its UN/LOCODE where known, and an id shared by all its names. */
export interface KnownPlace {
  readonly name: string
  readonly locode?: string
  readonly id: string
}

/** Lower case, without diacritics: "Kraków", "KRAKOW" and "krakow" are one key. */
export function foldName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'")
    .replace(/\s{1,3}/g, ' ')
    .trim()
}

const INDEX = new Map<string, KnownPlace>()
for (const line of PLACE_NAMES.split('\n')) {
  const [code, ...groups] = line.split('|')
  if (!code || groups.length === 0) continue
  const id = code === '-' ? `name:${foldName(groups[0]!.split('/')[0]!)}` : code
  for (const group of groups) {
    const [nominative, ...declined] = group.split('/')
    const place: KnownPlace = code === '-' ? { name: nominative!, id } : { name: nominative!, locode: code, id }
    for (const form of [nominative!, ...declined]) if (!INDEX.has(foldName(form))) INDEX.set(foldName(form), place)
  }
}
// A town named like a function word of the ten languages ("Van": Dutch "from", Spanish "they go") is read as the word.
const isWord = (name: string) => STOP_WORDS.has(name.toLowerCase()) || ARTICLES.has(name.toLowerCase())
for (const line of GAZETTEER.split('\n')) {
  const [name, country] = line.split('|')
  if (!name || !country || INDEX.has(foldName(name)) || isWord(name)) continue
  INDEX.set(foldName(name), { name, id: `${country}:${foldName(name)}` })
}

// Names added after the tagger's training: to the place the code or the first name already denotes, for the rules only.
const LATER = new Map<string, KnownPlace>()
for (const line of LATER_PLACE_NAMES.split('\n')) {
  const [code, ...groups] = line.split('|')
  if (!code || groups.length === 0) continue
  const base = code === '-' ? INDEX.get(foldName(groups[0]!)) : undefined
  const id = code !== '-' ? code : (base?.id ?? `name:${foldName(groups[0]!)}`)
  for (const group of groups) {
    const [nominative, ...declined] = group.split('/')
    const place: KnownPlace = code === '-' ? { name: nominative!, id } : { name: nominative!, locode: code, id }
    for (const form of [nominative!, ...declined])
      if (!INDEX.has(foldName(form)) && !LATER.has(foldName(form))) LATER.set(foldName(form), place)
  }
}

// Countries in the ten languages (generated), joined to the country a name already denotes: for the rules only, like those.
for (const line of COUNTRY_NAMES.split('\n')) {
  const [, english, ...others] = line.split('|')
  if (!english) continue
  const known = INDEX.get(foldName(english)) ?? LATER.get(foldName(english))
  const id = known?.id.startsWith('name:') ? known.id : `name:${foldName(english)}`
  if (known && id !== known.id) continue
  for (const name of [english, ...others])
    if (!INDEX.has(foldName(name)) && !LATER.has(foldName(name))) LATER.set(foldName(name), { name, id })
}

// Smaller towns of the declining languages, looked up after the main index, and never for the tagger's features.
const smallTowns = (list: string) => {
  const towns = new Map<string, KnownPlace>()
  for (const line of list.split('\n')) {
    const [name, country] = line.split('|')
    if (name && country && !INDEX.has(foldName(name))) towns.set(foldName(name), { name, id: `${country}:${foldName(name)}` })
  }
  return towns
}
const SMALL_TOWNS = smallTowns(DECLINED_TOWNS)
// Towns of 10,000 people and more in Europe and Turkey, 100,000 elsewhere: for the rules only, like the smaller ones above.
const MEDIUM = smallTowns(MEDIUM_TOWNS)
const EUROPE = new Set(
  'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GI GR HR HU IE IM IS IT LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SK SM TR UA VA XK'.split(
    ' ',
  ),
)
// Polish, Czech and Slovak towns of 2,000 people and more, declined too: for the rules only and only with a capital.
const VILLAGES = smallTowns(DECLINED_VILLAGES)
// Those with names of four or five letters, read only in a declined form: "Písek" is also sand, "z Krnova" only a town.
const SHORT_TOWNS = smallTowns(SHORT_DECLINED_TOWNS)

// Turkish writes case endings after an apostrophe: İzmir'den, Hamburg'a, Ankara'da.
// ("manisadaki fabrikamız", "İzmir'deki depo": "-daki" makes the place an adjective, "the one in"; rules only.)
const TURKISH_BARE_ENDING = /^(.{4,40}?)(?:dan|den|tan|ten|ya|ye|['’]?(?:daki|deki|taki|teki))$/u
const TURKISH_ENDING = /'(?:da|de|ta|te|dan|den|tan|ten|a|e|ya|ye|na|ne|ın|in|un|ün|nın|nin)$/u

/** The place a name denotes, undoing case endings; undefined when it is no place this gazetteer knows. */
export function knownPlace(written: string): KnownPlace | undefined {
  const folded = foldName(written.replace(/[.,;:!?]+$/u, ''))
  // A short town's own name counts when written with its capital ("Kolín", "Cheb"); "písek" in lower case is sand.
  const capitalised = /^\p{Lu}/u.test(written)
  return knownFolded(folded, true, false, capitalised) ?? (capitalised ? SHORT_TOWNS.get(folded) : undefined)
}

/**
 * `knownPlace` of a name already folded by `foldName`. `forTagger` leaves out the smaller towns of the declining languages
 * and the later endings: the tagger's place feature was trained without them. `capitalised` (a name written with its capital)
 * adds the medium towns ("Cognac" the town, "cognac" the goods) and four-letter forms of four-letter names ("Rigy": Riga).
 */
export function knownFolded(folded: string, undoEndings = true, forTagger = false, capitalised = false): KnownPlace | undefined {
  if (folded.length < 2 || folded.length > 60) return undefined
  const find = (key: string) => INDEX.get(key) ?? (forTagger ? undefined : (LATER.get(key) ?? SMALL_TOWNS.get(key)))
  // The medium towns as written or with a Turkish ending only: Slavic endings undone to them would find "Koprivnica" (HR)
  // for "Kopřivnici" (CZ).
  const mediumTown = (key: string) => (forTagger || !capitalised ? undefined : (MEDIUM.get(key) ?? VILLAGES.get(key)))
  const village = (key: string) => (forTagger || !capitalised ? undefined : VILLAGES.get(key))
  // ("do Haiphongu", "do Baltimoru": a case ending added to a large town outside Europe, or in place of its "e"; no
  // Slavic town resembles one.)
  const farTown = (key: string) => {
    const place = forTagger || !capitalised ? undefined : MEDIUM.get(key)
    return place && !EUROPE.has(place.id.slice(0, 2)) ? place : undefined
  }
  const unended = folded.replace(TURKISH_ENDING, '')
  const exact = find(folded) ?? find(unended) ?? mediumTown(folded) ?? mediumTown(unended)
  if (exact) return exact
  // "Konyadan", "Ankaraya": the Turkish ending typed without its apostrophe (rules only; the tagger learnt without it).
  // ("geladen", "verladen": German "loaded" is no Gela with "-den".)
  const bare = forTagger || folded.endsWith('laden') ? undefined : TURKISH_BARE_ENDING.exec(folded)
  const stem = bare && bare[1]!.length >= 4 ? (find(bare[1]!) ?? mediumTown(bare[1]!)) : undefined
  if (stem) return stem
  if (folded.length < (capitalised ? 4 : 5) || !undoEndings) return undefined
  for (const form of nominatives(folded, forTagger)) {
    if (folded.length === 4 && form.length < 4) continue
    const place =
      find(form) ??
      (forTagger ? undefined : SHORT_TOWNS.get(form)) ??
      village(form) ??
      (folded.startsWith(form) || form === `${folded.slice(0, -1)}e` ? farTown(form) : undefined)
    if (place) return place
  }
  return /[ -]/u.test(folded) ? knownByWords(folded, (key) => find(key) ?? village(key), forTagger) : undefined
}

// Lookups a many-word name may cost: "Jablonce nad Nisou", "Bielska-Białej" decline word by word.
const MAX_WORD_FORMS = 400

/** A many-word name declined in more than its last word: each word's endings undone, every combination looked up. */
function knownByWords(folded: string, find: (key: string) => KnownPlace | undefined, forTagger: boolean): KnownPlace | undefined {
  const parts = folded.split(/([ -])/u)
  if (parts.length > 7) return undefined
  let forms = ['']
  for (const part of parts) {
    const options = part === ' ' || part === '-' ? [part] : [part, ...nominatives(part, forTagger)]
    forms = forms.flatMap((form) => options.map((option) => form + option))
    if (forms.length > MAX_WORD_FORMS) return undefined
  }
  for (const form of forms) {
    const place = find(form)
    if (place) return place
  }
  return undefined
}

/** The nominative of a written place name ("Krakowa" → "Kraków"), or the name as written when it is not known. */
export function placeName(written: string): string {
  const place = knownPlace(written)
  // "París" stays "París": only a declined, lower-case or differently spelt form is replaced by the nominative.
  if (place && (foldName(place.name) !== foldName(written) || written === written.toLowerCase())) return place.name
  return written === written.toLowerCase()
    ? written.replace(/(^|[\s-])(\p{Ll})/gu, (_, sep: string, c: string) => sep + c.toUpperCase())
    : written
}

/** Whether two written names denote the same known place ("Munich" and "München", "do Krakowa" and "Kraków"). */
export function samePlace(a: string, b: string): boolean {
  if (foldName(a) === foldName(b)) return true
  const [x, y] = [knownPlace(a), knownPlace(b)]
  return x !== undefined && x.id === y?.id
}

/** Whether `value` names the end `end`, a site at it ("nairobi airport") or a word inside its name ("Glan", "Sankt Veit an der Glan"). */
export function namesEnd(end: string, value: string): boolean {
  const [whole, part] = [foldName(end), foldName(value)]
  return samePlace(end, value) || part.startsWith(`${whole} `) || ` ${whole} `.includes(` ${part} `)
}
