/**
 * Regular expressions for the quantities and dates a quote needs, in the ten intake languages.
 * Safe on hostile text: every repetition is bounded ({0,3}, never + or *), nothing nests an
 * unbounded loop, and a number only starts where no digit precedes, so each start position costs
 * a bounded amount of work and a 4,000-character message stays linear (bench/quote-extraction.ts;
 * tests/unit/quote-patterns.test.ts checks the rule).
 */
import { CONTAINER_FEET, CONTAINER_WORDS, LOADING_METRE_UNITS, MONTHS, PACKAGE_UNITS, VOLUME_UNITS, WEEKDAYS, WEIGHT_UNITS } from './quote-lexicon'

// "12", "1,5", "12.000", "1.200,5", and "1 200" with a thin or plain space between thousands.
const NUMBER = String.raw`(?<![\d.,])(?:\d{1,3}(?:[ \u00a0\u202f]\d{3}){1,2}(?![\d.,])|\d{1,9}(?:[.,]\d{1,3}){0,2})`
const END = String.raw`(?![\p{L}\d])`
const S = String.raw`\s{0,3}`

export const WEIGHT = new RegExp(String.raw`(${NUMBER})${S}(${WEIGHT_UNITS})${END}`, 'giu')
export const VOLUME = new RegExp(String.raw`(${NUMBER})${S}(${VOLUME_UNITS})${END}`, 'giu')
export const LOADING_METRES = new RegExp(String.raw`(${NUMBER})${S}(?:${LOADING_METRE_UNITS})${END}`, 'giu')
export const PACKAGES = new RegExp(String.raw`(?<![\d.,])(\d{1,5})${S}(?:adet${S})?(${PACKAGE_UNITS})${END}`, 'giu')

const COUNT = String.raw`(?:\b(\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten)${S}(?:adet${S})?(?:[x×]${S})?)?`
const KIND = String.raw`(hc|hq|high[\s-]?cube|dv|gp|dry|reefer|rf|open[\s-]?top|ot|flat[\s-]?rack)`
/** 2 x 40ft HC, 1x40HQ, a 40' container, 40'lık, 40 Fuß; groups: count, size, kind (twice, for the two forms). */
export const CONTAINER = new RegExp(
  String.raw`${COUNT}(?<![\d.,])(20|40|45)\s{0,2}(?:${CONTAINER_FEET})${END}${S}(?:${KIND}${END})?|${COUNT}(?<![\d.,])(20|40|45)\s?${KIND}${END}`,
  'giu',
)
/** "2 contenedores de 40 pies", "3 Container 40' HC", "1 kontener 40-stopowy": count, size, kind. */
export const COUNTED_CONTAINERS = new RegExp(
  String.raw`(?<![\d.,])(\d{1,3})${S}(?:${CONTAINER_WORDS})${S}(?:(?:de|da|di|van|à|a|of|zu|je|po|x)${S})?(20|40|45)\s{0,2}(?:${CONTAINER_FEET})?${END}${S}(?:${KIND}${END})?`,
  'giu',
)

