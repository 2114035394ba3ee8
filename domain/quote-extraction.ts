import { hasAnyDetail, mergeQuoteDetails, missingSlots, type QuoteDetails, type QuoteSlot } from './quote-details'
import {
  ANSWER_OPENERS,
  ARTICLES,
  CARGO_LABELS,
  CARGO_OF,
  CONTAINER_FEET,
  DONT_KNOW,
  NON_ANSWERS,
  NOT_A_PLACE,
  NOT_CARGO,
  PACKAGE_UNITS,
  STOP_WORDS,
  TRANSPORT_OF,
  VOLUME_UNITS,
  WEIGHT_UNITS,
} from './quote-lexicon'
import {
  CONTAINER,
  COUNTED_CONTAINERS,
  containerText,
  DATE_PATTERNS,
  INCOTERM,
  LOADING_METRES,
  PACKAGES,
  VOLUME,
  WEIGHT,
  weightUnit,
} from './quote-patterns'
import { isNegated, phraseAt, titleCase, withoutMailNoise } from './quote-phrases'
import { placesIn } from './quote-places'

const CARGO_LABEL = new RegExp(
  String.raw`(?<![\p{L}])(?:${CARGO_LABELS})\s{0,2}(?::|=|-|is|are|ist|sind|es|son|est|sont|è|sono|zijn|to|są|é|são|je|jsou)\s{1,3}`,
  'giu',
)
const CARGO_AFTER_TRANSPORT = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:${TRANSPORT_OF})\s{1,3}(?:of|de|di|van|des|du|d')|wysyłka|wysyłkę|przewóz|přeprava|přepravu|do\s{1,3}(?:przewiezienia|wysłania|przewozu))\s{1,3}(?=\p{Ll})`,
  'giu',
)
const CARGO_AFTER_QUANTITY = new RegExp(
  String.raw`(?:(?<![\d.,])\d[\d.,]{0,12}\s{0,3}(?:${WEIGHT_UNITS}|${VOLUME_UNITS}|${PACKAGE_UNITS})|(?:20|40|45)\s{0,2}(?:${CONTAINER_FEET}|hc|hq)(?:\s{0,3}(?:hc|hq))?(?:\s{1,3}(?:containers?|container|contenedor(?:es)?|conteneurs?|kontener(?:y)?|kontejner(?:y)?|konteyner))?)(?![\p{L}\d])\s{1,3}(?:(${CARGO_OF})\s{1,3})?`,
  'giu',
)
const VERBS = String.raw`mover|mandar|llevar|trasladar|spostare|trasferire|mandare|převézt|odvézt|přepravit|przewieźć|przetransportować|levar|exportons|expédions|envoyons|importons|transporter|exportamos|enviamos|importamos|esportiamo|spediamo|importiamo|exporteren|verzenden|eksportujemy|wysyłamy|importujemy|vyvážíme|posíláme|dovážíme|ship|send|move|transport|export|import|deliver|shipping|sending|moving|transporting|exporting|importing|enviar|transportar|exportar|envoyer|expédier|exporter|spedire|trasportare|inviare|esportare|verzenden|vervoeren|versturen|exporteren|wysłać|przewieźć|poslat|přepravit|odeslat`
const CARGO_AFTER_VERB = new RegExp(
  String.raw`(?<![\p{L}])(?:${VERBS})\s{1,3}(?:(?:some|our|my|a|an|the|a\s{1,3}few|several|nuestros|nuestras|unos|unas|nos|des|du|une|un|le|la|les|una|uno|il|lo|i\s{1,3}nostri|onze|een|het|de|nasze|nossos|nossas|um|uma|o|naše)\s{1,3})?(?=\p{L}[\p{L}'’ -]{0,60}?(?:\s(?:from|to|von|nach|de|desde|a|à|depuis|vers|da|dal|per|van|naar|z|ze|do|para|od)\s|[.!]?\s{0,3}$))`,
  'giu',
)
// Verb-final German and Dutch: "einen Bagger von München nach...", "een graafmachine van Zwolle naar...".
const CARGO_BEFORE_FROM =
  /(?<![\p{L}])(?:ein|eine|einen|een|unsere|onze)\s{1,3}(?=\p{L}[\p{L}'’ -]{0,40}?\s(?:von|van|from|vanuit|aus|uit)\s{1,3}\p{Lu})/giu
// The object before a final verb: Turkish "kuru meyve ihraç ediyoruz", Dutch "een heftruck laten vervoeren",
// German "Messestände transportieren", French "une machine à transporter", Polish "do przewiezienia".
const FINAL_VERBS = String.raw`ihraç|ithal|gönder\p{Ll}{0,12}|taşı\p{Ll}{0,12}|sevk|(?:laten\s{1,3})?(?:vervoeren|verzenden|versturen|transporteren)|versenden|verschicken|transportieren|liefern|à\s{1,3}(?:transporter|expédier|envoyer|livrer)`
const CARGO_BEFORE_FINAL_VERB = new RegExp(String.raw`(?<![\p{L}'’])((?:\p{L}{2,30}\s{1,3}){1,3})(?:${FINAL_VERBS})(?![\p{L}])`, 'gu')
const MODALS =
  /^(?:müssen|möchten|wollen|moet|moeten|willen|wil|dobbiamo|devo|mam|muszę|musimy|potřebuji|potřebujeme|ai|ha|j'ai|une|un|een|ein|eine|einen|bir)$/u
const PRONOUNS = new Set('ich wir sie er es ik we wij je nous il elle on io noi ja my biz ben i you yo nosotros eu nós já'.split(' '))
const INCOTERM_FIRST = /^(?:EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|DAT)(?![\p{L}])/u
const NON_ANSWER = new RegExp(String.raw`^(?:(?:${NON_ANSWERS})(?:[\s!.]{1,3}|$)){1,4}$|(?:^|\s)(?:${DONT_KNOW})(?![\p{L}])`, 'iu')
const OPENER = new RegExp(String.raw`^(?:${ANSWER_OPENERS})\s{1,3}`, 'iu')
const CARGO = { max: 5, rejectFirst: NOT_CARGO, stopBeforeName: true, joinAnd: true }

/** The first match of a global pattern that is not negated ("not 12 t but 14 t" gives 14 t). */
function affirmed(pattern: RegExp, text: string): RegExpExecArray | undefined {
  for (const match of text.matchAll(pattern)) if (!isNegated(text, match.index, match.index + match[0].length)) return match
  return undefined
}

/** The quote details stated in one message. `expecting` is the slot the assistant just asked for, so a bare answer fills it. */
export function extractQuoteDetails(message: string, expecting: QuoteSlot | null = null): QuoteDetails {
  const text = withoutMailNoise(message)
  const found: Record<string, string> = {}
  const put = (key: keyof QuoteDetails, value: string | undefined) => {
    if (value && !found[key]) found[key] = value
  }
  const weight = affirmed(WEIGHT, text)
  if (weight) put('weight', `${weight[1]} ${weightUnit(weight[2]!)}`)
  const volume = affirmed(VOLUME, text)
  if (volume) put('volume', `${volume[1]} cbm`)
  const metres = affirmed(LOADING_METRES, text)
  if (metres) put('volume', `${metres[1]} ldm`)
  const counted = affirmed(COUNTED_CONTAINERS, text)
  const container = counted ?? affirmed(CONTAINER, text)
  if (container) put('containers', containerText(container, Boolean(counted)))
  const packages = affirmed(PACKAGES, text)
  if (packages) put('packages', `${packages[1]} ${packages[2]!.toLowerCase()}`)
  put('dates', dateIn(text))
  const incoterm = affirmed(INCOTERM, text)
  if (incoterm) {
    put('incoterm', incoterm[0].trim())
    // An Incoterm's named place comes first. EXW, FCA, FAS, FOB name the place of departure; the C and D terms the place of arrival.
    if (incoterm[2]) put(/^(?:E|F)/.test(incoterm[1]!) ? 'origin' : 'destination', incoterm[2])
  }
  const places = placesIn(text)
  put('origin', places.origin)
  put('destination', places.destination)
  const cargo = cargoIn(text)
  if (cargo && cargo.toLowerCase() !== places.origin?.toLowerCase() && cargo.toLowerCase() !== places.destination?.toLowerCase())
    put('cargo', cargo)

  if (expecting && expecting !== 'size' && !found[expecting]) put(expecting, bareAnswer(text, expecting, found))
  return found as QuoteDetails
}

/**
 * The details after one more message. After the first message, while details are missing, the
 * assistant has just asked for the first missing one, so a bare answer ("Hamburg") fills it.
 */
export function detailsAfterMessage(known: QuoteDetails, message: string, earlierMessages: number): QuoteDetails {
  const expecting = hasAnyDetail(known) || earlierMessages > 0 ? (missingSlots(known)[0] ?? null) : null
  return mergeQuoteDetails(known, extractQuoteDetails(message, expecting))
}

function dateIn(text: string): string | undefined {
  for (const pattern of DATE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const said = match[0].trim()
      if (isNegated(text, match.index, match.index + match[0].length) || !plausibleDay(said)) continue
      return said
    }
  }
  return undefined
}

/** 24/7 and 1.5. are not dates: a numeric day must be 1-31 and its month 1-12. */
function plausibleDay(said: string): boolean {
  const numeric = /(\d{1,2})[./-](\d{1,2})(?:[./-]|$)/u.exec(said)
  if (/^24\/7$/.test(said)) return false
  if (!numeric || /^\d{4}-/.test(said)) return true
  const [day, month] = [Number(numeric[1]), Number(numeric[2])]
  return day >= 1 && day <= 31 && month >= 1 && month <= 12
}

function cargoIn(text: string): string | undefined {
  for (const pattern of [CARGO_LABEL, CARGO_AFTER_QUANTITY, CARGO_AFTER_TRANSPORT, CARGO_AFTER_VERB, CARGO_BEFORE_FROM]) {
    for (const match of text.matchAll(pattern)) {
      const index = match.index + match[0].length
      if (isNegated(text, match.index, index)) continue
      const cargo = phraseAt(text.slice(index, index + 300), CARGO)
      // Without "of"/"de"/"mit" a single short word after a quantity is too weak a sign ("500 kg brutto").
      if (!cargo || (pattern === CARGO_AFTER_QUANTITY && !match[1] && cargo.length < 3) || INCOTERM_FIRST.test(cargo)) continue
      return cargo
    }
  }
  for (const match of text.matchAll(CARGO_BEFORE_FINAL_VERB)) {
    const words = match[1]!.trim().split(/\s{1,3}/)
    // Keep the words after the last one that cannot be cargo: "Wir müssen Messestände" gives "Messestände".
    const cut = words.findLastIndex((w) => {
      const l = w.toLowerCase()
      return STOP_WORDS.has(l) || ARTICLES.has(l) || NOT_CARGO.has(l) || PRONOUNS.has(l) || MODALS.test(l)
    })
    const cargo = words.slice(cut + 1)
    if (cargo.length > 0 && !cargo.some((w) => /['’]/.test(w))) return cargo.join(' ')
  }
  return undefined
}

/**
 * A short reply to a direct question ("Hamburg", "Maschinenteile", "Hamburg, 12 t") is the answer
 * to it: the first clause without digits that is not "ok", "ja", "no sé" or a question.
 */
function bareAnswer(text: string, slot: QuoteSlot, found: Record<string, string>): string | undefined {
  if (text.length > 300 || text.includes('?')) return undefined
  for (const clause of text.split(/[,;\n]|[.!](?:\s|$)/u).slice(0, 6)) {
    const answer = clause
      .trim()
      .replace(/[.!]{1,5}$/u, '')
      .replace(OPENER, '')
      .trim()
    if (answer.length < 2 || answer.length > 60 || /\d/.test(answer) || answer.split(/\s+/).length > 6) continue
    if (NON_ANSWER.test(answer)) continue
    const lower = answer.toLowerCase()
    if (Object.values(found).some((value) => lower.includes(value.toLowerCase()) || value.toLowerCase().includes(lower))) continue
    if (lower.split(/\s{1,3}/).some((word) => PRONOUNS.has(word))) continue
    if (slot === 'cargo') {
      const cargo = phraseAt(answer, { max: 6, rejectFirst: NOT_CARGO, joinAnd: true })
      return cargo === null ? undefined : answer.endsWith(cargo) ? cargo : answer
    }
    if (slot === 'origin' || slot === 'destination') {
      // The whole clause must read as a place: "I'd like a price" is not one.
      const place = phraseAt(answer, { max: 4, rejectFirst: NOT_A_PLACE })
      return place && answer.endsWith(place) ? titleCase(place) : undefined
    }
    return undefined
  }
  return undefined
}

/** Every pattern above, for the test that keeps them bounded. */
export const CARGO_PATTERNS: readonly RegExp[] = [
  CARGO_LABEL,
  CARGO_AFTER_QUANTITY,
  CARGO_AFTER_TRANSPORT,
  CARGO_AFTER_VERB,
  CARGO_BEFORE_FROM,
  CARGO_BEFORE_FINAL_VERB,
  NON_ANSWER,
  OPENER,
]
