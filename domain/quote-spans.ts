/** Origin, destination and cargo of one message: the trained tagger's spans, checked against the rules and the gazetteer. */
import { withoutLeadingFillers } from './quote-cargo-lead'
import { packingBefore, trimmedCargo } from './quote-cargo-trim'
import { taggedEnd } from './quote-country-town'
import type { QuoteSlot } from './quote-details'
import { knownPlace, placeName, samePlace } from './quote-gazetteer'
import { addsName, holdsEnd, namedAfter, onlyInGoods, wordIn } from './quote-goods-names'
import { goodsBefore } from './quote-lane-shapes'
import { namesNothing, namesSendersTrade } from './quote-no-goods'
import { GOING_TO } from './quote-place-keywords'
import { INTRO } from './quote-places'
import { CONFIDENT_MARGIN, firstSpans, PACKING_WORD } from './quote-span-first'
import { betterPlace, chained, clean, longer, overlaps } from './quote-span-values'
import type { SpanLabel, TaggedSpan } from './quote-tagger'
import { readsAsPortuguese } from './quote-text-marks'

/** A known place the tagger reads as the end just asked for ("Where from?" – "the goods are in Rouen") needs less, when no rule disagrees. */
export const ANSWER_MARGIN = 2

export interface SpanReading {
  readonly origin?: string
  readonly destination?: string
  readonly cargo?: string
  /** A value the tagger was not sure of, to be confirmed by the visitor before it counts. */
  readonly unsure?: { readonly slot: 'origin' | 'destination' | 'cargo'; readonly value: string }
}

const SLOT_OF: Record<SpanLabel, 'origin' | 'destination' | 'cargo'> = { from: 'origin', to: 'destination', cargo: 'cargo' }
const JOINERS = new Set(['da', 'de', 'di', 'del', 'do', 'du', 'la', 'le', 'am', 'an', 'der', 'nad', 'sur', 'en'])
const isName = (value: string) => value.split(/\s{1,3}/u).every((word) => /^\p{Lu}/u.test(word) || JOINERS.has(word))

// Prepositions that name only one end of a trip: a place right after one cannot be the other end.
const OTHER_END: Record<SpanLabel, ReadonlySet<string>> = {
  from: new Set(['to', 'into', 'nach', 'naar', 'do', 'hacia', 'hasta', 'vers', 'verso', 'para']),
  to: new Set(['from', 'von', 'aus', 'z', 'ze', 'desde', 'depuis', 'vanuit', 'od']),
  cargo: new Set(),
}
/** Whether the span follows a preposition of the other end of the trip ("do Opola" tagged as the origin). */
const afterOtherEnd = (text: string, label: SpanLabel, span: TaggedSpan) =>
  OTHER_END[label].has((/(\p{L}{1,8})\s{1,3}$/u.exec(text.slice(Math.max(0, span.start - 12), span.start))?.[1] ?? '').toLowerCase())
const goingTo = (text: string, label: SpanLabel, span: TaggedSpan) =>
  label === 'from' && GOING_TO.test(text.slice(Math.max(0, span.start - 40), span.start))

/**
 * Reads the three free-text details. A value both the tagger and the rules read, or one the tagger is confident of,
 * is taken; a place only the rules read is taken when the gazetteer knows it; anything else the tagger saw is offered
 * for confirmation, never stored as a fact.
 */
