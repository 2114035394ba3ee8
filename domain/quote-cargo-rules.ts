/**
 * The goods the rules read in one message, before the tagger is weighed against them: a cue first ("Ware:", "12 t of");
 * then, in a message that corrects, the goods after a copula ("ach nein, es ist Porzellan"); otherwise, while the
 * conversation has no goods yet, the goods after a plural copula opening it ("Seriam chapas de granito, …") or German goods
 * opening it ("gebrauchte Spritzgussmaschinen, …"), alone with their packing, before a quantity, before the lane, after it with "with" or before one end. The first reading
 * that is not one of the ends ("1x40 reefer napier > southampton": "napier" is the origin).
 */
import { CARGO, cargoIn } from './quote-cargo'
import { cargoAfterLane } from './quote-cargo-after-lane'
import { cargoBeforeLane, cargoBeforeOneEnd, cargoBeforeQuantity } from './quote-cargo-clause'
import { restatedGoods } from './quote-corrections'
import { accentsOptional } from './quote-folding'
import { knownPlace, samePlace } from './quote-gazetteer'
import { PACKAGE_UNITS } from './quote-lexicon'
import { phraseAt } from './quote-phrases'

// ("They would be …", "Es sind …": the plural or conditional copula that names what is shipped; "it's …" says too much else.)
const OPENING_COPULA = accentsOptional(
  /^\s{0,3}(?:\p{L}{2,12}(?:\s{1,3}\p{L}{2,12})?[,!.]\s{1,3})?(?:seriam|serían|seraient|sarebbero|wären|(?:sería|seria|serait|sarebbe|wäre)(?!\s{1,3}(?:poss[íi]vel|posible|possibile|possible|möglich|mogelijk|bueno|bom|bien|bene|gut|ideal))|zouden\s{1,3}zijn|they\s{1,3}are|they\s{1,3}would\s{1,3}be|it\s{1,3}would\s{1,3}be|(?:são|sono)(?!\s{1,3}(?:de|da|do|di|dal|dalla)\s{1,3}(?-i:\p{Lu}))|ce\s{1,3}sont|es\s{1,3}sind|sind(?=\s{1,3}(?-i:\p{Lu}))|es(?=\s{1,3}(?!(?:una?|el|la|los|las|para|por|muy|que|del?)\s)\p{Ll}{3,20}\s{1,3}\p{Ll}{3,20})|het\s{1,3}zijn|to\s{1,3}(?:jsou|są|by\s{1,3}byly|byłyby))\s{1,3}/iu,
)
// ("gebrauchte Spritzgussmaschinen, passt alles in …": a German adjective of goods, then a noun, opening a message.)
const GERMAN_GOODS_FIRST =
  /^\s{0,3}(?:(?:hi|hallo|moin|servus)[,!]?\s{1,3})?(?=(?:gebraucht|neu|leer|gefroren|tiefgekühlt|gekühlt|frisch|getrocknet|elektrisch|hydraulisch|landwirtschaftlich|flüssig)(?:e|en|er|es)\s{1,3}(?-i:\p{Lu}\p{Ll}{2,30}))/iu
const germanGoodsFirst = (text: string) => {
  const at = GERMAN_GOODS_FIRST.exec(text)
  const goods = at ? phraseAt(text.slice(at[0].length, at[0].length + 200), CARGO) : undefined
  return goods && !knownPlace(goods.split(/\s{1,3}/u).at(-1)!) ? goods : undefined
}
// ("kable miedziane na bębnach", "Fliesen auf Paletten": a message of nothing but goods and their packing.)
const PACKED_ALONE = new RegExp(
  String.raw`^\s{0,3}((?-i:(?:\p{Ll}[\p{Ll}-]{1,30}\s{1,3}){0,3}\p{Ll}[\p{Ll}-]{1,30}))\s{1,3}(?:na|w|we|v|ve|in|en|em|auf|op|su|on|im)\s{1,3}(?:${PACKAGE_UNITS}|(?-i:\p{Ll}{3,20}(?:ach|ech|ích)))\s{0,3}[.!]?\s{0,3}$`,
  'iu',
)
const packedAlone = (text: string) => {
  const goods = PACKED_ALONE.exec(text)?.[1]
  return goods && phraseAt(goods, CARGO) === goods && !knownPlace(goods) ? goods : undefined
}
const afterOpeningCopula = (text: string) => {
  const copula = OPENING_COPULA.exec(text)
  const goods = copula ? phraseAt(text.slice(copula[0].length, copula[0].length + 200), CARGO) : undefined
  return goods && !knownPlace(goods) ? goods : undefined
}

export function goodsByRules(
  text: string,
  ends: { readonly origin?: string; readonly destination?: string },
  correcting: boolean,
  cargoKnown: boolean,
): string | undefined {
  // ("du Mans vers Lisbonne": "Mans", read before the other end, is the end Le Mans as written, not goods; "1 x 40' cognac,
  // départ Cognac": goods in lower case beside the town written with its capital are the goods.)
  const apart = (goods: string, end: string) => goods === goods.toLowerCase() && text.includes(goods) && text.includes(end)
  const isEnd = (goods: string) =>
    [ends.origin, ends.destination].some(
      (end) =>
        end !== undefined &&
        // ("izmirden hamburga 2 konteyner": or the end in a case form.)
        !apart(goods, end) &&
        (` ${end.toLowerCase()} `.includes(` ${goods.toLowerCase()} `) || (!/\s/u.test(goods) && samePlace(goods, end))),
    )
  const readers = [
    () => cargoIn(text),
    ...(correcting
      ? [() => restatedGoods(text)]
      : cargoKnown
        ? []
        : [
            () => afterOpeningCopula(text),
            () => germanGoodsFirst(text),
            () => packedAlone(text),
            () => cargoBeforeQuantity(text),
            () => cargoBeforeLane(text, ends.origin, ends.destination),
            () => cargoAfterLane(text, ends.origin, ends.destination),
            () => cargoBeforeOneEnd(text, ends.origin, ends.destination),
          ]),
  ]
  for (const read of readers) {
    const goods = read()
    if (goods && !isEnd(goods)) return goods
  }
  return undefined
}

/** The pattern above, for the test that keeps them bounded. */
export const GOODS_RULE_PATTERNS: readonly RegExp[] = [OPENING_COPULA, GERMAN_GOODS_FIRST, PACKED_ALONE]
