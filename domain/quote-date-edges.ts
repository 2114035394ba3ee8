/**
 * What stands beside a date and belongs to it: "as soon as possible after" or "at the latest" before it ("jak najszybciej
 * po 5 lutego", "au plus tard fin janvier"), and the day after an "as soon as possible" ("lo antes posible después del
 * día 5").
 * Every repetition is bounded; each pattern reads a bounded slice beside a date already found.
 */
import { WEEKDAYS } from './quote-calendar-words'

const S = String.raw`\s{1,2}`
const ASAP = String.raw`asap|as${S}soon${S}as${S}possible|so${S}(?:schnell|bald)${S}wie${S}m(?:ö|oe?)glich|subito|schnellstm(?:ö|oe?)glich|baldm(?:ö|oe?)glichst|lo${S}antes${S}posible|cuanto${S}antes|lo${S}m[áa]s${S}pronto${S}posible|d[èe]s${S}que${S}possible|au${S}plus${S}vite|le${S}plus${S}t[ôo]t${S}possible|(?:il${S})?prima${S}possibile|quanto${S}prima|al${S}pi[ùu]${S}presto|zo${S}snel${S}mogelijk|z\.s\.m\.|zsm|jak${S}najszybciej|jak${S}najwcze[śs]niej|o${S}mais${S}r[áa]pido${S}poss[íi]vel|o${S}quanto${S}antes|assim${S}que${S}poss[íi]vel|o${S}mais${S}cedo${S}poss[íi]vel|co${S}nejd[řr][íi]v(?:e)?|co${S}nejrychleji|en${S}k[ıi]sa${S}s[üu]rede|bir${S}an${S}[öo]nce`
// "después del 10 de febrero", "nach dem 10. Februar": a day after which (as "after 10 February" reads in English), said
// before a date alone too; the other words of "after" only after "as soon as possible".
const AFTER_DAY = String.raw`despu[ée]s${S}del?|nach${S}dem|apr[èe]s(?:${S}le)?|dopo(?:${S}il)?|depois${S}d[eo]|ap[óo]s(?:${S}o)?`
const AFTER = String.raw`${AFTER_DAY}|after|from|nach|ab(?:${S}dem)?|a${S}partir${S}del?|[àa]${S}partir${S}du|a${S}partire${S}dal|na|vanaf|po|od|a${S}partir${S}d[eo]`
const LATEST = String.raw`first${S}thing|at${S}the${S}latest|no${S}later${S}than|latest|sp[äa]testens|a${S}m[áa]s${S}tardar|como${S}muy${S}tarde|au${S}plus${S}tard|al${S}pi[ùu]${S}tardi|uiterlijk|op${S}z(?:ijn|['’]n)${S}laatst|najp[óo][źz]niej|o${S}mais${S}tardar|nejpozd[ěe]ji|en${S}ge[çc]`

// "lo antes posible después de Reyes", "asap after Christmas": a feast or the holidays after "as soon as possible".
const FEAST = String.raw`(?:(?:las|les|the|le)${S}|l['’])?(?:fiestas|reyes|navidad|christmas|holidays|no[ëe]l|f[êe]tes|natale|feste|epifania|[ée]piphanie|epiphany|pasqua|easter|ostern|weihnachten|feiertagen|kerst(?:mis)?|feestdagen|święta(?:ch)?|[śs]wi[ęe]tach|vánoc(?:e|ích)|sv[áa]tcích|bayram(?:dan)?|nowym${S}roku|new${S}year|neujahr|nouvel${S}an|a[ñn]o${S}nuevo|capodanno|nieuwjaar|ano${S}novo|nov[ée]m${S}roce|y[ıi]lba[şs][ıi])`
// "le mardi 2 mars au plus tôt", "ab 4. Februar", "frühestens 4. Februar": the earliest day, said after or before the date.
const EARLIEST = String.raw`at${S}the${S}earliest|au${S}plus${S}t[ôo]t|fr(?:ü|ue|u)hestens|como${S}muy${S}pronto|ten${S}vroegste|najwcze[śs]niej|op${S}z(?:ijn|['’]n)${S}vroegst|no${S}m[íi]nimo|nejd[řr][íi]ve|en${S}erken`
// "a partir de la semana 6", "à partir de la semaine 2", "vanaf week 3": the start of a period a week's number names.
const STARTING = String.raw`(?:a${S}partir${S}(?:d[aeo]|del)|[àa]${S}partir${S}d[eu])(?:${S}(?:la|el|a))?|a${S}partire${S}da(?:lla)?|vanaf|starting(?:${S}from)?|ab|${EARLIEST}`
// "rond week 6", "around wk 3", "verso la settimana 8": a date said roughly.
const ROUGHLY = String.raw`around|about|roughly|circa|rond|omstreeks|ongeveer|gegen|etwa|vers|hacia|verso|intorno${S}al(?:la)?|około|okolo|kolem|por${S}volta(?:${S}d[ae])?|em${S}torno(?:${S}d[ae])?`
// ("Ende KW 2", "Anfang der KW 3": the part of the week.)
const BEFORE_DATE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(?:${ASAP})(?:,?${S}(?:${AFTER}))?|${LATEST}|${STARTING}|${ROUGHLY}|${AFTER_DAY}|(?:ende|anfang|mitte)(?:${S}der)?)${S}$`,
  'iu',
)
export const ASAP_ALONE = new RegExp(String.raw`^(?:${ASAP})$`, 'iu')
// "… después del día 5", "… after the 5th", "… po 5.", "… after Christmas": a day of the month or a feast after "as soon as possible".
const DAY_AFTER = new RegExp(
  String.raw`^,?${S}(?:${AFTER})${S}(?:(?:the|el|del|le|der|dem|il|o)${S})?(?:(?:(?:d[íi]a|day|jour|giorno|dag|dnia|den|tag)${S})?\d{1,2}(?:st|nd|rd|th|\.)?|${FEAST})(?![\p{L}\d])`,
  'iu',
)

// "between 16 and 18 December", "między 16 a 18 grudnia", "du 16 au 18 décembre", "16-18 Aralık", "tra l'11 e il 14 aprile":
// the first day of a range.
const ARTICLE = String.raw`(?:(?:the|el|il|le|der|dem|o|den)${S}|l['’]\s{0,2})?`
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th|\.)?`
const RANGE_START = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(?:between|zwischen|entre|tussen|między|miedzy|mezi|tra|fra)${S}${ARTICLE}${DAY}${S}(?:and|und|y|en|et|a|e|i|ve|ile)${S}${ARTICLE}|(?<!(?:nie|not|nicht|non|no|ne|pas|niet|não|nao)${S})(?:(?:from|von|vom|du|dal|desde|de|od|van)${S}${ARTICLE})?${DAY}(?:${S}(?:to|bis|do|au|al|till|until|hasta|a|tot|až|or|oder|ou|o|of|lub|albo|nebo|veya)${S}${ARTICLE}|\s{0,2}[-–]\s{0,2})|(?:from|von|vom|du|dal|desde|od|van)${S}${ARTICLE}${DAY}${S})$`,
  'iu',
)