const DATE_PREP = String.raw`(?:(?:by|on|before|until|till|from|after|around|for|no\s{1,3}later\s{1,3}than|bis(?:\s{1,3}zum)?|zum|am|ab(?:\s{1,3}dem)?|vor\s{1,3}dem|spätestens(?:\s{1,3}am)?|antes\s{1,3}del?|para\s{1,3}el|desde\s{1,3}el|a\s{1,3}partir\s{1,3}del?|el|avant\s{1,3}le|pour\s{1,3}le|à\s{1,3}partir\s{1,3}du|dès\s{1,3}le|le|entro\s{1,3}il|entro|dal|per\s{1,3}il|dopo\s{1,3}il|il|uiterlijk(?:\s{1,3}op)?|vóór|voor|vanaf|op|najpóźniej(?:\s{1,3}do)?|do|od|dnia|przed|po|até(?:\s{1,3}o)?(?:\s{1,3}dia)?|a\s{1,3}partir\s{1,3}de|no\s{1,3}dia|dia|em|nejpozději(?:\s{1,3}do)?|k|ke|před)\s{1,2})?(?:the\s{1,3})?`
// A Turkish case ending and postposition after a date: "5 Mart'a kadar", "15 Nisan'dan itibaren".
const TR_AFTER = String.raw`(?:['’]\p{L}{1,4})?(?:\s(?:kadar|itibaren|tarihinde|tarihine\s+kadar))?`
const NUMERIC = String.raw`\d{1,2}[./-]\d{1,2}[./-]\d{2,4}(?!\d)|\d{1,2}\.\d{1,2}\.(?!\d)|\d{1,2}/\d{1,2}(?![\d/])`
const PERIOD_START = String.raw`early|mid|late|end\s+of|beginning\s+of|ende|anfang|mitte|finales\s+de|principios\s+de|mediados\s+de|fin|début|debut|mi-|fine|inizio|metà|eind|begin|half|koniec|końcem|początek|na\s+początku|połowa|final\s+de|início\s+de|inicio\s+de|meados\s+de|konec|koncem|začátek|začátkem|polovina|v\s+polovině`
const UNITS_OF_TIME = String.raw`days?|weeks?|months?|tage?n?|wochen?|monaten?|días|dias|semanas?|meses|jours|semaines?|mois|giorni|settimane?|mesi|dagen|weken|maanden|dni|tygodni[ea]?|miesięcy|dní|dny|týdn[uyů]|týden|měsíce`
const WITHIN = String.raw`d['’]ici|in|within|innerhalb\s+von|binnen|en|dans|tra|fra|entro|over|za|em|daqui\s+a|během|do`
const NEXT = String.raw`next|this|coming|nächsten|kommenden|am|el\s{1,3}pr[óo]ximo|el|le|il\s{1,3}prossimo|volgende|komende|w\s{1,3}przyszły|w\s{1,3}przyszłą|w|na\s{1,3}pr[óo]xima|na|příští|v|gelecek|önümüzdeki|bu`
const WEEKDAY = String.raw`(?:(?:${NEXT})\s{1,3})?(?:${WEEKDAYS})(?:\s{1,3}(?:que\s{1,3}viene|prochain|prossimo|günü))?`
const RELATIVE = [
  String.raw`(?:(?:by|until|before|within|in|from)\s+)?(?:next|this|coming|the\s+next)\s+(?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)`,
  String.raw`urgente|today|tomorrow|asap|as\s+soon\s+as\s+possible|urgent(?:ly)?|immediately|flexible|end\s+of\s+(?:the\s+)?(?:week|month)`,
  String.raw`(?:in\s+der\s+)?(?:nächste[nr]?|kommende[nr]?)\s+(?:woche|monat)|übermorgen|morgen|sofort|so\s+schnell\s+wie\s+möglich|schnellstmöglich|flexibel|(?:in\s+|ab\s+)?kw\s{0,2}\d{1,2}`,
  String.raw`(?:la\s+)?(?:pr[óo]xima\s+semana|semana\s+que\s+viene)|(?:el\s+)?(?:pr[óo]ximo\s+mes|mes\s+que\s+viene)|mañana|lo\s+antes\s+posible|cuanto\s+antes`,
  String.raw`(?:la\s+)?semaine\s+prochaine|(?:le\s+)?mois\s+prochain|demain|d[èe]s\s+que\s+possible|au\s+plus\s+vite|(?:en\s+)?semaine\s+\d{1,2}`,
  String.raw`(?:la\s+)?(?:prossima\s+settimana|settimana\s+prossima)|(?:il\s+)?(?:prossimo\s+mese|mese\s+prossimo)|domani|(?:il\s+)?prima\s+possibile|entro\s+fine\s+mese|subito|flessibile`,
  String.raw`volgende\s+(?:week|maand)|morgen|zo\s+snel\s+mogelijk|z\.s\.m\.|(?:in\s+)?week\s+\d{1,2}|flexibel`,
  String.raw`(?:w\s+)?przyszłym\s+(?:tygodniu|miesiącu)|przyszły\s+tydzień|jutro|jak\s+najszybciej|od\s+zaraz|pilnie|elastycznie`,
  String.raw`(?:na\s+)?(?:pr[óo]xima\s+semana|semana\s+que\s+vem)|(?:no\s+)?pr[óo]ximo\s+m[êe]s|amanhã|o\s+mais\s+r[áa]pido\s+poss[íi]vel|o\s+quanto\s+antes|flex[íi]vel`,
  String.raw`(?:v\s+)?příští(?:m)?\s+(?:týden|týdnu|měsíc|měsíci)|zítra|co\s{1,3}nejd[řr][íi]ve|co\s{1,3}nejrychleji|ihned|flexibilní`,
  String.raw`gelecek\s+(?:hafta|ay)|önümüzdeki\s+(?:hafta|ay)|haftaya|yarın|en\s{1,3}k[ıi]sa\s{1,3}s[üu]rede|acil(?:en)?|hemen|esnek`,
].join('|')

