/** Regular expressions for the quantities and dates a quote needs (English, with German, Spanish and French cues). */

const MONTHS = [
  'january', 'jan', 'february', 'feb', 'march', 'mar', 'april', 'apr', 'may', 'june', 'jun', 'july', 'jul', 'august', 'aug',
  'september', 'sept', 'sep', 'october', 'oct', 'november', 'nov', 'december', 'dec',
  'januar', 'februar', 'märz', 'mai', 'juni', 'juli', 'oktober', 'dezember',
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre',
  'janvier', 'février', 'mars', 'avril', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre',
].sort((a, b) => b.length - a.length).join('|')

// Starts only where a number starts, and is bounded, so a long run of digits costs linear time.
const NUMBER = String.raw`(?<![\d.,])\d{1,9}(?:[.,]\d{1,3}){0,2}`
const END = String.raw`(?![\p{L}\d])`
const DATE_PREP = String.raw`(?:(?:by|on|before|until|till|from|after|around|for|bis|zum|am|ab|el|le|avant|antes\s+del?|para\s+el|pour\s+le)\s+)?(?:the\s+)?`

export const WEIGHT = new RegExp(String.raw`(${NUMBER})\s{0,3}(metric\s+tons?|tonnes?|tons?|tonnen|toneladas?|t|kgs?|kilos?|kilograms?|kilogramm|lbs?|pounds?)${END}`, 'iu')
export const VOLUME = new RegExp(String.raw`(${NUMBER})\s{0,3}(cbm|m3|m³|cubic\s+met(?:er|re)s?|cu\.?\s?m|kubikmeter|metros?\s+c[úu]bicos|m[èe]tres?\s+cubes)${END}`, 'iu')
const COUNT = String.raw`(?:\b(\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s{0,3}(?:[x×]\s{0,3})?)?`
const KIND = String.raw`(hc|hq|high[\s-]?cube|dv|gp|dry|reefer|rf|open[\s-]?top|ot|flat[\s-]?rack)`
export const CONTAINER = new RegExp(String.raw`${COUNT}(?<![\d.,])(20|40|45)\s{0,2}(?:'|’|-?ft|-?foot|-?feet|-?fu[ßs]|pies|pieds)${END}\s{0,3}(?:${KIND}${END})?|${COUNT}(?<![\d.,])(20|40|45)\s?${KIND}${END}`, 'iu')
export const PACKAGES = new RegExp(String.raw`(?<![\d.,])(\d{1,5})\s{0,3}(pallets?|paletten|palets?|palettes?|boxes|cartons?|crates?|packages?|parcels?|pieces?|pcs|bultos|colis|kisten|pakete)${END}`, 'iu')

export const DATE_PATTERNS: readonly RegExp[] = [
  /\b\d{4}-\d{2}-\d{2}\b/u,
  new RegExp(String.raw`\b${DATE_PREP}\d{1,2}[./]\d{1,2}[./]\d{2,4}\b`, 'iu'),
  new RegExp(String.raw`\b${DATE_PREP}\d{1,2}(?:st|nd|rd|th|\.)?\s+(?:of\s+|de\s+)?(?:${MONTHS})\.?(?:\s+\d{4})?${END}`, 'iu'),
  new RegExp(String.raw`\b${DATE_PREP}(?:${MONTHS})\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?${END}`, 'iu'),
  new RegExp(String.raw`\b(?:(?:by|until|before|within|in|from)\s+)?(?:next|this|coming|the\s+next)\s+(?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)${END}`, 'iu'),
  new RegExp(String.raw`\b(?:in|by|until|before|early|mid|late|end\s+of|beginning\s+of)[\s-]+(?:${MONTHS})${END}`, 'iu'),
  /\b(?:within|in)\s+\d{1,3}\s+(?:days?|weeks?|months?)\b/iu,
  /\b(?:today|tomorrow|asap|as\s+soon\s+as\s+possible|urgent(?:ly)?|immediately|flexible|end\s+of\s+(?:the\s+)?(?:week|month))\b/iu,
  /(?:nächste[nr]?\s+(?:woche|monat)|übermorgen|morgen|sofort|so\s+schnell\s+wie\s+möglich)(?![\p{L}])/iu,
  /(?:(?:la\s+)?pr[óo]xima\s+semana|(?:el\s+)?pr[óo]ximo\s+mes|mañana|lo\s+antes\s+posible)(?![\p{L}])/iu,
  /(?:la\s+semaine\s+prochaine|le\s+mois\s+prochain|demain|d[èe]s\s+que\s+possible)(?![\p{L}])/iu,
]

const UNIT: Record<string, string> = { t: 't', kg: 'kg', lb: 'lb' }

export function weightUnit(raw: string): string {
  const unit = raw.toLowerCase()
  if (/^(?:k|kilo)/.test(unit)) return UNIT.kg!
  if (/^(?:lb|pound)/.test(unit)) return UNIT.lb!
  return UNIT.t!
}

const WORD_COUNT: Record<string, string> = { a: '1', an: '1', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10' }

export function containerText(match: RegExpExecArray): string {
  const count = match[1] ?? match[4]
  const size = match[2] ?? match[5]
  const kind = match[3] ?? match[6]
  const n = count ? (WORD_COUNT[count.toLowerCase()] ?? count) : null
  const type = kind ? ` ${/^(?:hc|hq|high)/i.test(kind) ? 'HC' : kind.toLowerCase().replace(/\s+/g, ' ')}` : ''
  return `${n ? `${n} x ` : ''}${size}ft${type}`
}
