/** The words before the goods that name none of them: fillers, sending verbs, articles, a lane typed first ("enviamos louça"). */
import { LABEL } from './quote-cargo-trim'
import { accentsOptional } from './quote-folding'
import { knownPlace } from './quote-gazetteer'
import { ARTICLES, FILLERS } from './quote-lexicon'

// "rzeczy domowe", "věci osobní": a word for things that is the goods' own name with the word after it.
const HOUSEHOLD =
  /^(?:rzeczy\s{1,3}(?:domowe|osobiste)|věci\s{1,3}osobní|osobní\s{1,3}věci|cose\s{1,3}personali|ev\s{1,3}eşyası|ev\s{1,3}esyasi)$/iu
// "enviamos louça", "posíláme sklo": filler and sending words before the goods, at most three.
const NOT_ARTICLE = new Set(['el', 'de', 'l'])
const FROM_OURS_TR = /^\p{Ll}{2,20}(?:ımız|imiz|umuz|ümüz|mız|miz)(?:dan|den|tan|ten)$/u
// ("amerikaya zeytinyağı": a place with a case ending, where the goods go, is no part of them.)
const TURKISH_CASE = /\p{L}{3}(?:ya|ye|dan|den|tan|ten|da|de)$/u
const declinedPlace = (word: string) => {
  const place = TURKISH_CASE.test(word) ? knownPlace(word) : undefined
  return place !== undefined && place.name.toLowerCase() !== word.toLowerCase()
}
// "2 conteneurs chargés de pièces détachées", "loaded with copper wire": what the equipment is loaded with.
const LOADED_WITH = accentsOptional(
  /^(?:chargés|chargées|chargé|chargée|loaded|beladen|cargados|cargadas|carichi|cariche|carregados|carregadas|geladen|naložené|załadowane)\s{1,3}(?:de|d['’]|with|mit|con|di|com|met|z)\s{0,3}(?=\p{L})/iu,
)
/** `cargo` without the filler or sending words before it, and without a lane typed before the goods. */
export function withoutLeadingFillers(cargo: string): string {
  if (HOUSEHOLD.test(cargo)) return cargo
  const loaded = LOADED_WITH.exec(cargo)
  if (loaded) return withoutLeadingFillers(cargo.slice(loaded[0].length))
  const words = cargo.split(/\s{1,3}/u)
  let first = 0
  // "ostrava gdansk uzené ryby", "Hatay arası tavuk": a lane before the goods (two known places, or one and "between").
  const lane = (a: string, b: string) => (knownPlace(a) && knownPlace(b)) || (/^\p{Lu}/u.test(a) && /^aras[ıi]$/u.test(b))
  if (words.length > 2 && lane(words[0]!, words[1]!)) first = 2
  // "2x20 lik konteyner fındık içi", "2x20lik mermer plaka": the Turkish size ending and the container word before the goods.
  const size = /^(?:l[ıiuü]k(?:\s{1,3}(?:konteyner|container))?|konteyner|container)\s{1,3}/iu.exec(words.slice(first).join(' '))
  const sizeWords = size ? size[0].trim().split(/\s{1,3}/u).length : 0
  if (size && words.length - first > sizeWords) first += sizeWords
  // ("Eine gebrauchte Galvanikanlage": an article opening the reply is no part of the goods; Turkish "el" is "hand". "Náklad
  // tvoří …": nor is a label before a filler.)
  // ("fabrikamızdan buzdolabı kompresörü": a Turkish "from our …" is where, not what.)
  const filler = (word: string) =>
    FILLERS.has(word.toLowerCase()) ||
    (ARTICLES.has(word.toLowerCase()) && !NOT_ARTICLE.has(word)) ||
    LABEL.has(word.toLowerCase()) ||
    FROM_OURS_TR.test(word) ||
    declinedPlace(word)
  while (first < Math.min(3, words.length - 1) && filler(words[first]!)) first++
  // ("dell'Amarone": an elided article is no part of the goods either.)
  return words
    .slice(first)
    .join(' ')
    .replace(/^(?:dell|dall|nell|l|d|un)['’](?=\p{L})/iu, '')
}

/** The pattern above, for the test that keeps them bounded. */
export const CARGO_LEAD_PATTERNS: readonly RegExp[] = [HOUSEHOLD, FROM_OURS_TR, TURKISH_CASE]
