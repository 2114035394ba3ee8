/** Reading a short phrase (a place, a cargo) out of free text, and whether a value was negated. */

import { MONTHS, WEEKDAYS } from './quote-calendar-words'
import { knownPlace } from './quote-gazetteer'
import { ARTICLES, STOP_WORDS } from './quote-lexicon'
import { FEASTS, LANE_WORDS } from './quote-name-words'
import { NEGATION_PATTERNS } from './quote-negation'
import {
  AND,
  ARROW_NEXT,
  afterSaint,
  BEFORE_NAME,
  endsCargo,
  FOR,
  GERMAN_ADJECTIVE,
  goodsAbbreviation,
  HAND_MADE,
  inForm,
  isBrand,
  isCapital,
  isVariety,
  joinsCargo,
  joinsInContext,
  joinsName,
  joinsPurpose,
  joinsTwo,
  laneStartsAt,
  NAME_JOINERS,
  NOT_HAZARDOUS,
  PLACE_JOINER,
  QUALITY_LABEL,
  rejectedFirst,
  TURKISH_CASE,
  turkishAblative,
} from './quote-phrase-joins'

// Bounded: at most six words of at most 40 characters each, so reading a phrase is constant work.
const WORD = String.raw`\p{L}[\p{L}'’.-]{0,40}`
const WORDS = new RegExp(String.raw`^(${WORD}(?:[ \t]{1,3}${WORD}){0,5})`, 'u')
const DATE_WORD = new RegExp(`^(?:${WEEKDAYS}|${MONTHS})$`, 'iu')

