/**
 * Quantities said with the unit first, as corrections say them: "i bancali sono 7", "palet je 6", "the pallets are 8",
 * "i metri cubi sono 35"; and a new count of the containers already known, in digits or words ("son 3 contenedores, no 2",
 * "es sind drei Container", "i container sono due": that many of the same size).
 */
import type { QuoteDetails } from './quote-details'
import { CONTAINER_WORDS, PACKAGE_UNITS, VOLUME_UNITS, WEIGHT_UNITS } from './quote-lexicon'
import { isNegated } from './quote-negation'
import { COUNT_WORDS_ALT, countValue } from './quote-number-words'
import { weightUnit } from './quote-patterns'

const IS = String.raw`(?:is|are|ist|sind|es|son|est|sont|è|sono|zijn|jest|są|é|são|je|jsou|will\s{1,3}be|sarà|saranno|serán|seront|worden|budou)`
const COUNT = String.raw`(?<![\d.,])(\d{1,5}(?:[.,]\d{1,3})?)(?!\d|[.,]\d|\s{0,2}(?:${WEIGHT_UNITS}|${VOLUME_UNITS})(?![\p{L}]))`
const PACKAGES_FIRST = new RegExp(String.raw`(?<![\p{L}])(${PACKAGE_UNITS})\s{1,3}${IS}\s{1,3}${COUNT}`, 'giu')
const VOLUME_FIRST = new RegExp(String.raw`(?<![\p{L}])(?:${VOLUME_UNITS})\s{1,3}${IS}\s{1,3}${COUNT}`, 'giu')
// "3 contenedores", "drei Container", and unit first: "i container sono due", "the containers are 3".
const CONTAINER_COUNT = new RegExp(
  String.raw`(?<![\p{L}\d.,])(\d{1,3}|${COUNT_WORDS_ALT})\s{1,3}(?:${CONTAINER_WORDS})(?![\p{L}\d]|\s{0,3}(?:de|da|of|x|van|à|a)?\s{0,3}(?:20|40|45))|(?<![\p{L}])(?:${CONTAINER_WORDS})\s{1,3}${IS}\s{1,3}(\d{1,3}|${COUNT_WORDS_ALT})(?![\p{L}\d])`,
  'giu',
)
const COUNT_OF_SIZE = new RegExp(
  String.raw`(?<![\p{L}\d.,])(\d{1,2}|${COUNT_WORDS_ALT})\s{1,3}(?:de|of|da|di|van)\s{1,3}(20|40|45)(?!\d|[.,]\d|\s{0,3}(?:kg|t|tons?|m3|cbm|pal\p{L}{0,6})(?![\p{L}]))`,
  'giu',
)
const SIZE = /^(?:\d{1,3}\s{0,2}x\s{0,2})?(.{1,20})$/u
// "těch kubíků bude víc, zhruba 36", "the tonnes will be more, about 26": the unit of a known quantity, then its new number
// closing the clause.
const AGAIN = (units: string) =>
  new RegExp(
    String.raw`(?<![\p{L}])(${units})(?![\p{L}])[^\d\n.!?]{1,30}?(?<![\d.,])(\d{1,5}(?:[.,]\d{1,3})?)(?=\s{0,2}(?:[.!?,;]|$))`,
    'giu',
  )
const VOLUME_AGAIN = AGAIN(VOLUME_UNITS)
const WEIGHT_AGAIN = AGAIN(WEIGHT_UNITS)

function affirmed(pattern: RegExp, text: string): RegExpExecArray | undefined {
  for (const match of text.matchAll(pattern)) if (!isNegated(text, match.index, match.index + match[0].length)) return match
  return undefined
}

/** The count of containers `text` says with their word ("4 konteyner", "i container sono due"), not negated. */
export function containerCountIn(text: string): string | undefined {
  const count = affirmed(CONTAINER_COUNT, text)
  return count ? countValue(count[1] ?? count[2] ?? '') : undefined
}

