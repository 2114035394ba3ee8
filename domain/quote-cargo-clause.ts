/**
 * Goods said at the start of a clause with no cue before them, only what follows: their quantity ("Deski sosnowe, ok. 60
 * m3") or the trip ("meble ogrodowe z Kalisza do Tallinna", "china clay fowey -> valencia"). Weaker signs than cargoIn's,
 * so they never replace goods already known.
 */
import { CARGO, SERVICE } from './quote-cargo'
import { withComplement } from './quote-cargo-complement'
import { packingAfter, trimmedCargo } from './quote-cargo-trim'
import { ABOUT, FINAL_VERBS, GREETINGS, MEASURE_WORDS, PACKED, PRONOUNS, TOTAL, VERBS } from './quote-cargo-words'
import { literally, lowered } from './quote-folding'
import { knownPlace } from './quote-gazetteer'
import { ARTICLES, CARGO_LABELS, CONTAINER_WORDS, NEGATIONS, PACKAGE_UNITS, STOP_WORDS, VOLUME_UNITS, WEIGHT_UNITS } from './quote-lexicon'
import { isNegated } from './quote-negation'
import { COUNT_WORDS_ALT } from './quote-number-words'
import { phraseAt } from './quote-phrases'

const LABEL_FIRST = new RegExp(String.raw`^(?:${CARGO_LABELS})\s{1,3}(?=\p{L})`, 'iu')
const QUANTITY = new RegExp(String.raw`\d[\d.,]{0,12}\s{0,3}(?:${WEIGHT_UNITS}|${VOLUME_UNITS}|${PACKAGE_UNITS})(?![\p{L}])`, 'iu')
const ROUGHLY = new RegExp(String.raw`^(?:${ABOUT}|${NEGATIONS})$`, 'iu')
const CLAUSE_START = /(?:^|[?!:;.,]\s{1,3}|\s[-–]\s{1,3})(?=\p{L})/gu
// "steel wire rod, 1x20'", "wool carpets on 22 rolls", "brussels sprouts 1x40ft", "miód w beczkach, 6 beczek": a weight,
// volume, packages or the containers' shorthand next (after a comma, or with its unit), maybe after the packing.
const QUANTITY_NEXT = new RegExp(
  String.raw`^(?:\s{1,3}(?:in|w|v|ve|en|em|im|auf|op|su)\s{1,3}(?:${PACKAGE_UNITS}|[\p{Ll}-]{3,20}ach|\p{Ll}{3,20}[íi]ch|\p{Ll}{3,20}ech|chłodni|chlodni|lastre|planchas|placas|plaques|platten|laiben|meules))?(?:,?\s{1,3}(?:${PACKED})(?:\s{1,3}(?:in|en|em|w|v|op|auf)\s{1,3}\p{Ll}{3,20})?)?,?\s{1,3}(?:(?:on|in|en|auf|op|na|w|we|v|ve|em|su)\s{1,3})?(?:(?:${TOTAL})\s{1,3})?(?:(?:${ABOUT})\s{1,3})?(?:\d[\d.,]{0,12}(?:\s\d{3}){0,3}\s{0,3}(?:${WEIGHT_UNITS}|${VOLUME_UNITS}|${PACKAGE_UNITS})(?![\p{L}])|(?:\d{1,2}|one|a|an|jeden|jedna|un|una|uno|une|um|uma|een|ein|eine|bir|${COUNT_WORDS_ALT})\s{1,3}(?:(?:20|40|45)\s{0,2}(?:ft|['’]|-?foot|-?feet)\s{0,3})?(?:${CONTAINER_WORDS})(?![\p{L}])|(?<=,\s{0,3})\d{1,2}\s{0,2}[x×]\s{0,2}(?:20|40|45)(?![\d.,]\d)|\d{1,2}\s{0,2}[x×]\s{0,2}(?:20|40|45)\s{0,2}(?:ft|['’]|hc|hq|dv|gp|reefer|rf)(?![\p{L}\d]))`,
  'iu',
)
// The word that opens the trip after the goods: "z", "from", "de", "von"…, or nothing before the origin of a lane.
const FROM_BEFORE = /\s{1,3}(?:(?:from|ex|z|ze|de|desde|da|dal|du|depuis|von|aus|ab|van|vanuit|uit|od)\s{1,3})?$/iu
// The same set apart by a comma ("azulejos pintados à mão, de Aveiro", "pièces détachées, départ Sochaux"), and the word
// before the destination.
const FROM_AFTER_COMMA =
  /,\s{1,3}(?:from|ex|z|ze|de|desde|da|dal|du|depuis|von|aus|ab|van|vanuit|uit|od|(?:d[ée]part|salida|partenza|sa[íi]da|vertrek|odjazd|odjezd)(?:\s{1,3}(?:de|du|da|uit|z))?)\s{1,3}$/iu