export interface PhraseRules {
  readonly max: number
  /** Words that cannot be the first one. */
  readonly rejectFirst: ReadonlySet<string>
  /** Only words that start with a capital (a place after a weak preposition: "a Milano"). */
  readonly capitalsOnly?: boolean
  /** Stop before "de", "of"... followed by a capital (cargo: "piezas de Valencia"). */
  readonly stopBeforeName?: boolean
  /** Stop a place at "de", "di"… followed by a lower-case word ("Ejido de pepinos"). */
  readonly nameOnlyAfterOf?: boolean
  /** Keep "and" between two words that could both be cargo ("vins et spiritueux"). */
  readonly joinAnd?: boolean
}
/** Up to `max` words, cut at the first stop word or punctuation; null when it starts with a word that cannot begin one. */
export function phraseAt(rest: string, rules: PhraseRules): string | null {
  const match = WORDS.exec(rest)
  if (!match) return null
  const raw = match[1]!.split(/[ \t]{1,3}/)
  const kept: string[] = []
  for (let i = 0; i < raw.length; i++) {
    const word = raw[i]!.replace(/[.'’-]{1,40}$/, '')
    const lower = word.toLowerCase()
    const partOfGoods =
      (lower === 'el' && HAND_MADE.test(raw[i + 1] ?? '')) || (lower === 'no' && kept.length > 0 && NOT_HAZARDOUS.test(raw[i + 1] ?? ''))
    if (kept.length > 0 && kept.length + 2 <= rules.max && joinsTwo(word, raw[i + 1] ?? '', rules.joinAnd === true)) {
      kept.push(word, raw[i + 1]!.replace(/[.,;:!?]{1,3}$/u, ''))
      i++
      continue
    }
    if (kept.length === 0 && word === lower && ARTICLES.has(lower) && !partOfGoods) continue
    if (rules.joinAnd && kept.length > 0 && AND.has(word) && joinsCargo(raw[i + 1], kept.at(-1)!) && kept.length + 2 <= rules.max) {
      kept.push(word)
      continue
    }
    if (
      rules.joinAnd &&
      kept.length > 0 &&
      (FOR.has(word) || inForm(word, raw[i + 1])) &&
      !/[.,;:]$/u.test(raw[i - 1]!) &&
      joinsPurpose(raw[i + 1], kept.at(-1)!) &&
      // "piastrelle in gres", never "Möbel in Lüdenscheid": "in" joins a material in lower case only.
      (word !== 'in' || /^\p{Ll}/u.test(raw[i + 1]!)) &&
      kept.length + 2 <= rules.max
    ) {
      kept.push(word, raw[i + 1]!.replace(/[.'’-]{1,40}$/, ''))
      if (/[.,;:!?]$/u.test(raw[++i]!)) break
      continue
    }
    // "macchina per la pasta", "máquina para el café": the purpose with its article.
    if (
      rules.joinAnd &&
      kept.length > 0 &&
      FOR.has(word) &&
      word !== 'in' &&
      !/[.,;:]$/u.test(raw[i - 1]!) &&
      /^(?:la|il|le|el|lo|the)$/u.test(raw[i + 1] ?? '') &&
      joinsPurpose(raw[i + 2], kept.at(-1)!) &&
      kept.length + 3 <= rules.max
    ) {
      kept.push(word, raw[i + 1]!, raw[i + 2]!.replace(/[.'’-]{1,40}$/, ''))
      i += 2
      continue
    }
    // "Weil am Rhein", "Frankfurt an der Oder": lower-case joiners inside a name, which ends with its sentence ("Ciudad de México. Son").
    const joiners = raw[i + 1] && /^(?:der|dem|den)$/u.test(raw[i + 1]!) ? 2 : 1
    if (
      kept.length > 0 &&
      isCapital(kept.at(-1)!) &&
      ((rules.nameOnlyAfterOf || rules.capitalsOnly ? PLACE_JOINER : /^(?:am|an|im|nad|upon|sur)$/u).test(word) ||
        joinsInContext(word, kept.at(-1)!, raw[i + 1], joiners)) &&
      joinsName(raw, i, joiners) &&
      kept.length + joiners + 1 <= rules.max + 1
    ) {
      kept.push(...raw.slice(i, i + joiners + 1).map((w) => w.replace(/[.,;:!?]{1,3}$/u, '')))
      if (/[.,;:!?]$/u.test(raw[(i += joiners)]!)) break
      continue
    }
    // A capital first word is a name (La Spezia, Den Haag), not a stop word.
    if ((STOP_WORDS.has(lower) && !(kept.length === 0 && word !== lower) && !partOfGoods) || kept.length === rules.max) break
    // "Talavera de la Reina", "Alcalá de los Gazules": "de" and an article inside a name.
    const articleJoin = word === 'de' && /^(?:la|las|los)$/u.test(raw[i + 1] ?? '') && isCapital(raw[i + 2] ?? '')
    if ((rules.capitalsOnly || rules.nameOnlyAfterOf) && kept.length > 0 && articleJoin && kept.length + 3 <= rules.max + 1) {
      kept.push(word, raw[i + 1]!, raw[i + 2]!.replace(/[.,;:!?]{1,3}$/u, ''))
      i += 2
      continue
    }
    // "Caxias do Sul" is one name; "Kędzierzynie-Koźlu do Ratyzbony" two places.
    const joins = NAME_JOINERS.has(word) && joinsName(raw, i, 1)
    if (rules.capitalsOnly && !isCapital(word) && !(kept.length > 0 && joins)) break
    if (rules.stopBeforeName && kept.length > 0 && endsCargo(lower)) break
    // "tubos de PVC": an abbreviation in capitals after "de" belongs to the goods; a name or a known town does not.
    const abbreviation = /^\p{Lu}{2,5}[.,;:!?]{0,3}$/u.test(raw[i + 1] ?? '') && !knownPlace(raw[i + 1]!)
    if (
      rules.stopBeforeName &&
      kept.length > 0 &&
      BEFORE_NAME.has(word) &&
      raw[i + 1] &&
      !abbreviation &&
      // "bûches de Noël", "dolci di Natale": a feast after "of" names the goods' kind.
      !FEASTS.has(raw[i + 1]!.replace(/[.,;:!?]{1,3}$/u, '').toLowerCase()) &&
      (isCapital(raw[i + 1]!) || knownPlace(raw[i + 1]!))
    )
      break
    // "granules de bois d'Épinal": an elided "de" before a name ends the goods as "de" does.
    if (rules.stopBeforeName && kept.length > 0 && /^d['’]\p{Lu}/u.test(word)) break
    // "carga en Ejido de pepinos": a place name goes on past "de" only to a capital ("Castellón de la Plana").
    if (
      rules.nameOnlyAfterOf &&
      kept.length > 0 &&
      BEFORE_NAME.has(word) &&
      !/^\p{Lu}|^(?:la|le|les|los|las|el|l['’]\p{Lu})/u.test(raw[i + 1] ?? '')
    )
      break
    // "fromage AOP Comté", "mortadella IGP": a quality label in capitals belongs to the goods, and the name after it too.
    const label = rules.stopBeforeName && kept.length > 0 && QUALITY_LABEL.test(word)
    if (label) {
      kept.push(word)
      continue
    }
    // German "gebrauchte Landmaschinen": an inflected adjective in lower case, then its noun with a capital.
    const germanNoun = kept.length === 1 && GERMAN_ADJECTIVE.test(kept[0]!) && /^\p{Lu}\p{Ll}{3,}$/u.test(word) && !knownPlace(word)
    // "frozen Dover sole", "mortadella Bologna IGP": a name with a goods word or a quality label right after it, no comma.
    const next = raw[i + 1]?.replace(/[.,;:!?]{1,3}$/u, '')
    const namedGoods =
      isCapital(word) &&
      next !== undefined &&
      !/[.,;:!?]$/u.test(raw[i]!) &&
      ((/^\p{Ll}{3,}$/u.test(next) && !STOP_WORDS.has(next) && !ARTICLES.has(next)) || QUALITY_LABEL.test(next))
    const clauseEnds = /^\s{0,2}(?:[,;]|[.!]?\s{0,3}$)/u.test(rest.slice(match[1]!.length))
    const brand = rules.stopBeforeName === true && kept.every((w) => w === w.toLowerCase()) && isBrand(word, next, clauseEnds)
    const variety = isVariety(word, next, raw[i + 2], raw[i + 3]) || brand || afterSaint(word, kept.at(-1))
    if (rules.stopBeforeName && kept.length > 0 && (TURKISH_CASE.test(word) || turkishAblative(word))) break
    if (
      rules.stopBeforeName &&
      kept.length > 0 &&
      isCapital(word) &&
      !FEASTS.has(lower) &&
      !germanNoun &&
      !namedGoods &&
      !variety &&
      !(/^\p{Lu}{2,5}$/u.test(word) && kept.at(-1) !== undefined && BEFORE_NAME.has(kept.at(-1)!) && !knownPlace(word)) &&
      !goodsAbbreviation(word, raw[i - 1] ?? '') &&
      kept.every((w) => w === w.toLowerCase()) &&
      !QUALITY_LABEL.test(kept.at(-1)!)
    )
      break
    // "Parmesan wheels Parma to Copenhagen": a known place after the goods is no part of them.
    if (
      rules.stopBeforeName &&
      kept.length > 0 &&
      knownPlace(word) &&
      ((isCapital(word) && raw[i + 1] !== undefined && !isCapital(raw[i + 1]!)) ||
        (raw[i + 1] === undefined && ARROW_NEXT.test(rest.slice(match[1]!.length)))) &&
      !namedGoods &&
      !variety
    )
      break
    if (kept.length === 0 && rejectedFirst(rules.rejectFirst, word, next)) return null
    if (word === '') break
    if (rules.stopBeforeName && kept.length > 0 && laneStartsAt(raw, i, rest.slice(match[1]!.length))) break
    // "collect from Newbury Monday": a weekday or month after a value is the date, not part of it.
    if (kept.length > 0 && DATE_WORD.test(word)) break
    // "depart Sochaux arrivee port de Tanger Med": the label of the other end ends the name.
    if (kept.length > 0 && LANE_WORDS.has(lower)) break
    kept.push(word)
    if (raw[i]!.endsWith('.') && (word.length > 3 || !isCapital(word) || knownPlace(word))) break
  }
  // "Ware: Holzpellets Gewicht: 22 t": a last word before a colon is the next label, not part of this value.
  if (kept.length > 1 && kept.length === raw.length && rest.charAt(match[0].length) === ':') kept.pop()
  // A phrase does not end on a joining word: "pneus du" (port) is "pneus".
  while (kept.length > 1 && (BEFORE_NAME.has(kept.at(-1)!) || AND.has(kept.at(-1)!))) kept.pop()
  return kept.length > 0 ? kept.join(' ') : null
}

export const titleCase = (place: string): string =>
  place === place.toLowerCase() ? place.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase()) : place

/** Every pattern above, for the test that keeps them bounded. */
export const PHRASE_PATTERNS: readonly RegExp[] = [WORDS, ARROW_NEXT, NOT_HAZARDOUS, ...NEGATION_PATTERNS]
