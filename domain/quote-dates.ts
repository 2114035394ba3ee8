/**
 * The date of a quote as said, whole: the first of DATE_PATTERNS found, widened to the weekday said beside it
 * ("on Tuesday 12 January", "am Donnerstag, 18. Februar", "9 Mart Salı", "nächste Woche Mittwoch",
 * "mercredi de la semaine prochaine") and to a week named by its first day ("na semana de 16 de fevereiro").
 * Every repetition is bounded and each widening reads a bounded slice beside the match, with or without accents.
 */

import { MONTHS_FULL, WEEKDAYS } from './quote-calendar-words'
import { ASAP_ALONE, dateLead, dateTail } from './quote-date-edges'
import { accentsOptional, foldAccents, foldedPattern, literally } from './quote-folding'
import { isNegated } from './quote-negation'
import { DATE_PATTERNS } from './quote-patterns'

const S = String.raw`\s{1,2}`
// The prepositions a weekday takes before a calendar date.
const DAY_PREP = String.raw`(?:(?:next|this|coming|on|by|until|till|before|from|after|for|am|ab|bis|vor|el|desde\s{1,2}el|antes\s{1,2}del|hasta\s{1,2}el|a\s{1,2}partir\s{1,2}del|para\s{1,2}el|le|dès\s{1,2}le|avant\s{1,2}le|jusqu'au|à\s{1,2}partir\s{1,2}du|entro|per|dal|il|op|vanaf|tot|vóór|voor|uiterlijk(?:\s{1,2}op)?|we|w|do|od|przed|na|no|até|desde|a\s{1,2}partir\s{1,2}de|ve|v|před)${S})?`
const WEEK_OF = String.raw`w\/[cb]|(?:in${S})?(?:the${S})?week${S}(?:of|commencing|beginning|starting)|(?:in${S})?der${S}woche${S}(?:vom|ab${S}dem|ab)|(?:(?:en|durante)${S})?(?:la${S})?semana${S}(?:del?|do)|(?:dans${S})?(?:la${S})?semaine${S}du|(?:in${S})?de${S}week${S}van|(?:la${S})?settimana${S}(?:del|dal)|w${S}tygodniu${S}od|(?:na${S})?semana${S}(?:de|do${S}dia)|v${S}týdnu${S}od|(?:the${S})?week${S}of|v${S}týdnu|w${S}tygodniu|in${S}der${S}woche`
// "ven 26 febbraio", "Thu 14 Jan", "czw. 14 stycznia": a weekday cut short, read only right before a calendar date.
const WEEKDAYS_SHORT =
  'mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|mo|fr|lun|mar|mié|mie|jue|vie|sáb|sab|dom|mer|jeu|ven|sam|dim|gio|pon|wto|śr|czw|pią|sob|ndz|seg|ter|qua|qui|sex|pzt|sal|çar|per|cum|cmt|paz|po|út|st|čt|pá'
const BEFORE_CALENDAR = accentsOptional(
  new RegExp(
    String.raw`(?<![\p{L}\d])(?:${DAY_PREP}(?:${WEEKDAYS}|(?:${WEEKDAYS_SHORT})\.?)\s{0,2},?\s{1,2}(?:(?:den|der|dem|le|el|il|the)${S})?|(?:${WEEK_OF})${S})$`,
    'iu',
  ),
)
// (Turkish "11 Ocak haftası": the week of a date.)
const AFTER_CALENDAR = accentsOptional(
  new RegExp(
    String.raw`^,?${S}(?:(?:(?:w|we|v|ve|on|am|op|el|le|il|na|no)${S})?(?:${WEEKDAYS})(?:${S}günü)?(?:['’]\p{L}{1,4}(?:${S}(?:kadar|itibaren))?)?|hafta(?:sı|si|da|sında|sinda)?)(?![\p{L}\d])`,
    'iu',
  ),
)
// "next week", "nächste Woche", "la semaine prochaine" …: a relative week that a weekday may follow or precede.
const WEEK_WORD = accentsOptional(/(?:week|woche|semana|semaine|settimana|tygodniu|tydzień|týden|týdnu|hafta)/iu)
// ("w przyszłym tygodniu, najlepiej w środę": the weekday preferred in it, too.)
const PREFERABLY = `preferably|ideally|am${S}besten|vorzugsweise|idealerweise|de${S}preferencia|preferiblemente|idealmente|de${S}préférence|idéalement|preferibilmente|meglio|bij${S}voorkeur|liefst|de${S}preferência|preferencialmente|najlepiej|nejlépe|ideálně|tercihen`
const AFTER_WEEK = accentsOptional(
  new RegExp(
    String.raw`^,?${S}(?:(?:${PREFERABLY})${S})?(?:(?:on|am|op|el|le|il|w|we|v|ve|na|no)${S})?(?:${WEEKDAYS})(?:${S}günü)?(?![\p{L}\d])`,
    'iu',
  ),
)
// "até sexta-feira, dia 8", "am Freitag, den 8.", "vendredi le 8": the day's number after a weekday said alone (a bare number
// only where nothing follows it: "Friday 8 pallets" is a count).
const WEEKDAY_LAST = new RegExp(`(?:${WEEKDAYS})$`, 'iu')
const DAY_AFTER = accentsOptional(
  new RegExp(
    String.raw`^(?:,?${S}(?:den|der)${S}\d{1,2}\.?|,?${S}(?:dia|le|el${S}día|el|día|il${S}giorno|il|the)${S}\d{1,2}(?:º|th|st|nd|rd)?|,?${S}\d{1,2}(?:º|th|st|nd|rd)?(?=\s{0,2}(?:[,;!?)]|\.(?:\s|$)|$)))(?![\p{L}\d])`,
    'iu',
  ),
)
const BEFORE_WEEK = accentsOptional(
  new RegExp(
    String.raw`(?<![\p{L}\d])(?:(?:on|am|el|le|il|op|na|no|w|we|v|ve)${S})?(?:${WEEKDAYS})${S}(?:(?:de|della|dalla|of|van|da|do|z)${S})?$`,
    'iu',
  ),
)
const CALENDAR = /\d/u

