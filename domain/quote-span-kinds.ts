/** Places the tagger reads that name the goods' kind, not an end of the trip: "Goudse kaas", "marmo di Carrara", "Afyon mermeri". */
import { foldName, knownFolded, knownPlace } from './quote-gazetteer'
import type { TaggedSpan } from './quote-tagger'

// Dutch "-se" and German "-er" adjectives of a known town (Gouda → Goudse, Leiden → Leidse, Nürnberg → Nürnberger).
export const townAdjective = (word: string) => {
  const stem = /^(\p{Lu}\p{Ll}{2,30})(se|er)$/u.exec(word.trim())
  if (!stem || knownPlace(word)) return false
  const base = stem[1]!
  // Only towns of the main gazetteer: "Tanger" is no adjective of Tanga (Tanzania).
  return [base, `${base}a`, `${base}en`].some((name) => knownFolded(foldName(name), true, true) !== undefined)
}
// Italian has "da" for "from": "di" after a word for goods names their kind, unless the word is a port, a town's part or
// a region ("porto di Genova", "provincia di Bergamo").
const ITALIAN_OF =
  /(?<![\p{L}])(?!(?:porto|interporto|aeroporto|stazione|provincia|zona|area|città|citta|comune|regione|magazzino|deposito|sede|stabilimento|centro)\s)\p{Ll}{3,30}\s{1,3}(?:di|del|della|dell['’]|dei|degli|delle)\s{0,3}$/u
// Turkish "Afyon mermeri", "Gaziantep fıstığı": a town without a case ending before a noun with its possessive ending is
// the goods' kind ("Gemlik limanından" is a place: a port, a depot, a factory).
const TURKISH_KIND =
  /^\s{1,3}(?!(?:liman|depo|fabrika|gümrü|havaliman|antrepo|organize|sanayi|serbest|bölge|ilçe|merkez)\p{Ll}{0,12})\p{Ll}{3,20}(?:ı|i|u|ü|sı|si|su|sü)(?![\p{L}'’])/u
export const namesKind = (text: string, span: TaggedSpan) =>
  ITALIAN_OF.test(text.slice(Math.max(0, span.start - 40), span.start)) ||
  (!/['’]/u.test(span.text) && TURKISH_KIND.test(text.slice(span.end, span.end + 30)))
