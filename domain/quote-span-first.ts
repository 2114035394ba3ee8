/** Which of the tagger's spans count: the first affirmed of each label; never a date, packing or place passed through. */
import { MONTHS_FULL, WEEKDAYS } from './quote-calendar-words'
import { GREETINGS, PACKED } from './quote-cargo-words'
import type { QuoteSlot } from './quote-details'
import { knownPlace } from './quote-gazetteer'
import { atCompanySeat } from './quote-lane-shapes'
import { NOT_A_PLACE, PACKAGE_UNITS } from './quote-lexicon'
import { FEASTS } from './quote-name-words'
import { isNegated } from './quote-negation'
import { namesNothing } from './quote-no-goods'
import { personToAnswer } from './quote-place-keywords'
import { namesKind, townAdjective } from './quote-span-kinds'
import { clean, FACILITY, isStreet } from './quote-span-values'
import { type SpanLabel, type TaggedSpan, tagSpans } from './quote-tagger'
import { TAGGER_MODEL } from './quote-tagger-model'

/**
 * Below this margin a tagged value is not taken as a fact (it is offered for confirmation instead). 16 since the tagger is
 * trained on the probes' lines too (its margins grew with the data); chosen on the corpus, 8 before.
 */
export const CONFIDENT_MARGIN = 16

// "21 Nisan Çarşamba": a weekday or a month is a date, never goods, even where a town bears its name (Çarşamba, Samsun).
const DATE_NAME = new RegExp(String.raw`^(?:${WEEKDAYS}|${MONTHS_FULL})$`, 'iu')
export const PACKING_WORD = new RegExp(String.raw`^(?:${PACKAGE_UNITS}|${PACKED})$`, 'iu')
const VIA =
  /(?<![\p{L}])(?:via|über|ueber|přes|pres|przez|tramite|através\s{1,3}de|passando\s{1,3}por|en\s{1,3}passant\s{1,3}par)\s{1,3}$/iu
const QUALIFIER_BEFORE = /\p{L}\s{0,2}\(\s{0,2}$/u
const PORT_WORD = /^(?:porto|puerto|port|haven|hafen)$/u
const PORT_OF = /^\s{1,3}(?:di|de|del|do|da|of|van|du)\s{1,3}\p{Lu}/u

/**
 * The tagger's first affirmed span of each label; negated ones ("nicht nach Linz") are skipped, and so is a cargo that
 * names nothing ("etwas"). A later span of the label replaces an unsure first one when the tagger is sure of it
 * ("jde o stavební materiál": "jde" unsure, "stavební materiál" sure).
 */
export function firstSpans(text: string, asked: QuoteSlot | null): { first: Map<SpanLabel, TaggedSpan>; all: TaggedSpan[] } {
  const first = new Map<SpanLabel, TaggedSpan>()
  const all: TaggedSpan[] = []
  let previous: TaggedSpan | undefined
  for (const tagged of tagSpans(TAGGER_MODEL, text, asked)) {
    // "Granit-Grabsteine": goods end with the whole word, never at a hyphen inside it.
    const rest = tagged.label === 'cargo' ? (/^-\p{L}[\p{L}-]{0,30}/u.exec(text.slice(tagged.end, tagged.end + 32))?.[0] ?? '') : ''
    const span = rest ? { ...tagged, text: tagged.text + rest, end: tagged.end + rest.length } : tagged
    // "Bielska-Białej": a span glued to the one before by a hyphen is the rest of one name, not another value.
    const glued = previous !== undefined && previous.end === span.start - 1 && text[previous.end] === '-'
    previous = span
    if (glued) continue
    // "incir değil": Turkish puts the negation after the value, inside what the tagger may mark.
    const negated = isNegated(text, span.start, span.end) || /(?<![\p{L}])(?:değil|degil)$/iu.test(span.text)
    if (negated || (span.label === 'cargo' && namesNothing(clean(span.text)))) continue
    if (DATE_NAME.test(clean(span.text)) || (span.label !== 'cargo' && FEASTS.has(clean(span.text).toLowerCase()))) continue
    // "Goudse stroopwafels", "Nürnberger Lebkuchen": a town's adjective names the goods' kind, not a place.
    if (span.label !== 'cargo' && townAdjective(span.text)) continue
    // "in Fässern", "in Kisten": a packing word is no place.
    if (span.label !== 'cargo' && PACKING_WORD.test(clean(span.text))) continue
    // "marmo di Carrara", "Afyon mermeri": a place that names the goods' kind is no end.
    if (span.label !== 'cargo' && namesKind(text, span)) continue
    // "Ibi (Alicante)", "Esmirna (Turquía)": a place in brackets right after a name says where that name lies; no end.
    if (
      span.label !== 'cargo' &&
      QUALIFIER_BEFORE.test(text.slice(Math.max(0, span.start - 40), span.start)) &&
      /^\s{0,2}\)/u.test(text.slice(span.end))
    )
      continue
    // "unser Sitz ist in Berlin, aber die Ware steht in Ludwigsfelde": the company's seat is no end.
    if (span.label !== 'cargo' && atCompanySeat(text, span.start)) continue
    // "via Antwerp", "přes Hamburk": a place the goods pass through is no end.
    if (span.label !== 'cargo' && VIA.test(text.slice(Math.max(0, span.start - 20), span.start))) continue
    // "dal porto di Gioia Tauro": the word for a port before its name is no place (Porto is one).
    if (span.label !== 'cargo' && PORT_WORD.test(span.text) && PORT_OF.test(text.slice(span.end, span.end + 40))) continue
    if (
      span.label !== 'cargo' &&
      (NOT_A_PLACE.has(clean(span.text).toLowerCase()) ||
        GREETINGS.has(clean(span.text).toLowerCase()) ||
        isStreet(clean(span.text)) ||
        FACILITY.test(clean(span.text)) ||
        personToAnswer(text, span.text))
    )
      continue
    all.push(span)
    const earlier = first.get(span.label)
    // "im Lager in Plauen": a known place the tagger is surer of replaces an unknown first span of its label.
    const betterKnown =
      earlier && span.label !== 'cargo' && span.margin > earlier.margin && knownPlace(clean(span.text)) && !knownPlace(clean(earlier.text))
    if (earlier && !betterKnown && (earlier.margin >= CONFIDENT_MARGIN || span.margin < CONFIDENT_MARGIN)) continue
    first.set(span.label, span)
  }
  return { first, all }
}