const TURKISH_FROM = /^['’]?(?:dan|den|tan|ten)(?![\p{L}])/u
const COMMA_END = /,\s{1,3}$/u
const TO_BEFORE = /\s{1,3}(?:to|do|nach|naar|a|à|para|pour|per|ke|k)\s{1,3}$/iu
// The clause is the goods and nothing else: no sentence words ("it's", "ça fait", "zo'n"), no rough-quantity words.
// A request is no goods: "besoin prix", "need rate", "Preis bitte".
const REQUEST = new Set(
  'besoin prix need price rate quote quotation cotation devis tarif preventivo prezzo precio presupuesto cotización cotizacion preço preco cotação cotacao angebot anfrage preis offerte prijs wycena cena cenu wyceny wycenę nabídka nabidka fiyat teklif pls please svp bitte thx potrzebuję potrzebuje potrzebujemy potřebuji potrebuji potřebuju potrebuju potřebujeme potrebujeme necesito preciso brauche'.split(
    ' ',
  ),
)
// A verb, a modal or a particle of a sentence: "brauchen Hanfstoff nach Danzig", "sacar almendra de Alcañiz", "ora mi
// servirebbe", "Pražskou šunku posíláme": a clause that holds one is a sentence, not goods.
const VERB = new RegExp(String.raw`^(?:${VERBS}|${FINAL_VERBS})$`, 'iu')
const SENTENCE = new Set(
  'brauchen brauche kannst können machen muss müssen sacar importar exportar portare portato serve servirebbe devo dobbiamo potřebujeme potřebuji necesitamos necesito queremos quiero musimy mam tengo tenemos hay faut aller ida retour vuelta andata ritorno heen terug partiel partial exportación importación export import stěhujeme přepravujeme vezeme ať aby kdyby hlavně żeby ważne prostu rientro ora mi ci'.split(
    ' ',
  ),
)
const INNER = new Set('à a z ze aus van en em of in de di do da na per pour for für fur dla pro voor'.split(' '))
// "havlu ve bornoz, 48 koli": "and" between two goods, not in a clause after a comma on its line (it ends a list whose first
// item was the goods: "Shampoo, Flüssigseife und Bodylotion").
const AND_INSIDE = new Set('and und et y e i ve'.split(' '))
const sentenceWord = (w: string) =>
  REQUEST.has(w) ||
  SENTENCE.has(w) ||
  VERB.test(w) ||
  /['’]/u.test(w) ||
  w.length < 2 ||
  GREETINGS.has(w) ||
  MEASURE_WORDS.has(w) ||
  STOP_WORDS.has(w) ||
  ARTICLES.has(w) ||
  PRONOUNS.has(w) ||
  ROUGHLY.test(w)

/** The first clause that opens with goods and nothing else; `goodsOf` gives the part of a clause that must be them. */
export function goodsOpeningClause(text: string, goodsOf: (clause: string, opener: string) => string | undefined): string | undefined {
  for (const match of text.matchAll(CLAUSE_START)) {
    const from = match.index + match[0].length
    // "Yük denim kumaş, 60 top", "towar sklejka, 1x40": a label without its colon opens the clause.
    const goods = goodsOf(text.slice(from, from + 300), match[0])?.replace(LABEL_FIRST, '')
    const read = goods ? phraseAt(goods, CARGO) : undefined
    // ("Calçado em caixas de Felgueiras para …": the goods with their packing after them are the goods.)
    const packed = Boolean(goods && read && read !== goods && packingAfter(goods, read))
    if (!goods || !read || (read !== goods && !packed && withComplement(goods, read) !== goods)) continue
    const words = lowered(goods).split(/\s{1,3}/u)
    // Inside the goods, the short words they are joined by ("à mão", "z drewna") are no sign of a sentence.
    const inner = (w: string) => INNER.has(w) || (AND_INSIDE.has(w) && !/,[ \t]*$/u.test(match[0]))
    const sentence = words.some((w, i) => sentenceWord(w) && !(i > 0 && i < words.length - 1 && inner(w)))
    if (
      sentence ||
      /^\p{Lu}{2,5}$/u.test(goods) ||
      words.some((w) => SERVICE.test(w)) ||
      knownPlace(goods) ||
      isNegated(text, from, from + goods.length)
    )
      continue
    return packed ? read : goods
  }
  return undefined
}

/** The goods said right before their quantity. */
export const cargoBeforeQuantity = (text: string): string | undefined =>
  goodsOpeningClause(text, (clause) => {
    const read = phraseAt(clause, CARGO)
    // ("pneumatiky na nakladaky, 70 m3": what the goods are for may stand between them and the quantity.)
    const cargo = read ? withComplement(clause, read) : undefined
    // ("marmo di Carrara in lastre, 21 tonnellate": the name the goods are called after may stand before the quantity.)
    // ("barvy a laky (ADR), 12 t": a short aside in brackets may stand there, too.)
    const rest = cargo ? clause.slice(cargo.length).replace(NAMED_AFTER, '').replace(ASIDE_AFTER, '') : ''
    return cargo && clause.startsWith(cargo) && QUANTITY_NEXT.test(rest) ? cargo : undefined
  })
const NAMED_AFTER = /^\s{1,3}(?:di|de|du|do|da|del)\s{1,3}\p{Lu}[\p{L}'’-]{1,30}(?=[\s,])/u
const ASIDE_AFTER = /^\s{0,2}\([^()\n\d]{1,30}\)/u

const wordAt = (text: string, word: string) => new RegExp(`(?<![\\p{L}])${literally(word)}(?![\\p{L}])`, 'u').exec(text)?.index ?? -1

/** The goods said right before the trip, both ends read by the rules in the same clause ("okna z Radomia do Wiednia"). */
export function cargoBeforeLane(text: string, origin: string | undefined, destination: string | undefined): string | undefined {
  if (!origin || !destination || origin.length > 60 || destination.length > 60) return undefined
  const [from, to] = [lowered(origin), lowered(destination)]
  return goodsOpeningClause(text, (clause) => {
    const lower = lowered(clause)
    // ("Delfts blauw aardewerk uit Delft": the end as a word of its own, not inside the goods' first word.)
    const at = wordAt(lower, from)
    const end = at + from.length
    const toAt = lower.indexOf(to, end)
    if (at < 3 || at > 80 || /^\p{L}/u.test(clause.slice(end)) || !/^[^,.;:!?]{1,12}$/u.test(lower.slice(end, toAt))) return undefined
    const goods = clause.slice(0, at).replace(FROM_BEFORE, '')
    if (goods === clause.slice(0, at) || SERVICE.test(goods)) return undefined
    // "fate trasporti da Bergamo a Lione?": a question about the lane asks about the service, it names no goods, unless
    // the goods and their moving are said ("inboedel verhuizen van Delft naar Lyon?").
    const moved = trimmedCargo(goods)
    if (/^[^,.;:!\n]{0,40}\?/u.test(clause.slice(toAt + to.length))) return moved !== goods && /\s/u.test(goods) ? moved : undefined
    return goods
  })
}

/**
 * The goods as an item of a list, before one end: "azulejos pintados à mão, de Aveiro" (a comma, then where they leave
 * from), "kontener 40 stóp, meble ogrodowe z drewna do Bostonu" (after a comma, then where they go).
 */
export function cargoBeforeOneEnd(text: string, origin: string | undefined, destination: string | undefined): string | undefined {
  const [end, cue] = origin ? [origin, FROM_AFTER_COMMA] : destination ? [destination, TO_BEFORE] : []
  if (!end || !cue || end.length > 60) return undefined
  const name = lowered(end)
  return goodsOpeningClause(text, (clause, opener) => {
    const at = lowered(clause).indexOf(name)
    // Before the destination only in a list of the details ("kontener 40 stóp, meble do Bostonu, 8 ton").
    const listed = cue !== TO_BEFORE || (opener.includes(',') && QUANTITY.test(text))
    // ("otomotiv yedek parçaları, Bursa'dan çıkacak": Turkish says "from" after the name.)
    const turkish = cue === FROM_AFTER_COMMA && TURKISH_FROM.test(clause.slice(at + name.length))
    if (at < 3 || at > 80 || (/^\p{L}/u.test(clause.slice(at + name.length)) && !turkish) || !listed) return undefined
    const before = clause.slice(0, at)
    const goods = before.replace(turkish ? COMMA_END : cue, '')
    return goods === before || SERVICE.test(goods) ? undefined : goods
  })
}

/** Every pattern above, for the test that keeps them bounded. */
export const CLAUSE_PATTERNS: readonly RegExp[] = [
  LABEL_FIRST,
  QUANTITY,
  ROUGHLY,
  CLAUSE_START,
  QUANTITY_NEXT,
  ASIDE_AFTER,
  FROM_BEFORE,
  FROM_AFTER_COMMA,
  TO_BEFORE,
  TURKISH_FROM,
  COMMA_END,
  NAMED_AFTER,
]