/** The words before a date that belong to it ("as soon as possible after ", "between 16 and "), or ''. */
export function dateLead(before: string): string {
  return BEFORE_DATE.exec(before)?.[0] ?? RANGE_START.exec(before)?.[0] ?? ''
}

// "pour le 22 janvier au plus tard", "by 3 March at the latest", "le mardi 2 mars au plus tôt": the bound after the date.
// (Turkish "mart ortası gibi", "15 Şubat civarında": roughly, said after the date.)
const LATEST_AFTER = new RegExp(
  String.raw`^,?${S}(?:${LATEST}|${EARLIEST}|onwards|en${S}adelante|em${S}diante|in${S}poi|gibi|civar[ıi](?:nda)?|sular[ıi]nda|aras[ıi](?:nda)?)(?![\p{L}])`,
  'iu',
)

// "14. prosince (pondělí)", "15 March (Monday)": the weekday in brackets after the date.
const WEEKDAY_IN_BRACKETS = new RegExp(String.raw`^${S}\((?:${WEEKDAYS})\)`, 'iu')

// "week 3 of 4", "KW 7 oder 8", "semana 5 o 6": a second week's number after a week's.
const NUMBERED_WEEK =
  /(?:week|wk|kw|cw|semana|semaine|sem|settimana|tydzień|tydzien|tygodniu|týden|tyden|týdnu|tydnu|hafta)\.?\s{0,2}\d{1,2}$/iu
const OTHER_WEEK = new RegExp(
  // ("KW 2/2027": the week's year.)
  String.raw`^\/(?:20)?\d{2}(?![\d])|^${S}(?:or|of|oder|bis|o|ou|lub|albo|do|nebo|až|veya|en|tot|to|a|e)${S}\d{1,2}(?![\d]|[.,:/]\d|\s{0,2}(?:pal\p{L}{0,6}|t|to|ton\p{L}{0,4}|kg|cbm|m3|m³|x)(?![\p{L}]))`,
  'iu',
)

/**
 * The day after an "as soon as possible" said alone (" después del día 5"), or an "at the latest" or a weekday in brackets
 * after a date, or ''.
 */
export function dateTail(said: string, after: string): string {
  if (ASAP_ALONE.test(said)) return DAY_AFTER.exec(after)?.[0] ?? ''
  if (NUMBERED_WEEK.test(said)) return OTHER_WEEK.exec(after)?.[0] ?? LATEST_AFTER.exec(after)?.[0] ?? ''
  return LATEST_AFTER.exec(after)?.[0] ?? WEEKDAY_IN_BRACKETS.exec(after)?.[0] ?? ''
}

/** Every pattern above, for the test that keeps them bounded. */
export const DATE_EDGE_PATTERNS: readonly RegExp[] = [
  BEFORE_DATE,
  ASAP_ALONE,
  DAY_AFTER,
  RANGE_START,
  LATEST_AFTER,
  WEEKDAY_IN_BRACKETS,
  NUMBERED_WEEK,
  OTHER_WEEK,
]
