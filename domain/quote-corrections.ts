/**
 * What a correcting message takes back: the detail whose value it negates, even in a case form ("místo Brna" takes back
 * Brno), and the goods it restates after a copula ("ach nein, es ist Porzellan", "pardon, c'est du carton").
 */
import { withComplement } from './quote-cargo-complement'
import { withoutLeadingFillers } from './quote-cargo-lead'
import type { QuoteDetails, QuoteSlot } from './quote-details'
import { accentsOptional, literally, lowered } from './quote-folding'
import { knownPlace, namesEnd, placeName, samePlace } from './quote-gazetteer'
import { NEGATIONS, NOT_CARGO } from './quote-lexicon'
import { isNegated } from './quote-negation'
import { COUNT_WORDS_ALT } from './quote-number-words'
import { phraseAt } from './quote-phrases'
import { LEAD_AFTER_BUT } from './quote-place-keywords'

const NAME_WORD = /\p{L}[\p{L}'’-]{1,30}/gu
// At the start of the message or of a clause: "es ist" (German nouns only), "it's", "c'est", "het is", "to jest", "je to" …
const COPULA_GOODS = accentsOptional(
  /(?:^|[,;:.!]\s{0,3})(?:(?:es|das)\s{1,3}(?:ist|sind)\s{1,3}(?=(?-i:\p{Lu}))|(?:it['’]s|it\s{1,3}is|they\s{1,3}are|c['’]est|ce\s{1,3}sont|het\s{1,3}(?:is|zijn|wordt)|to\s{1,3}(?:jest|są)|je\s{1,3}to|jsou\s{1,3}to)\s{1,3}(?=\p{L}))/giu,
)
// "no son aceitunas, es aceite", "não é vinho, é azeite", "non sono mele, sono pere": the copula after a negated one;
// "to nie meble ogrodowe, a meble biurowe": Polish "but" after a comma.
const NOT_X_BUT_Y = accentsOptional(
  /(?<![\p{L}])(?:(?:no|não|nao|non)\s{1,3}(?:es|son|é|e|são|sao|è|sono)\s{1,3}[^,;.!?]{1,40}[,;:]\s{0,3}(?:(?:sino|mas|ma)\s{1,3})?(?:es|son|é|e|são|sao|è|sono)|(?:to\s{1,3})?(?:není|nie|nejsou)\s{1,3}[^,;.!?]{1,40}(?:[,;]\s{0,3}(?:ale|tylko|lecz|nýbrž|a)|\s(?:ale|tylko|lecz|nýbrž))|[^,;.!?\d]{2,40}?\s(?:değil|degil),?)\s{1,3}(?=\p{L})/giu,
)
// "nie miód pitny, tylko miód gryczany", "not tiles but bricks", "nicht Äpfel, sondern Birnen": what follows "but".
const NOT_X_BUT_ONLY_Y = accentsOptional(
  /(?<![\p{L}])(?:not|nicht|kein\p{L}{0,2}|niet|geen|nie|ne|pas|non|no|não|nejde\s{1,3}o|nejedná\s{1,3}se\s{1,3}o|nie\s{1,3}chodzi\s{1,3}o)\s{1,3}([^,;.!?\d]{2,40}?)[,;]?\s{1,3}(?:but|sondern|maar|mais|ma|sino|mas|tylko|lecz|ale|nýbrž|ama|fakat|it['’]s|it\s{1,3}is|c['’]est|es\s{1,3}ist|het\s{1,3}is|je\s{1,3}to|to\s{1,3}jest)\s{1,3}(?:(?:only|nur|alleen|seulement|solo|sólo|apenas|jen|pouze)\s{1,3})?(?=\p{L})/giu,
)
const MEANT = accentsOptional(
  /(?<![\p{L}])(?:quería\s{1,3}decir|quise\s{1,3}decir|I\s{1,3}meant|meinte\s{1,3}ich|ich\s{1,3}meinte|je\s{1,3}voulais\s{1,3}dire|intendevo|volevo\s{1,3}dire|bedoelde\s{1,3}ik|ik\s{1,3}bedoelde|miała?m\s{1,3}na\s{1,3}myśli|myslel[a]?\s{1,3}jsem|jsem\s{1,3}myslel[a]?|queria\s{1,3}dizer)\s{1,3}(?=\p{L})/iu,
)
// ("tylko drzwi PCV. Reszta bez zmian.": the sentence ends the goods, even after a capital's dot.)
const sentenceFrom = (text: string, at: number) => text.slice(at, at + 200).split(/[.!?]\s{1,3}(?=\p{Lu})/u)[0]!
const GOODS = { max: 5, rejectFirst: NOT_CARGO, stopBeforeName: true, joinAnd: true }

/** The detail a message takes back ("não é Lyon, é Grenoble", "místo Brna je to Zlín"): its replacement answers it. */
export function correctedSlot(known: QuoteDetails, message: string): QuoteSlot | null {
  for (const slot of ['cargo', 'destination', 'origin'] as const) {
    const value = known[slot]
    if (!value) continue
    const at = lowered(message).indexOf(lowered(value))
    if (at >= 0 && isNegated(message, at, at + value.length)) return slot
    if (slot === 'cargo') continue
    // ("non è a Fiorano ma a Casalgrande" with Fiorano Modenese known: a capitalised word of the end's name names it too.)
    for (const word of [...message.slice(0, 400).matchAll(NAME_WORD)].slice(0, 60))
      if (
        (samePlace(word[0], value) || (/^\p{Lu}\p{L}{3}/u.test(word[0]) && namesEnd(value, word[0]))) &&
        isNegated(message, word.index, word.index + word[0].length)
      )
        return slot
  }
  return null
}

/**
 * "místo Brna je to Zlín" read as a new destination: a correction that takes back one end and names a place only for the
 * other end (and not the other end the conversation already has) means the end it took back.
 */
export function onCorrectedEnd(read: QuoteDetails, slot: QuoteSlot | null, known: QuoteDetails): QuoteDetails {
  if (slot !== 'origin' && slot !== 'destination') return read
  const other = slot === 'origin' ? 'destination' : 'origin'
  const pendingOther = read.pendingSlot === other ? read.pendingValue : undefined
  const value = read[slot] ? undefined : (read[other] ?? pendingOther)
  if (!value || (known[other] && samePlace(value, known[other]!))) return read
  const { [other]: _, [`${other}Locode` as const]: locode, pendingSlot, pendingValue, ...rest } = read
  const keepsPending = pendingSlot !== undefined && pendingSlot !== other
  // The place's UN/LOCODE moves with it: a value read as the other end carried the other end's code.
  const moved = read[other] === value && locode ? { [`${slot}Locode`]: locode } : {}
  return { ...rest, ...(keepsPending ? { pendingSlot, pendingValue } : {}), ...moved, [slot]: value }
}

const COUNT_FIRST = new RegExp(String.raw`^\s{0,3}(?:\d|(?:${COUNT_WORDS_ALT})(?![\p{L}]))`, 'iu')

/** The goods a correcting message names after a copula; undefined when it names none. */
export function restatedGoods(text: string): string | undefined {
  for (const match of [...text.slice(0, 400).matchAll(NOT_X_BUT_Y), ...text.slice(0, 400).matchAll(COPULA_GOODS)]) {
    const at = match.index + match[0].length
    if (isNegated(text, match.index, at)) continue
    // ("no es Ginebra, es Nyon": a place taken back is replaced by a place, not by goods.)
    if (match[0].split(/[\s,;]{1,3}/u).some((word) => /^\p{Lu}/u.test(word) && knownPlace(word))) continue
    const said = sentenceFrom(text, at)
    const goods = phraseAt(said, GOODS)
    // "… değil, Marsilya'ya", "Köln değil Düsseldorf olacak": a place (with or without its case ending) is no goods; nor is
    // a count ("it's four forty-footers now").
    if (
      goods &&
      !COUNT_FIRST.test(said) &&
      !/\d/u.test(goods) &&
      !/['’]\p{Ll}{1,4}(?:\s|$)/u.test(goods) &&
      !knownPlace(goods) &&
      !knownPlace(goods.split(/\s/u)[0]!) &&
      !isNegated(text, at, at + goods.length)
    )
      return goods
  }
  return undefined
}

// "it's English Breakfast tea, not Earl Grey": the goods said first, the ones taken back after them.
const Y_NOT_X = accentsOptional(
  /(?<![\p{L}])(?:it['’]s|it\s{1,3}is|c['’]est|es\s{1,3}ist|het\s{1,3}is|to\s{1,3}jest|je\s{1,3}to|é|es|è)\s{1,3}([^,;.!?]{2,40}?),?\s{1,3}(?:not|pas|nicht|niet|nie|ne|não|nao|no|non)\s{1,3}([^,;.!?]{2,40})/iu,
)

/** The goods named after "but" when the goods taken back are the ones the conversation has ("nie miód pitny, tylko …"). */
export function replacedGoods(text: string, knownCargo: string): string | undefined {
  const reversed = Y_NOT_X.exec(text.slice(0, 400))
  const first = reversed && takesBackGoods(reversed[2]!, knownCargo) ? phraseAt(reversed[1]!, GOODS) : null
  // ("é atum em conserva, não sardinha": with what the goods are in or made of.)
  if (first && !/\d/u.test(first) && !knownPlace(first)) return withComplement(reversed![1]!, first)
  // "donde dije azulejos quería decir gres porcelánico", "where I wrote tiles I meant stoneware".
  const meant = MEANT.exec(text.slice(0, 400))
  const said = meant ? text.slice(0, meant.index).toLowerCase().includes(knownCargo.toLowerCase()) : false
  for (const match of [...(said ? [meant!] : []), ...text.slice(0, 400).matchAll(NOT_X_BUT_ONLY_Y)]) {
    if (match !== meant && !takesBackGoods(match[1]!, knownCargo)) continue
    const at = match.index + match[0].length
    // ("mas sim loiça sanitária": the filler after "but" is no part of the goods.)
    const read = phraseAt(sentenceFrom(text, at), GOODS)
    const goods = read ? withoutLeadingFillers(read) : null
    if (goods && !/\d/u.test(goods) && !knownPlace(goods)) return goods
  }
  return undefined
}

// "keine Schrauben, sondern …" after "Schrauben und Muttern": the goods taken back whole or by one of their words (or a
// compound's end: "geen kaas maar …" after "boerenkaas").
const takesBackGoods = (takenBack: string, goods: string) =>
  takenBack.toLowerCase().includes(goods.toLowerCase()) ||
  takenBack
    .toLowerCase()
    .split(/\s{1,3}/u)
    .some((word) => word.length >= 4 && (` ${goods.toLowerCase()} `.includes(` ${word} `) || goods.toLowerCase().endsWith(word)))

const LEAD = new RegExp(`^${LEAD_AFTER_BUT}`, 'iu')
const NAME = { max: 4, rejectFirst: NOT_CARGO, capitalsOnly: true }

/** The place named after "but" when the place taken back is `known` ("nicht in Passau, sondern in unserem Werk in Freyung"). */
export function replacedPlace(text: string, known: string): string | undefined {
  for (const match of text.slice(0, 400).matchAll(NOT_X_BUT_ONLY_Y)) {
    if (!match[1]!.split(/\s{1,3}/u).some((word) => samePlace(word, known))) continue
    const rest = text.slice(match.index + match[0].length, match.index + match[0].length + 200)
    const name = phraseAt(rest.replace(LEAD, ''), NAME)
    if (name && !samePlace(name, known)) return placeName(name)
  }
  // "het moet Luxemburg zijn, niet Aken": the known place taken back, and one other place the gazetteer knows said beside it.
  const takenBack = new RegExp(
    `(?<![\\p{L}])(?:${NEGATIONS})\\s{1,3}(?:(?:in|to|nach|naar|à|a|en|do|w|v)\\s{1,3})?${literally(known)}(?![\\p{L}])`,
    'iu',
  )
  if (known.length > 60 || !takenBack.test(text)) return undefined
  const others = [...text.slice(0, 400).matchAll(CAPITAL_WORD)].map((m) => m[1]!).filter((w) => knownPlace(w) && !samePlace(w, known))
  return others.length === 1 ? others[0] : undefined
}
// (A name of several words counts whole: "it's Ho Chi Minh City, not Haiphong".)
const CAPITAL_WORD = /(?<=[^.!?:\s]\s{1,3})(\p{Lu}\p{Ll}{1,30}(?:[ -]\p{Lu}\p{Ll}{1,30}){0,3})(?![\p{L}])/gu

/** What `read` takes for an end or asks about that only names the new goods ("… mais du crémant de Limoux"), cleared. */
export const placesNaming = (goods: string, read: QuoteDetails): QuoteDetails => {
  const names = (value: string | undefined) =>
    value !== undefined && goods.endsWith(value) && /[\s'’]/u.test(goods.at(-value.length - 1) ?? '')
  return {
    ...(names(read.origin) ? { origin: undefined, originLocode: undefined } : {}),
    ...(names(read.destination) ? { destination: undefined, destinationLocode: undefined } : {}),
    ...(names(read.pendingValue) ? { pendingSlot: undefined, pendingValue: undefined } : {}),
  }
}

/** Every pattern above, for the test that keeps them bounded. */
export const CORRECTION_PATTERNS: readonly RegExp[] = [
  CAPITAL_WORD,
  MEANT,
  NAME_WORD,
  COPULA_GOODS,
  NOT_X_BUT_Y,
  NOT_X_BUT_ONLY_Y,
  Y_NOT_X,
  LEAD,
]
