/** The place a keyword introduces ("nach Graz", "Ziel: Verona"), skipping a negated one or taking the name after "but". */
import { withoutCountry } from './quote-country-town'
import { knownPlace } from './quote-gazetteer'
import { isNegated } from './quote-negation'
import { type PhraseRules, phraseAt, titleCase } from './quote-phrases'
import { LEAD_AFTER_BUT, SITE_WORDS } from './quote-place-keywords'
import { NAME_ONLY } from './quote-place-pairs'
import { acceptable, LEAD_TO_NAME, sameTwice } from './quote-span-values'

// "cíl nejsou Pardubice, ale Hradec Králové", "not Graz but Linz": the name after "but" replaces a negated one.
const NOT_FIRST = /^(?:não|nao|not|nicht|niet)\s{1,3}(?:(?:é|e|is|ist)\s{1,3})?(?=\p{Lu})/iu
const BUT = new RegExp(
  String.raw`^[\s,]{0,3}(?:but|sondern|ale|nýbrž|mais|ma|sino|pero|maar|mas|ama|lecz|tylko|(?<=,\s{0,3})(?:é|e|es|è|est|it['’]s))\s{1,3}${LEAD_AFTER_BUT}`,
  'iu',
)

// "naar Ierland krijgen", "nach Wien schicken": lower-case words after a capitalised name (Dutch and German put the verb
// last) are no part of it; a place's own name ends in a capital ("Frankfurt am Main").
const VERB_AFTER_NAME = /(?<=^\p{Lu}[\s\S]{0,80}?)(?:\s{1,3}\p{Ll}[\p{Ll}-]{1,30}){1,3}$/u

// "pickup is shanghai port", "vers le canada svp": a port's or a courtesy word after a name in lower case (no capital ends it).
// ("Abholung Frankfurt KW 14": the calendar week's mark after a name.)
const WEEK_AFTER = /\s{1,3}(?:KW|CW|WK)$/u
// "nach Wien ins Zentrallager", "nach Linz zum Kunden", "in Neu-Ulm im Lager": the site at the place, said after it, is no
// part of its name.
const SITE_AT = /\s{1,3}(?:(?:ins|zum|zur)\s{1,3}\p{Lu}[\p{L}-]{1,40}|im\s{1,3}(?:Lager|Werk|Hafen|Zentrallager|Terminal|Betrieb))$/u
// "Poligny dans le Jura", "Tipton in the West Midlands", "Eslohe im Sauerland": the region after a town is no part of it.
const REGION_AFTER =
  /\s{1,3}(?:dans\s{1,3}(?:le|la|les|l['’])\s{0,3}|in\s{1,3}the\s{1,3}|im\s{1,3}|na\s{1,3})\p{Lu}[\p{L}-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}-]{1,30})?$/u
const PORT_AFTER = new RegExp(
  String.raw`(?<=^\p{Ll}[\p{L}'’-]{1,30}(?:\s\p{Ll}[\p{L}'’-]{1,30})?)\s{1,3}(?:${SITE_WORDS}|porto|puerto|aeroporto|aeropuerto|aéroport|lotnisko|letiště|svp|stp|please|pls|bitte|graag|proszę|prosím|lütfen)$`,
  'u',
)

// ("odbiór z terminalu w Małaszewiczach", "vyzvednutí ze skladu v Kolíně": a terminal or a store in declined forms, too.)
const PORT_OR_SITE_OF =
  /^(?:(?:de|het|the|il|la|le|el|o|a|den|au|al|ao|im|zum|nel|al|no|na|at\s{1,3}the|in\s{1,3}the|en\s{1,3}el|en\s{1,3}le)\s{1,3})?(?:haven|port|porto|puerto|hafen|havn|přístav|przystań|(?:port|p[řr][íi]stav|termin[aá]l|magazyn|sklad|zak[łl]ad)(?:u|ie|em|ach|a)?)\s{1,3}(?:van|of|di|de|do|da|du|del|von|w|we|v|ve)\s{1,3}(?=\p{L})/iu
export function placeAfter(
  text: string,
  keywords: RegExp,
  rules: PhraseRules,
  accept: (prefix: string, keyword: string, rest: string) => boolean = () => true,
  known = false,
): string | undefined {
  for (const match of text.matchAll(keywords)) {
    // "naar de haven van Cotonou", "to the port of Aqaba", "z terminalu w …": the port's or the site's word before its name.
    const index =
      match.index +
      match[0].length +
      (PORT_OR_SITE_OF.exec(text.slice(match.index + match[0].length, match.index + match[0].length + 60))?.[0].length ?? 0)
    if (!accept(text.slice(Math.max(0, match.index - 80), match.index), match[0], text.slice(index, index + 40))) continue
    // ("no destino: nao e Colonia, e Francoforte": a negation before the name, read past; the name is taken back below.)
    const from = index + (NOT_FIRST.exec(text.slice(index, index + 30))?.[0].length ?? 0)
    const phrase = phraseAt(text.slice(from, from + 200), rules)
    const place = withoutCountry(
      sameTwice(
        phrase
          ?.replace(LEAD_TO_NAME, '')
          .replace(VERB_AFTER_NAME, '')
          .replace(PORT_AFTER, '')
          .replace(WEEK_AFTER, '')
          .replace(SITE_AT, '')
          // ("Freiburg im Breisgau": a known name keeps its region.)
          .replace(REGION_AFTER, (region, _at: number, whole: string) => (knownPlace(whole) ? region : '')),
      ),
    )
    if (!acceptable(place) || (known && place === place.toLowerCase() && !knownPlace(place))) continue
    // "odbiór nie z Opoczna": the words led to the name ("nie z") may hold its negation.
    const at = from + Math.max(0, (phrase?.length ?? 0) - place.length)
    const end = at + place.length
    if (isNegated(text, match.index, end) || isNegated(text, index, end) || isNegated(text, at, end)) {
      const but = BUT.exec(text.slice(end, end + 40))
      const instead = but ? phraseAt(text.slice(end + but[0].length, end + 200), NAME_ONLY) : null
      if (acceptable(instead)) return titleCase(instead)
      continue
    }
    return titleCase(place)
  }
  return undefined
}

/** The pattern above, for the test that keeps them bounded. */
export const PLACE_AFTER_PATTERNS: readonly RegExp[] = [
  NOT_FIRST,
  BUT,
  PORT_OR_SITE_OF,
  VERB_AFTER_NAME,
  PORT_AFTER,
  WEEK_AFTER,
  SITE_AT,
  REGION_AFTER,
]
