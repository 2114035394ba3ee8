/**
 * A cargo named alone in a list of details, between a quantity and another detail: "16 palet, płytki ceramiczne, ok. 15 t", "Shanghai -> Felixstowe, LED lighting,
 * ETD …", "4 palety, léky, 800 kg". Precision first: the item must sit beside a quantity, not be the first item, be one to
 * four lower-case words (or an abbreviation in capitals), and hold no place, date, stop word, greeting or thanks.
 */

import { MONTHS, WEEKDAYS } from './quote-calendar-words'
import { PACKING, trimmedCargo } from './quote-cargo-trim'
import { knownPlace } from './quote-gazetteer'
import { ARTICLES, CORRECTION_CUES, NEGATIONS, NON_ANSWERS, NOT_CARGO, STOP_WORDS } from './quote-lexicon'
import { isNegated } from './quote-negation'
import { BARE_CONTAINERS, CONTAINER, PACKAGES, VOLUME, WEIGHT } from './quote-patterns'

const AND = new Set(['and', 'und', 'y', 'et', 'e', 'en', 'i', 'a', 've', 'oraz'])
const FOR = new Set(['for', 'für', 'pour', 'per', 'para', 'voor', 'dla', 'pro'])
// Whole items (a long one is no goods but must not be cut into a word's tail: "…nach Bre|merhaven"); a spaced dash parts
// them too ("kosmetyki – 12 europalet"), a dash inside a word or a range does not.
const ITEM = /(?:[^,;:?\n–-]|[–-](?!\s)|(?<!\s)[–-]){1,600}/gu
const WORD = /^(?:\p{Ll}[\p{Ll}'’-]{0,30}|\p{Lu}{2,6})$/u
const GREETING =
  /^(?:hi|hello|hey|hallo|moin|servus|hola|buenas|bonjour|salut|slt|ciao|salve|buongiorno|hoi|dag|cześć|czesc|dzień\s{1,3}dobry|ahoj|dobrý\s{1,3}den|olá|ola|oi|bom\s{1,3}dia|boa\s{1,3}tarde|merhaba|selam|slm|guten\s{1,3}tag)$/iu
const DATE_WORD = new RegExp(String.raw`^(?:${MONTHS}|${WEEKDAYS})$`, 'iu')
const NOT_AN_ITEM = new RegExp(String.raw`^(?:${NON_ANSWERS})$`, 'iu')
const CORRECTS = new RegExp(String.raw`(?<![\p{L}])(?:${CORRECTION_CUES}|${NEGATIONS})(?![\p{L}])`, 'iu')
const QUANTITIES = [WEIGHT, VOLUME, PACKAGES, CONTAINER, BARE_CONTAINERS].map((p) => new RegExp(p.source, 'iu'))
const hasQuantity = (item: string | undefined) => item !== undefined && QUANTITIES.some((p) => p.test(item))
// Another detail beside it: a number, a day or month, or a capitalised word (a place).
const hasDetail = (item: string | undefined) =>
  item !== undefined && (/\d|\p{Lu}/u.test(item.trim().slice(1)) || item.split(/\s{1,3}/u).some((w) => DATE_WORD.test(w)))

function cargoWords(item: string): string | undefined {
  const words = item
    .trim()
    .replace(/[.!]{1,3}$/u, '')
    .split(/\s{1,3}/u)
  while (words.length > 1 && ARTICLES.has(words[0]!.toLowerCase())) words.shift()
  // "frozen Dover sole": a name between two goods words is part of the goods.
  const named = (i: number) => i > 0 && i < words.length - 1 && /^\p{Lu}\p{Ll}{2,30}$/u.test(words[i]!)
  if (words.length === 0 || words.length > 4 || !words.every((w, i) => WORD.test(w) || named(i))) return undefined
  const lower = words.map((w) => w.toLowerCase())
  // "books and magazines", "spare parts for lifts": a conjunction or a purpose may join two goods inside the item, never
  // open or close it.
  const joins = (w: string, i: number) => (AND.has(w) || FOR.has(w)) && i > 0 && i < lower.length - 1
  const bad = (w: string, i: number) =>
    (STOP_WORDS.has(w) && !joins(w, i)) || NOT_CARGO.has(w) || DATE_WORD.test(w) || NOT_AN_ITEM.test(w) || knownPlace(w)
  if (lower.some((w, i) => bad(w, i) && !named(i))) return undefined
  // "DAP", "EUR": a term of delivery or a pallet's standard in capitals is no goods.
  if (words.length === 1 && /^(?:EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|DAT|EUR|EPAL|ADR)$/u.test(words[0]!)) return undefined
  return knownPlace(words.join(' ')) ? undefined : words.join(' ')
}

/** The cargo a list of details names without a pattern to introduce it; undefined when none qualifies. */
export function listedCargo(text: string): string | undefined {
  if (text.length > 600) return undefined
  const items = [...text.matchAll(ITEM)].slice(0, 20)
  if (items.length < 2) return undefined
  // Each item's quantity is looked for once, and only around an item short enough to be goods.
  const quantity: (boolean | undefined)[] = []
  const quantityAt = (i: number) => (quantity[i] ??= hasQuantity(items[i]?.[0]))
  for (let i = 1; i < items.length; i++) {
    const [item, before, after] = [items[i]!, items[i - 1]?.[0], items[i + 1]?.[0]]
    if (/\d/u.test(item[0]) || item[0].length > 80 || item[0].trim().split(/\s{1,3}/u).length > 5) continue
    // ("Cześć, kosmetyki – 12 europalet": a greeting alone before the goods, then their quantity.)
    const greeted = i === 1 && GREETING.test(before?.trim() ?? '')
    // ("2 da 40 piedi HC, caffè crudo in sacchi": goods said with their packing, beside a quantity.)
    const packed = PACKING.test(item[0].trim()) && (quantityAt(i - 1) || quantityAt(i + 1))
    const listed = (quantityAt(i - 1) && hasDetail(after)) || (quantityAt(i + 1) && (hasDetail(before) || greeted))
    if (!packed && (items.length < 3 || !listed)) continue
    // ("kable miedziane na bębnach", "nawozy w workach": the packing said after the goods is no part of them, but bottles
    // are: "pivo v lahvích".)
    const kept = trimmedCargo(item[0]).trim()
    const core = cargoWords(kept.replace(PACKING, ''))
    const cargo = core && PACKING.test(kept) ? kept : core
    // A correction's items ("errore mio", "pas deux") are no goods.
    if (cargo) return CORRECTS.test(text) || isNegated(text, item.index, item.index + item[0].length) ? undefined : cargo
  }
  return undefined
}

/** Every pattern above, for the test that keeps them bounded. */
export const LIST_PATTERNS: readonly RegExp[] = [ITEM, WORD, GREETING, DATE_WORD, NOT_AN_ITEM, CORRECTS]