/** Dates as said, most specific form first; each is tried in order and the first found wins. */
export const DATE_PATTERNS: readonly RegExp[] = [
  /\b\d{4}-\d{2}-\d{2}\b/gu,
  new RegExp(String.raw`(?<![\p{L}\d])${DATE_PREP}(?:${NUMERIC})${TR_AFTER}`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\d])${DATE_PREP}\d{1,2}(?:st|nd|rd|th|\.)?\s{1,2}(?:of\s+|de\s+)?(?:${MONTHS})\.?(?:\s{1,2}\d{4})?${END}${TR_AFTER}`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\d])${DATE_PREP}(?:${MONTHS})\.?\s{1,2}\d{1,2}(?:st|nd|rd|th)?(?:,?\s{1,2}\d{4})?${END}`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\d])(?:(?:in|by|until|before|a|à|en|im|am|al|no|na|bis|entro|do|até|tot)\s{1,2})?(?:${PERIOD_START})[\s-]{0,2}(?:${MONTHS})${END}`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\d])(?:${MONTHS})\s(?:sonu|başı|basi|ortası|ortasi)${END}`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\d])(?:${WITHIN})\s{1,2}\d{1,3}\s{1,2}(?:${UNITS_OF_TIME})${END}|(?<![\p{L}\d])\d{1,3}\s(?:gün|hafta|ay)\s(?:içinde|sonra)${END}`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\d])(?:${RELATIVE})${END}`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\d])${WEEKDAY}${END}`, 'giu'),
]

/** An Incoterm (2020, and DAT) in capitals, with the named place when one follows: "FOB Shanghai", "EXW Stuttgart". */
export const INCOTERM = /(?<![\p{L}])(EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|DAT)(?![\p{L}])(?:\s{1,3}(\p{Lu}[\p{L}-]{1,30}(?:[ \t]\p{Lu}[\p{L}-]{1,30}(?![\p{L}'’-])){0,2}))?/gu

const UNIT: Record<string, string> = { t: 't', kg: 'kg', lb: 'lb' }

export function weightUnit(raw: string): string {
  const unit = raw.toLowerCase()
  if (/^(?:k|kilo)/.test(unit)) return UNIT.kg!
  if (/^(?:lb|pound|libra)/.test(unit)) return UNIT.lb!
  return UNIT.t!
}

const WORD_COUNT: Record<string, string> = { a: '1', an: '1', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10' }

/** `2 x 40ft HC` from a CONTAINER or COUNTED_CONTAINERS match. */
export function containerText(match: RegExpExecArray, counted = false): string {
  const count = counted ? match[1] : (match[1] ?? match[4])
  const size = counted ? match[2] : (match[2] ?? match[5])
  const kind = counted ? match[3] : (match[3] ?? match[6])
  const n = count ? (WORD_COUNT[count.toLowerCase()] ?? count) : null
  const type = kind ? ` ${/^(?:hc|hq|high)/i.test(kind) ? 'HC' : kind.toLowerCase().replace(/\s+/g, ' ')}` : ''
  return `${n ? `${n} x ` : ''}${size}ft${type}`
}