// The patterns without accents (and German umlauts as ae, oe, ue too), for text typed with or without them.
const FOLDED_PATTERNS = DATE_PATTERNS.map(foldedPattern)

const SENTENCE_END = new RegExp(String.raw`(?<=\p{L}{4}|(?<![\p{L}])(?:${MONTHS_FULL}))\.$`, 'iu')
const BRACKETED = /\([^()\n]{1,40}\)/gu
const URGENT = /^(?:urgente?|urgent)$/iu
const URGENT_WORD = /(?<![\p{L}])(?:urgente?|urgent)(?![\p{L}])/giu

/** The first date said in `text`, whole, unless it is negated ("nicht am 3. März") or not a plausible day. */
export function dateIn(text: string): string | undefined {
  // One pass over the text folded like the patterns: "pristi tyden" and "příští týden" read alike, position for position.
  const written = text.normalize('NFC')
  const said = firstDate(written, foldAccents(written), FOLDED_PATTERNS)
  // ("frete aéreo urgente … até sexta-feira, dia 8": a day named beside "urgent" is the date, "urgent" only how it feels;
  // "al più presto, diciamo giovedì": so is a day named in a clause after "as soon as possible"; "jak najszybciej po
  // Nowym Roku" is one date.)
  const urgent = !said
    ? undefined
    : URGENT.test(said)
      ? written.replace(URGENT_WORD, (word) => ' '.repeat(word.length))
      : ASAP_ALONE.test(said) && new RegExp(`${literally(said)}\\s{0,2}[,;.!]`, 'u').test(written)
        ? written.replace(said, () => ' '.repeat(said.length))
        : undefined
  const first = (urgent ? firstDate(urgent, foldAccents(urgent), FOLDED_PATTERNS) : undefined) ?? said
  // ("v 15. týdnu (tj. začátek dubna)": a date explained in brackets is the one said before them.)
  const asides = written.match(BRACKETED) ?? []
  if (!first || !asides.some((aside) => aside.includes(first))) return first
  const outside = written.replace(BRACKETED, (aside) => ' '.repeat(aside.length))
  return firstDate(outside, foldAccents(outside), FOLDED_PATTERNS) ?? first
}

/** `searched` is `text` or its folding, position for position; the date is cut from `text`. */
function firstDate(text: string, searched: string, patterns: readonly RegExp[]): string | undefined {
  for (const pattern of patterns) {
    for (const match of searched.matchAll(pattern)) {
      const said = text.slice(match.index, match.index + match[0].length).trim()
      if (isNegated(searched, match.index, match.index + match[0].length) || !plausibleDay(said)) continue
      const start = match.index + match[0].indexOf(match[0].trim())
      return widened(text, start, start + said.length, said)
    }
  }
  return undefined
}

function widened(text: string, start: number, end: number, said: string): string {
  const before = text.slice(Math.max(0, start - 60), start)
  const after = text.slice(end, end + 40)
  // ("giovedì 4 marzo, il lunedì non ce la facciamo": a weekday already before the date takes none after it.)
  const leftCalendar = CALENDAR.test(said) ? BEFORE_CALENDAR.exec(before) : null
  const [left, right] = CALENDAR.test(said)
    ? [leftCalendar, leftCalendar ? null : AFTER_CALENDAR.exec(after)]
    : WEEK_WORD.test(said)
      ? [BEFORE_WEEK.exec(before), AFTER_WEEK.exec(after)]
      : WEEKDAY_LAST.test(said)
        ? [null, DAY_AFTER.exec(after)]
        : [null, null]
  const from = start - (left ? left[0].length : 0)
  // "as soon as possible after", "au plus tard": the words that bound the date belong to it.
  const lead = dateLead(text.slice(Math.max(0, from - 60), from))
  const tail = right ? '' : dateTail(said, after)
  // "el lunes 11 de enero.", "le 22 mai.": a full stop after a month's name ends the sentence, not an abbreviation ("Jan."
  // keeps its).
  return `${lead}${left ? left[0] : ''}${said}${right ? right[0] : tail}`.trim().replace(SENTENCE_END, '')
}

/** 24/7 and 1.5. are not dates: a numeric day must be 1-31 and its month 1-12. */
function plausibleDay(said: string): boolean {
  const numeric = /(\d{1,2})[./-]\s?(\d{1,2})(?:[./-]|$)/u.exec(said)
  if (/^24\/7$/.test(said)) return false
  if (!numeric || /^\d{4}-/.test(said)) return true
  const [day, month] = [Number(numeric[1]), Number(numeric[2])]
  return day >= 1 && day <= 31 && month >= 1 && month <= 12
}

/** Every pattern above, for the test that keeps them bounded. */
export const DATE_WIDENING_PATTERNS: readonly RegExp[] = [
  BEFORE_CALENDAR,
  AFTER_CALENDAR,
  AFTER_WEEK,
  BEFORE_WEEK,
  BRACKETED,
  SENTENCE_END,
  WEEKDAY_LAST,
  DAY_AFTER,
  URGENT,
  URGENT_WORD,
]
