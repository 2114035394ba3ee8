/**
 * A place read without the words its name holds: "du Mans" read as "Mans" is Le Mans, "de Talavera de la Reina" read as
 * "Talavera" is Talavera de la Reina, "a El Pireo" read as "Pireo" is El Pireo. Only a name the gazetteer knows as a whole.
 */

import { literally } from './quote-folding'
import { foldName, knownFolded } from './quote-gazetteer'
import { slavicNominative } from './quote-slavic-nominative'

// The article a name may start with, and the article a contraction before it holds ("du" = de + le, "del" = de + el).
const ARTICLE_OF: Readonly<Record<string, string>> = {
  el: 'El',
  la: 'La',
  le: 'Le',
  les: 'Les',
  il: 'Il',
  lo: 'Lo',
  los: 'Los',
  las: 'Las',
  den: 'Den',
  du: 'Le',
  au: 'Le',
  aux: 'Les',
  des: 'Les',
  del: 'El',
  al: 'El',
  dal: 'Il',
  nel: 'Il',
  dalla: 'La',
  della: 'La',
  alla: 'La',
  nella: 'La',
  sulla: 'La',
  dallo: 'Lo',
  allo: 'Lo',
}
// ("jusqu'au Mans": the contraction after "jusqu'" too.)
const BEFORE = /(?:^|[^\p{L}'’]|(?<=qu)['’])(\p{L}{2,5})\s{1,3}$/u
// Lower-case joiners inside a longer name after the one read: "de la", "del", "di", "sur", "am", "nad".
const AFTER =
  /^\s{1,3}((?:(?:de\s{1,3}la|de\s{1,3}los|del|de|di|da|do|dos|das|sur|sul|al|en|es|am|an|nad|upon)\s{1,3})?\p{Lu}[\p{L}'’-]{1,30})/u

const LOWER_AFTER = /^\s{1,3}(\p{Ll}[\p{L}'’-]{1,30})(?:\s{1,3}(\p{Ll}[\p{L}'’-]{1,30}))?/u

const whole = (name: string) => {
  const place = knownFolded(foldName(name), false, false, /^\p{Lu}/u.test(name))
  return place && foldName(place.name) === foldName(name) ? place.name : place ? name : undefined
}

/** The place's whole name where the text around `place` makes it a longer known name; `place` otherwise. */
export function wholePlaceName(text: string, place: string): string {
  const at = new RegExp(`(?<![\\p{L}])${literally(place)}(?![\\p{L}])`, 'iu').exec(text)
  if (!at || place.length > 60) return place
  const written = at[0]
  const before = BEFORE.exec(text.slice(Math.max(0, at.index - 8), at.index))?.[1]?.toLowerCase() ?? ''
  const article = ARTICLE_OF[before]
  // "al porto del Pireo": an Italian or Spanish contraction before a name known on its own holds the language's own article,
  // not the name's (French writes the name's: "au Havre" is Le Havre).
  const contracted = article !== undefined && article.toLowerCase() !== before && !/^(?:du|au|aux|des)$/u.test(before)
  const withArticle = article && !(contracted && whole(written)) ? whole(`${article} ${written}`) : undefined
  if (withArticle) return withArticle
  // "au Puy-en-Velay", "du Touquet": French writes the article into the name; a name the gazetteer does not know keeps it.
  const contraction = /(?:^|[^\p{L}])(?:au|du|aux)\s{1,3}$/iu.test(text.slice(Math.max(0, at.index - 6), at.index))
  if (article && contraction && !whole(written) && /^\p{Lu}/u.test(written)) return `${article} ${written}`
  // ("do Spojených arabských emirátů", "aux Émirats arabes unis": a name that goes on in lower case, known as a whole.)
  const lower = LOWER_AFTER.exec(text.slice(at.index + written.length))
  for (const words of lower ? [lower.slice(1).filter(Boolean), [lower[1]!]] : []) {
    const found = knownFolded(foldName(`${written} ${words.join(' ')}`), true, false, true)?.name
    if (found) return found
  }
  let longer = written
  let rest = text.slice(at.index + written.length)
  for (let step = 0; step < 3; step++) {
    const next = AFTER.exec(rest)
    if (!next) break
    longer += ` ${next[1]!.replace(/\s{1,3}/gu, ' ')}`
    rest = rest.slice(next[0].length)
    // ("do Dar es Salaamu": a longer name in a case form gives its nominative.)
    const found = whole(longer) ?? knownFolded(foldName(longer), true, false, /^\p{Lu}/u.test(longer))?.name
    if (found) return found
  }
  return slavicNominative(text, text.slice(Math.max(0, at.index - 6), at.index), place)
}

// Italian elides the article before a vowel: "dall'Aquila" is "da L'Aquila", "all'Olanda" is "a Olanda".
export const ELIDED = /(?<![\p{L}])(dall|all|nell|dell|sull)['’](\p{Lu}[\p{L}'’-]{1,30})/gu
const PREPOSITION_OF: Readonly<Record<string, string>> = { dall: 'da', all: 'a', nell: 'in', dell: 'di', sull: 'su' }
/** `text` with the elided prepositions written out, the article kept where the gazetteer knows the name with it. */
export const withoutElision = (text: string): string =>
  text.replace(ELIDED, (_, preposition: string, name: string) => {
    const withArticle = whole(`L'${name}`)
    return `${PREPOSITION_OF[preposition.toLowerCase()]} ${withArticle ?? name}`
  })

/** The patterns above, for the test that keeps them bounded. */
export const PLACE_ARTICLE_PATTERNS: readonly RegExp[] = [BEFORE, AFTER, LOWER_AFTER, ELIDED]