/** The quantities of `text` said unit first, and a container count for the size `known` already holds. */
export function restatedQuantities(text: string, known: QuoteDetails, found: Partial<QuoteDetails>): Partial<QuoteDetails> {
  const out: Record<string, string> = {}
  const packages = found.packages ? undefined : affirmed(PACKAGES_FIRST, text)
  if (packages) out.packages = `${packages[2]} ${packages[1]!.toLowerCase()}`
  const volume = found.volume ? undefined : affirmed(VOLUME_FIRST, text)
  if (volume) out.volume = `${volume[1]} cbm`
  const volumeAgain = found.volume || out.volume || !known.volume ? undefined : affirmed(VOLUME_AGAIN, text)
  if (volumeAgain && !known.volume!.startsWith(`${volumeAgain[2]} `)) out.volume = `${volumeAgain[2]} cbm`
  const heavier = found.weight || !known.weight ? undefined : affirmed(WEIGHT_AGAIN, text)
  if (heavier && !known.weight!.startsWith(`${heavier[2]} `)) out.weight = `${heavier[2]} ${weightUnit(heavier[1]!)}`
  const count = found.containers || !known.containers ? undefined : affirmed(CONTAINER_COUNT, text)
  const size = known.containers ? SIZE.exec(known.containers)?.[1] : undefined
  const n = count ? countValue(count[1] ?? count[2] ?? '') : undefined
  if (n && size) out.containers = `${n} x ${size}`
  // "het zijn er 12, geen 9", "make that three, not two": a bare count beside the known count it takes back.
  const [oldPackages, unit] = known.packages?.split(/\s(.*)/su) ?? []
  const recount = !found.packages && !out.packages && oldPackages && unit ? recounted(text, oldPackages) : undefined
  if (recount) out.packages = `${recount} ${unit}`
  // "son 2 de 40, no 3 de 20", "son 4 de 40, no 3": a count and a size again, without the word for container (before
  // a bare count, which "40" would be).
  const again = !found.containers && !out.containers && known.containers ? affirmed(COUNT_OF_SIZE, text) : undefined
  const againCount = again ? countValue(again[1]!) : undefined
  if (again && againCount) out.containers = `${againCount} x ${again[2]}ft`
  const [, oldContainers, containerSize] = known.containers ? (/^(\d{1,3}) x (.{1,20})$/u.exec(known.containers) ?? []) : []
  const containers = !found.containers && !out.containers && oldContainers ? recounted(text, oldContainers) : undefined
  if (containers && !recount) out.containers = `${containers} x ${containerSize}`
  // "Mejor que sean 4", "make it 4": a bare count made the new one, when the containers are the only thing counted.
  const made = !found.containers && !out.containers && oldContainers && !known.packages ? MAKE_IT.exec(text)?.[1] : undefined
  if (made && made !== oldContainers) out.containers = `${made} x ${containerSize}`
  // "to nebude čtyřicítka, ale dvacítka": the size corrected by its nickname, the count kept.
  const renamed = !found.containers && !out.containers && known.containers ? affirmed(SIZE_NICKNAME, text) : undefined
  const newSize = renamed ? SIZE_OF_NICKNAME(renamed[1]!) : undefined
  if (newSize && !known.containers!.includes(`${newSize}ft`)) out.containers = `${oldContainers ?? '1'} x ${newSize}ft`
  return out
}

const MAKE_IT =
  /(?<![\p{L}])(?:make\s{1,3}(?:it|that)|(?:mejor\s{1,3})?que\s{1,3}sean|lieber|plutôt|meglio|liever|lepiej|melhor|radši)\s{1,3}(\d{1,2})(?!\d|[.,]\d|\s{0,2}[\p{L}%'’"])/iu
// A bare number, or a count word ("drie", "trois"); "een", "un", "one" only as the count taken back.
const BARE_COUNT = /(?<![\p{L}\d.,])(\d{1,5}(?!\d|[.,]\d|\s{0,2}[\p{L}%])|\p{L}{2,12}(?![\p{L}\d]))/gu
const ONE = new Set(['one', 'een', 'un', 'une', 'uno', 'una', 'um', 'uma', 'ein', 'eins', 'eine', 'jeden', 'jedna', 'jedno', 'bir'])
const countIn = (word: string, old: string) => countValue(word) ?? (old === '1' && ONE.has(word.toLowerCase()) ? '1' : undefined)

/** The one bare count of `text` beside the count `old` negated in it ("12, not 9" gives 12); undefined otherwise. */
function recounted(text: string, old: string): string | undefined {
  const counts = [...text.slice(0, 300).matchAll(BARE_COUNT)].flatMap((m) => {
    const value = countIn(m[1]!, old)
    return value === undefined ? [] : [{ value, negated: isNegated(text, m.index, m.index + m[0].length) }]
  })
  const takenBack = counts.some((c) => c.value === old && c.negated)
  const others = counts.filter((c) => c.value !== old && !c.negated)
  return takenBack && others.length === 1 ? others[0]!.value : undefined
}

const SIZE_NICKNAME =
  /(?<![\p{L}])(čtyřicítk[auy]|ctyricitk[auy]|dvacítk[auy]|dvacitk[auy]|czterdziestk[aęi]|dwudziestk[aęi]|vierziger|zwanziger|veertigvoeter|twintigvoeter|kırklık|yirmilik)(?![\p{L}])/giu
const SIZE_OF_NICKNAME = (word: string) => (/^(?:č|c|cz|vi|ve|kı)/iu.test(word) ? '40' : '20')

/** Every pattern above, for the test that keeps them bounded. */
export const RESTATED_PATTERNS: readonly RegExp[] = [
  COUNT_OF_SIZE,
  MAKE_IT,
  PACKAGES_FIRST,
  VOLUME_FIRST,
  VOLUME_AGAIN,
  WEIGHT_AGAIN,
  CONTAINER_COUNT,
  BARE_COUNT,
  SIZE_NICKNAME,
]