export function readSpans(
  text: string,
  asked: QuoteSlot | null,
  rules: { origin?: string; destination?: string; cargo?: string },
  bare?: string,
  context: { quantities: boolean; weak?: readonly string[]; sure?: readonly string[] } = { quantities: false },
): SpanReading {
  const { first: spans, all: allSpans } = firstSpans(text, asked)
  // "fromage de Beaufort" with "de Beaufort" also read as a weak origin the gazetteer does not know: goods named after it.
  const namedAfterWeak = (goods: TaggedSpan, ...slots: ('origin' | 'destination')[]) =>
    slots.some(
      (s) => rules[s] && context.weak?.includes(s) && !knownPlace(rules[s]!) && namedAfter(goods.text, clean(rules[s]!), goods.margin),
    )
  const lane = rules.origin !== undefined && rules.destination !== undefined
  const out: { origin?: string; destination?: string; cargo?: string } = {}
  let unsure: SpanReading['unsure']
  for (const label of ['from', 'to', 'cargo'] as const) {
    const slot = SLOT_OF[label]
    // Of the tagger's spans of a label, the one the rules read too ("jsou" unsure, "mouky" also the bare answer).
    const ruleText = rules[slot] ?? bare
    const span =
      allSpans.find((s) => s.label === label && ruleText !== undefined && clean(s.text).toLowerCase() === clean(ruleText).toLowerCase()) ??
      spans.get(label)
    // A question back ("what do you mean by cargo?") does not answer the question asked, whatever the tagger read.
    const questionBack = text.includes('?') && asked === slot && span !== undefined && span.margin < 3 * CONFIDENT_MARGIN
    let tagged = span && !questionBack ? clean(span.text) : undefined
    // "fietsonderdelen moerdijk -> durban": goods the tagger reads with an end the rules read are cut to the rules' goods,
    // unless the tagger is sure of goods named after the place and the message names no lane ("vino de Rioja", not "vin de
    // Dijon à Nantes").
    if (
      label === 'cargo' &&
      tagged &&
      rules.cargo &&
      [rules.origin, rules.destination].some((end) => end && holdsEnd(tagged!, end) && !(namedAfter(tagged!, end, span!.margin) && !lane))
    )
      tagged = undefined
    // "Marina" of "porto di Marina di Carrara" (inside an end) and "empresa de mudanzas" (the sender's trade) are no goods.
    const inEnd = (cargo: string) => [rules.origin, rules.destination].some((end) => end && end !== cargo && wordIn(end, cargo))
    if (label === 'cargo' && tagged && (inEnd(tagged) || (rules.cargo && namesSendersTrade(text, span!.start)))) tagged = undefined
    // "Anfrage für Windkraft-Ersatzteile": a place the tagger reads inside the goods the rules read is part of them.
    // ("Gemlik zeytini, … Gemlik'ten Köstence'ye": a place written outside the goods too is no part of them only.)
    if (label !== 'cargo' && tagged && rules.cargo && onlyInGoods(text, rules.cargo, tagged)) tagged = undefined
    // "I am writing from Berlin about an invoice": a place after an introduction is at most a question.
    // ("Hi, Sendung Orgelpfeifen von Ludwigsburg": the introduction's words are English, and so is its "from".)
    const before = span === undefined ? '' : text.slice(Math.max(0, span.start - 40), span.start)
    const introduced =
      label === 'from' && /(?<![\p{L}])(?:from|in|at|of)\s{0,3}$/iu.test(before) && INTRO.test(before.replace(/\S{1,12}$/u, ''))
    // A bare answer ("Hamburg" to "Where from?") counts as a rule's reading only when the gazetteer knows the place.
    const answered = bare && asked === slot && (slot === 'cargo' || knownPlace(bare)) ? bare : undefined
    const place = slot !== 'cargo'
    const fromRules = rules[slot] ? clean(rules[slot]!) : answered ? clean(answered) : undefined
    // "vinho do Porto": a place the rules read inside a cargo the tagger is sure of is part of the cargo.
    const cargoSpan = spans.get('cargo')
    // ("cognac en bouteilles, départ Cognac": the town written with its capital is no part of lower-case goods.)
    const inCargo =
      place &&
      fromRules &&
      cargoSpan &&
      (cargoSpan.margin >= CONFIDENT_MARGIN || namedAfterWeak(cargoSpan, slot)) &&
      onlyInGoods(text, cargoSpan.text, fromRules) &&
      cargoSpan.text.includes(fromRules)
    // "la marchandise est à Rouen": a place the rules read for one end after a preposition of several meanings, and the
    // tagger for the other end, is no fact for the rules.
    const otherSpan = place ? spans.get(label === 'from' ? 'to' : 'from') : undefined
    const disputed =
      fromRules &&
      otherSpan &&
      otherSpan.margin >= CONFIDENT_MARGIN / 2 &&
      context.weak?.includes(slot) &&
      !afterOtherEnd(text, label === 'from' ? 'to' : 'from', otherSpan) &&
      !goingTo(text, label === 'from' ? 'to' : 'from', otherSpan) &&
      samePlace(clean(otherSpan.text), fromRules)
    const ruled = inCargo || disputed ? undefined : fromRules
    // "do Pragi" after "Where from?": when the rules read the tagged place as the other end, right after a preposition that
    // means the other end, the tagger's reading is dropped.
    const otherEnd = place ? rules[slot === 'origin' ? 'destination' : 'origin'] : undefined
    const weakOther = context.weak?.includes(slot === 'origin' ? 'destination' : 'origin') === true
    const answers = (s: string, value: string, margin: number) =>
      s === asked && place && !fromRules && (!otherEnd || weakOther) && margin >= ANSWER_MARGIN && knownPlace(value) !== undefined
    // The same when the rules read it through a label or preposition of one meaning ("enlèvement à bordeaux").
    const vetoed =
      tagged &&
      otherEnd &&
      (afterOtherEnd(text, label, span!) || !weakOther || span!.margin < CONFIDENT_MARGIN / 2 || goingTo(text, label, span!)) &&
      (samePlace(tagged, clean(otherEnd)) || clean(otherEnd).startsWith(`${tagged} `))
    if (vetoed && !(ruled && samePlace(tagged!, ruled))) tagged = undefined
    // "vinho do Porto": in Portuguese "do" is "of the", so the name after it is no destination the tagger may read.
    if (
      label === 'to' &&
      span &&
      /(?:^|\s)do\s{1,3}$/u.test(text.slice(Math.max(0, span.start - 4), span.start)) &&
      readsAsPortuguese(text)
    )
      tagged = undefined
    // "de la toile de Jouy en rouleaux": a packing word alone is never the goods the rules read otherwise.
    if (!place && tagged && ruled && PACKING_WORD.test(tagged)) tagged = undefined
    // (Of a country and a town, the town; not a town outside the country the rules read: quote-country-town.ts.)
    if (place && tagged && ruled) tagged = taggedEnd(tagged, ruled)
    const agree =
      tagged !== undefined && ruled !== undefined && (place ? samePlace(tagged, ruled) : tagged.toLowerCase() === ruled.toLowerCase())
    // "Son 10 bobinas de papel kraft": the rules read past the counted packing; the tagger's longer span keeps it.
    if (tagged && ruled && !place && packingBefore(tagged, ruled)) out[slot] = ruled
    // "vin de Bordeaux …, départ Libourne": a place right after goods and "de" names the goods' kind, not the end the
    // rules read after a keyword of one meaning.
    else if (
      tagged &&
      ruled &&
      place &&
      !agree &&
      !overlaps(tagged, ruled) &&
      !context.weak?.includes(slot) &&
      isName(ruled) &&
      goodsBefore(text, span!.start)
    )
      out[slot] = ruled
    // ("cotton bed linen shipped", "azulejos sailing semana": words the tagger is unsure of after the rules' goods are no
    // part of them, but for a name.)
    else if (tagged && ruled && overlaps(tagged, ruled) && !agree)
      out[slot] = place
        ? betterPlace(tagged, ruled)
        : span!.margin < CONFIDENT_MARGIN && tagged.toLowerCase().startsWith(ruled.toLowerCase()) && !addsName(tagged, ruled)
          ? ruled
          : longer(tagged, ruled)
    else if (
      tagged &&
      !introduced &&
      (agree ||
        span!.margin >= CONFIDENT_MARGIN ||
        answers(slot, tagged, span!.margin) ||
        (!place && namedAfterWeak(span!, 'origin', 'destination')))
    )
      out[slot] = tagged
    // "Itajaí pra Cantão", "from our cold store in Mitchelstown": a name the gazetteer does not know, in a sure shape.
    else if (ruled && !tagged && (!place || knownPlace(ruled) || context.sure?.includes(slot))) out[slot] = ruled
    else if (ruled && tagged && place && knownPlace(ruled) && !knownPlace(tagged)) out[slot] = ruled
    // "Ziel: Verona" against a tagger that half thinks of a signature's "Stuttgart": the label decides.
    else if (ruled && tagged && place && knownPlace(ruled) && !context.weak?.includes(slot) && span!.margin < ANSWER_MARGIN)
      out[slot] = ruled
    // "pasta di Gragnano" read by the rules, "Gragnano" half thought goods by the tagger: the rules' goods.
    else if (ruled && tagged && !place && span!.margin < CONFIDENT_MARGIN) out[slot] = ruled
    // "enlèvement … à Poligny" against a tagger unsure of a signature's street: the rules' place is the one to ask about.
    else if (ruled && place && !unsure && !context.weak?.includes(slot) && (span?.margin ?? 0) < CONFIDENT_MARGIN)
      unsure = { slot, value: placeName(ruled) }
    else if (tagged && !unsure) unsure = { slot, value: place ? placeName(tagged) : tagged }
    else if (ruled && !unsure) unsure = { slot, value: place ? placeName(ruled) : ruled }
    // "Avonmouth" to "Where from?": a name the gazetteer does not know, given alone as the answer, is asked about.
    else if (place && bare && asked === slot && !unsure && text.includes(bare) && isName(bare)) unsure = { slot, value: bare }
  }
  // A cargo only the tagger saw, alone in a message that was not answering the cargo question ("cerco lavoro come autista
  // di camion"), is asked about rather than taken.
  const namedByRules =
    out.cargo !== undefined && spans.get('cargo') !== undefined && namedAfterWeak(spans.get('cargo')!, 'origin', 'destination')
  if (out.cargo && !rules.cargo && !namedByRules && !out.origin && !out.destination && asked !== 'cargo' && !context.quantities) {
    unsure ??= { slot: 'cargo', value: out.cargo }
    delete out.cargo
  }
  // "losas de pizarra" read by the rules, "pizarra de Valdeorras" by the tagger: the goods are both, as written.
  if (out.cargo && rules.cargo) out.cargo = chained(text, rules.cargo, out.cargo) ?? out.cargo
  // "rotoli di stoffa" and the tagger's "stoffa Principe di Galles": a name the tagger reads on after the goods is their kind.
  const goodsGoOn = out.cargo && spans.get('cargo') ? chained(text, out.cargo, spans.get('cargo')!.text) : undefined
  if (goodsGoOn?.startsWith(out.cargo!) && /\s\p{Lu}/u.test(goodsGoOn.slice(out.cargo!.length - 1))) out.cargo = goodsGoOn
  // "something", "etwas", "algo", "coś", "bir şey": a word for goods that names none is no cargo, a fact or a question;
  // such words before the goods ("enviamos louça") are not part of them.
  if (out.cargo) out.cargo = trimmedCargo(withoutLeadingFillers(out.cargo))
  if (out.cargo && namesNothing(out.cargo)) delete out.cargo
  if (unsure?.slot === 'cargo' && namesNothing(unsure.value)) unsure = undefined
  for (const slot of ['origin', 'destination'] as const) if (out[slot]) out[slot] = placeName(out[slot]!)
  if (out.origin && out.destination && samePlace(out.origin, out.destination)) delete out.destination
  // A doubt about a value already read for another detail ("from Oss", Oss as the destination too) is no question.
  const taken = Object.values(out).some((v) => unsure && v.toLowerCase() === unsure.value.toLowerCase())
  return { ...out, ...(unsure && !out[unsure.slot] && !taken ? { unsure } : {}) }
}
