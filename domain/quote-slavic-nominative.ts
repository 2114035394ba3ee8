/**
 * The nominative of a Czech or Polish town the gazetteer does not know, written after a preposition that takes the genitive:
 * "z Poniklé" → Poniklá, "do Welsu" → Wels, "z Vítkovic" → Vítkovice, "z Velkých Popovic" → Velké Popovice. Only the
 * endings that undo one way are undone; "z Brna" (Brno), "ze Střeleče" (Střeleč) could be read back in two ways and stay.
 */
import { knownPlace } from './quote-gazetteer'

const GENITIVE_BEFORE = /(?<![\p{L}])(?:z|ze|do|od|u)\s{1,3}$/iu
const ACCENTED = /[^\p{ASCII}]/u
// (A Czech or Polish letter, or "z", "od", "v", "w" before a name: Portuguese and English say "do" too.)
const SLAVIC_TEXT = /[łżźśćńąęřěůčšžý]|(?<![\p{L}])(?:z|ze|od|v|ve|w|we)\s{1,3}(?-i:\p{Lu})/iu

/** One word back in its nominative: a plural "-ice" town, a feminine adjective, a masculine noun's "-u". */
function wordNominative(word: string, next: string | undefined): string {
  if (/\p{L}{3}ic$/u.test(word)) return `${word}e`
  // ("Velkých Popovic", "Horních Počernic": the adjective before a plural town.)
  if (next !== undefined && /\p{L}{2}ých$/u.test(word) && /ic$/u.test(next)) return `${word.slice(0, -3)}é`
  if (next !== undefined && /\p{L}{2}[íi]ch$/u.test(word) && /ic$/u.test(next)) return word.slice(0, -2)
  if (next === undefined && /\p{L}{3}é$/u.test(word)) return `${word.slice(0, -1)}á`
  // (Typed without accents: "z Ponikle", "z Velkych Popovic"; "ze Strelece", "z Olomouce" end in a soft consonant's "e".)
  if (next === undefined && !ACCENTED.test(word) && /\p{L}{2}[lkvrdtsz]e$/u.test(word)) return `${word.slice(0, -1)}a`
  if (next !== undefined && /\p{L}{2}ych$/u.test(word) && /ic$/u.test(next)) return `${word.slice(0, -3)}e`
  if (next === undefined && /\p{L}{3}[bcdfghklmnprstvz]u$/u.test(word)) return word.slice(0, -1)
  // ("ze Szczytna" → Szczytno: a neuter town after a consonant; "z Uhříněvsi" → Uhříněves, the Czech "village".)
  if (next === undefined && /\p{L}{3}[bcdfghklmprstwzłż]na$/u.test(word)) return `${word.slice(0, -1)}o`
  if (next === undefined && /\p{L}{3}vsi$/u.test(word)) return `${word.slice(0, -3)}ves`
  // ("z Kolína" → Kolín, "z Mělníka" → Mělník, "z Prostějova" → Prostějov: a Czech masculine town's "-a".)
  if (next === undefined && /\p{L}{2}(?:ín|in|ík|ik|ov)a$/u.test(word)) return word.slice(0, -1)
  return word
}

/** `place`, written in `text` right after `before`, in its nominative when it is a Czech or Polish genitive. */
export function slavicNominative(text: string, before: string, place: string): string {
  if (!GENITIVE_BEFORE.test(before) || !SLAVIC_TEXT.test(text) || knownPlace(place) || !/^\p{Lu}/u.test(place)) return place
  const words = place.split(/\s{1,3}/u)
  if (words.length > 2) return place
  return words.map((word, i) => wordNominative(word, words[i + 1])).join(' ')
}
