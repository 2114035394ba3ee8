/** Turkish writes a place's case ending on the name: İstanbul'dan (from), Hamburg'a (to), and in chat without the apostrophe. */
import { foldName, knownFolded, knownPlace } from './quote-gazetteer'
import { isNegated } from './quote-negation'
import { acceptable } from './quote-span-values'

// Turkish writes the case ending after an apostrophe on a name: İstanbul'dan (from), Hamburg'a (to), Dilovası'ndan.
const TR_FROM =
  /(?<![\p{L}])(\p{Lu}\p{Ll}{1,30}(?:-\p{Lu}\p{Ll}{1,30}){0,2})(?:['’](?:n?dan|n?den|tan|ten|(?:da|de|ta|te)ki\s{1,3}\p{Ll}{2,30}(?:dan|den|tan|ten))|\s{1,3}liman[ıi]ndan)(?![\p{L}])/gu
// ("İskenderun limanından", "Mersin limanına": from and to a town's port; "Saint-Étienne'e": a name with hyphens.)
const TR_TO = /(?<![\p{L}])(\p{Lu}\p{Ll}{1,30}(?:-\p{Lu}\p{Ll}{1,30}){0,2})(?:['’](?:a|e|ya|ye|na|ne)|\s{1,3}liman[ıi]na)(?![\p{L}])/gu
// "gemlik'ten cenova'ya": in Turkish chat the apostrophe alone marks a name typed in lower case.
const TR_FROM_LOWER = new RegExp(TR_FROM.source.replace('(\\p{Lu}\\p{Ll}', '(\\p{Ll}\\p{Ll}'), 'gu')
const TR_TO_LOWER = new RegExp(TR_TO.source.replace('(\\p{Lu}\\p{Ll}', '(\\p{Ll}\\p{Ll}'), 'gu')

// "Kayseriden Tahrana halı": the case ending typed without its apostrophe, read only on a town the gazetteer knows.
// In chat also in lower case ("mersinden batuma"); only in a message that reads as Turkish ("Geladen wird" is no Gela).
const TR_FROM_BARE = /(?<![\p{L}])(\p{L}\p{Ll}{2,30}?)(?:dan|den|tan|ten)(?![\p{L}])/gu
const TR_TO_BARE = /(?<![\p{L}])(\p{L}\p{Ll}{2,30}?)(?:ya|ye|na|ne|a|e)(?![\p{L}])/gu
// ("Trabzon dan Odesa ya": or typed apart from the name.)
// ("manisadaki fabrikamızdan": from the factory in Manisa, typed without the apostrophe.)
const TR_FROM_BARE_KI = /(?<![\p{L}])(\p{L}\p{Ll}{2,30}?)(?:da|de|ta|te)ki\s{1,3}\p{Ll}{2,30}(?:dan|den|tan|ten)(?![\p{L}])/gu
const TR_FROM_APART = /(?<![\p{L}])(\p{L}\p{Ll}{2,30})\s(?:dan|den|tan|ten)(?![\p{L}])/gu
const TR_TO_APART = /(?<![\p{L}])(\p{L}\p{Ll}{2,30})\s(?:ya|ye|a|e)(?![\p{L}])/gu
const TURKISH_TEXT =
  /[ıİşŞğĞ]|(?<![\p{L}])(?:slm|selam|merhaba|mrb|kadar|fiyat|teklif|yükleme|yukleme|yüklenir|yuklenir|lazım|lazim|istiyoruz|olacak|civarı|civari|gönder\p{Ll}{0,10}|gonder\p{Ll}{0,10}|ocak|şubat|subat|mart|nisan|aralık|aralik|hafta|sonu|başı|basi|yüklenecek|yuklenecek|gidecek|gidiyor|alınacak|alinacak|konteyner|icin|için|miyim|misiniz|adet)(?![\p{L}])/iu
// ("bu arada", "burada": Turkish words of place that read like a town with an ending, "Arad" + "a".)
const TURKISH_WORDS = new Set(['arada', 'burada', 'orada', 'şurada', 'nerede', 'arasında', 'yanında'])
function bareSuffixed(text: string, pattern: RegExp): string | undefined {
  if (!TURKISH_TEXT.test(text)) return undefined
  for (const match of text.matchAll(pattern)) {
    if (TURKISH_WORDS.has(match[0].toLocaleLowerCase('tr'))) continue
    // The stem exactly as the gazetteer has it: "Grazie" is no "Grazi" (Graz declined) + "e".
    const [stem, whole] = [knownFolded(foldName(match[1]!), false), knownPlace(match[0])]
    // "Genova" is no "Genov" + "a": the whole word, when it is another known place, is that place.
    if (stem && (!whole || whole.id === stem.id) && !isNegated(text, match.index, match.index + match[0].length)) return stem.name
  }
  return undefined
}

function suffixed(text: string, pattern: RegExp): string | undefined {
  for (const match of text.matchAll(pattern)) {
    if (!acceptable(match[1]) || isNegated(text, match.index, match.index + match[0].length)) continue
    // ("new york limanına": the word before the name, when the two are a known place, is part of it.)
    const before = WORD_BEFORE.exec(text.slice(Math.max(0, match.index - 21), match.index))?.[1]
    return before && knownPlace(`${before} ${match[1]}`) ? `${before} ${match[1]}` : match[1]
  }
  return undefined
}
const WORD_BEFORE = /(\p{L}{2,20})\s$/u

const inLowerCase = (text: string, pattern: RegExp) => {
  const name = TURKISH_TEXT.test(text) ? suffixed(text, pattern) : undefined
  return name === undefined ? undefined : name.replace(/(?<![\p{L}])\p{Ll}/gu, (first) => first.toLocaleUpperCase('tr'))
}
/** The origin a Turkish case ending after an apostrophe names ("İzmir'den"): one meaning only, a strong reading. */
export const turkishOrigin = (text: string) => suffixed(text, TR_FROM) ?? inLowerCase(text, TR_FROM_LOWER)
/** The destination a Turkish case ending after an apostrophe names ("Hamburg'a"). */
export const turkishDestination = (text: string) => suffixed(text, TR_TO) ?? inLowerCase(text, TR_TO_LOWER)
/** The same endings typed without the apostrophe ("Konyadan", "ankaraya"): a weaker reading. */
export const turkishBareOrigin = (text: string) =>
  bareSuffixed(text, TR_FROM_BARE) ?? bareSuffixed(text, TR_FROM_BARE_KI) ?? bareSuffixed(text, TR_FROM_APART)
export const turkishBareDestination = (text: string) => bareSuffixed(text, TR_TO_BARE) ?? bareSuffixed(text, TR_TO_APART)

// ("körfeze kuru meyve", "güney afrikaya kuru meyve": before the goods of a Turkish sentence, a place in its case.)
const TR_CASE_END = /(?:[ae]|y[ae]|n[ae]|[dt][ae]n)$/u
// ("rotterdama": the gazetteer may know the declined form as another language's name; the stem tells.)
const declined = (words: string) => {
  const place = knownPlace(words)
  const stem = words.replace(TR_CASE_END, '')
  return place !== undefined && (place.name.toLowerCase() !== words.toLowerCase() || knownPlace(stem)?.id === place.id)
}
/** Whether `words[at]` (with the word before it) of a Turkish `text` is a place in a case ending, typed without its apostrophe. */
export const turkishCasePlaceAt = (words: readonly string[], at: number, text: string) =>
  TR_CASE_END.test(words[at]!) && TURKISH_TEXT.test(text) && (declined(words[at]!) || (at > 0 && declined(`${words[at - 1]} ${words[at]}`)))

/** Every pattern above, for the test that keeps them bounded. */
export const TURKISH_PLACE_PATTERNS: readonly RegExp[] = [
  TR_FROM,
  TR_TO,
  TR_FROM_LOWER,
  TR_TO_LOWER,
  TR_FROM_BARE,
  TR_FROM_BARE_KI,
  WORD_BEFORE,
  TR_TO_BARE,
  TR_FROM_APART,
  TR_TO_APART,
  TURKISH_TEXT,
  TR_CASE_END,
]
