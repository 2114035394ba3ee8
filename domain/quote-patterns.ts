/**
 * Regular expressions for the quantities and dates a quote needs, in the ten intake languages.
 * Safe on hostile text: every repetition is bounded ({0,3}, never + or *), nothing nests an
 * unbounded loop, and a number only starts where no digit precedes, so each start position costs
 * a bounded amount of work and a 4,000-character message stays linear (bench/quote-extraction.ts;
 * tests/unit/quote-patterns.test.ts checks the rule).
 */

import { MONTH_LOCATIVES, MONTHS, MONTHS_FULL, WEEKDAYS } from './quote-calendar-words'
import { CONTAINER_FEET, CONTAINER_WORDS, LOADING_METRE_UNITS, PACKAGE_UNITS, VOLUME_UNITS, WEIGHT_UNITS } from './quote-lexicon'
import { BY, END_OF_THIS_MONTH } from './quote-month-end'
import { COUNT_WORDS_ALT, countValue, SLAVIC_ONE } from './quote-number-words'

// "12", "1,5", "12.000", "1.200,5", and "1 200" with a thin or plain space between thousands.
const NUMBER = String.raw`(?<![\d.,])(?:\d{1,3}(?:[ \u00a0\u202f]\d{3}){1,2}(?![\d.,])|\d{1,9}(?:[.,]\d{1,3}){0,2})`
const END = String.raw`(?![\p{L}\d])`
const S = String.raw`\s{0,3}`

export const WEIGHT = new RegExp(String.raw`(${NUMBER})${S}(${WEIGHT_UNITS})${END}`, 'giu')
export const VOLUME = new RegExp(String.raw`(${NUMBER})${S}(${VOLUME_UNITS})${END}`, 'giu')
export const LOADING_METRES = new RegExp(String.raw`(${NUMBER})${S}(?:${LOADING_METRE_UNITS})${END}`, 'giu')
// ("6 wooden crates", "Dwie palety": a material before the unit, a count in words; "3 Stück 40 Fuß" counts containers, and
// "another two pallets" adds to a count.)
export const PACKAGES = new RegExp(
  String.raw`(?<![\d.,\p{L}])(?<!(?:another|additional|more|extra|weitere|zusätzliche|autres|otros|altri|andere|kolejne|další|daha)\s{1,3})(\d{1,3}[.,]\d{3}(?![.,]?\d)|\d{1,5}|${COUNT_WORDS_ALT}|jedna|jednu)${S}(?:adet${S})?(?:(?:wooden|plastic|cardboard|metal|steel|drewniane|drewnianych|dřevěné|dřevěných|houten|ahşap)\s{1,3})?(${PACKAGE_UNITS})${END}(?!\s{1,3}(?:[x×]\s{0,2})?(?:20|40|45)\s{0,2}(?:ft|fuß|fuss|feet|foot|['’]|pies|pieds|piedi|voet|stóp|hc|hq))`,
  'giu',
)

const COUNT = String.raw`(?:(?<![\p{L}\d])(\d{1,3}|an?|one|ein|einen|een|un|una|uno|une|um|uma|bir|${SLAVIC_ONE}|${COUNT_WORDS_ALT})${S}(?:(?:adet|tane|stück|stk\.?|pcs|sztuk|kusy|kusů|cntrs?|cnts?|ctnrs?|ctrs?|conts?\.?)${S})?(?:[x×]${S}|(?:de|of|da|di|van)\s{1,3})?)?`
const KIND = String.raw`(hc|hq|(?:high|hoch)[\s-]?cube|dv|gp|dry|reefer|rf|open[\s-]?top|ot|flat[\s-]?rack)`
/** 2 x 40ft HC, 1x40HQ, a 40' container, 40'lık, 40 Fuß; groups: count, size, kind (twice, for the two forms). */
export const CONTAINER = new RegExp(
  String.raw`${COUNT}(?<![\d.,])(20|40|45)\s{0,2}(?:${CONTAINER_FEET})(?:(?<=['’′])(?!\p{Ll}{3})|${END})${S}(?:${KIND}${END})?|${COUNT}(?<![\d.,])(20|40|45)\s?${KIND}${END}`,
  'giu',
)
// "1 contenedor refrigerado de 40": the kind between the word and the size.
const REEFER = String.raw`(?:refrigerados?|frigor[íi]ficos?|refrigerated|réfrigérés?|refrigerat[oi]|koel|chłodnicz[ey]|chladicí|frigorifik|reefer|dry|seco|high\s?cube)`
// "un contenedor", "jeden kontejner", "bir konteyner": before a container word, one is a count, not an article.
const ONE_CONTAINER = 'un|una|uno|une|um|uma|een|één|ein|eine|einen|jeden|jedna|jedno|bir|one|an?'
/** "2 contenedores de 40 pies", "deux conteneurs 40 pieds", "1 kontener 40-stopowy": count, size, kind ("40'lık 3 konteyner": size first). */
export const COUNTED_CONTAINERS = new RegExp(
  String.raw`(?<![\p{L}\d.,])(\d{1,3}|${COUNT_WORDS_ALT}|${ONE_CONTAINER})${S}(?:koel|kühl|kuehl)?(?:${CONTAINER_WORDS})${S}(?:${REEFER}${S})?(?:(?:de|da|di|van|à|a|of|zu|je|po|x)${S})?(20|40|45)\s{0,2}(?:${CONTAINER_FEET})?(?:(?<=['’′])|${END}|(?=(?:hc|hq|dv|gp|rf|ot)${END}))${S}(?:${KIND}${END})?|(?<![\d.,])(?=(?:20|40|45)['’′]?\s{0,2}(?:lik|lık|luk|lük)\s{1,3}(\d{1,2})\s)(20|40|45)['’′]?\s{0,2}(?:lik|lık|luk|lük)\s{1,3}\d{1,2}\s{1,3}(?:adet\s{1,3})?(?:${CONTAINER_WORDS})${END}`,
  'giu',
)

/** "1x40", "2 x 20": a count times a container size, nothing after it that makes it a weight, a volume or a count. */
export const BARE_CONTAINERS =
  /(?<![\d.,])(\d{1,2})\s{0,2}[x×]\s{0,2}(20|40|45)(?![\d]|[.,]\d|\s{0,3}(?:kg|t|to|ton|tons|cbm|m3|m³|cm|mm|m|pallets?|paletten|palets?|palettes|palety|boxes|cartons)(?![\p{L}]))/giu
/** "two forty-footers", "Dva čtyřicetistopé kontejnery", "3 kontenery czterdziestostopowe", "dwie czterdziestki": count, size word. */
export const SIZE_WORD_CONTAINERS = new RegExp(
  String.raw`(?<![\p{L}\d])(\d{1,2}|${COUNT_WORDS_ALT}|an?|one|${SLAVIC_ONE}|een|één|ein(?:en|e)?|um|uma|un|une|uno|bir)${S}(?:(?:${CONTAINER_WORDS})${S},?${S}(?:(?:de|da|di|of)${S})?)?(forty|twenty|vinte|quarenta|veinte|cuarenta|vingt|quarante|venti|quaranta|čtyřicet|dvacet|ctyricet|czterdzieści|czterdziesto|dwudziesto|veertig|twintig|vierzig|zwanzig|czterdziestek|dwudziestek|czterdziestk|dwudziestk|čtyřicítk|dvacítk|ctyricitk|dvacitk)(?:(?:[\s-]{1,2}|i)?(?:foot(?:ers?)?|feet|stop\p{L}{0,4}|voeters?|voets|fuß|fuss|pés|pes|pies|pieds|piedi)|(?<=vierzig|zwanzig)er|(?<=veertig|twintig)ers?|(?<=tk)[aiyęu]|(?<=ek))${END}`,
  'giu',
)
const FORTY = /^(?:forty|čtyřic|ctyric|czterdzie|veertig|vierzig|quarenta|cuarenta|quarante|quaranta)/iu
/** `2 x 40ft` from a SIZE_WORD_CONTAINERS match. */
export function sizeWordText(match: RegExpExecArray): string {
  const count = countValue(match[1]!) ?? WORD_COUNT[match[1]!.toLowerCase()] ?? match[1]!
  return `${count} x ${FORTY.test(match[2]!) ? '40' : '20'}ft`
}
const DATE_PREP = String.raw`(?:(?:auf\s{1,3}den|by|on|(?:not\s{1,3})?before|until|till|from|after|around|rond|omstreeks|gegen|um\s{1,3}den|vers\s{1,3}le|verso\s{1,3}il|hacia\s{1,3}el|około|kolem|por\s{1,3}volta\s{1,3}de|for|no\s{1,3}later\s{1,3}than|bis(?:\s{1,3}(?:zum|spätestens))?|zum|am|ab(?:\s{1,3}dem)?|vor\s{1,3}dem|spätestens(?:\s{1,3}am)?|antes\s{1,3}del?|para\s{1,3}el|desde\s{1,3}el|a\s{1,3}partir\s{1,3}del?|el|avant\s{1,3}le|pour\s{1,3}le|à\s{1,3}partir\s{1,3}du|dès\s{1,3}le|le|entro\s{1,3}il|entro|a\s{1,3}partire\s{1,3}da(?:l|lla)?|dal|per\s{1,3}il|dopo\s{1,3}il|il|uiterlijk(?:\s{1,3}op)?|vóór|voor|vanaf|op|najpóźniej(?:\s{1,3}do)?|do|od|dnia|przed|po|até(?:\s{1,3}o)?(?:\s{1,3}dia)?|a\s{1,3}partir\s{1,3}d[eo]\s{1,3}dia|a\s{1,3}partir\s{1,3}de|no\s{1,3}dia|dia|em|nejpozději(?:\s{1,3}do)?|k|ke|před)\s{1,2})?(?:the\s{1,3})?`
// A Turkish case ending and postposition after a date: "5 Mart'a kadar", "15 Nisan'dan itibaren", "20 Aralık'tan sonra".
// "20 nisanda", "15 mayısa kadar": a Turkish month with its case ending, typed without the apostrophe.
const TR_MONTH_AT = String.raw`(?:ocak|şubat|subat|mart|nisan|mayıs|mayis|haziran|temmuz|ağustos|agustos|eylül|eylul|ekim|kasım|kasim|aralık|aralik)(?:[dt][ae]n?|[ae](?=\s{1,3}kadar))`
const TR_AFTER = String.raw`(?:['’]\p{L}{1,4})?(?:\s(?:kadar|itibaren|sonra|önce|tarihinde|tarihine\s{1,3}kadar))?`
// "14. 1.", "14. 1. 2027": Czech, Slovak and German write a space after the day's dot.
const NUMERIC = String.raw`\d{1,2}\.?\s?[-–]\s?\d{1,2}\.\s?\d{1,2}\.(?!\d)|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}(?!\d)|\d{1,2}\.\d{1,2}\.(?!\d)|\d{1,2}\.\s\d{1,2}\.(?:\s?\d{4}(?!\d))?(?!\d|\.\d)|\d{1,2}/\d{1,2}(?![\d/])`
// "the first week of", "la primera semana de", "w pierwszym tygodniu", "v prvním týdnu", "the end of", "à la fin de" …
const NTH_WEEK = String.raw`(?:the\s{1,3})?(?:first|second|third|last)\s{1,3}(?:half|week|fortnight)\s{1,3}of|(?:der\s{1,3})?(?:ersten|zweiten|dritten|letzten)\s{1,3}(?:woche|hälfte)\s{1,3}(?:im|des)|(?:la\s{1,3})?(?:primera|segunda|tercera|última|ultima)\s{1,3}semana\s{1,3}de|(?:la\s{1,3})?(?:première|premiere|deuxième|deuxieme|seconde|dernière|derniere)\s{1,3}semaine\s{1,3}(?:de|d')|(?:la\s{1,3})?(?:prima|seconda|terza|ultima)\s{1,3}settimana\s{1,3}di|(?:de\s{1,3})?(?:eerste|tweede|derde|laatste)\s{1,3}week\s{1,3}van|(?:pierwszym|drugim|trzecim|ostatnim)\s{1,3}tygodniu|(?:a\s{1,3})?(?:primeira|segunda|terceira|última|ultima)\s{1,3}semana\s{1,3}de|(?:prvním|druhém|třetím|posledním)\s{1,3}týdnu`
const END_OF = String.raw`(?:the\s{1,3})?(?:end|beginning|start|middle)\s{1,3}of(?:\s{1,3}the\s{1,3}month\s{1,3}of)?|(?:la\s{1,3})?(?:fin|début)\s{1,3}du\s{1,3}mois\s{1,3}(?:de|d')|(?:la\s{1,3})?fine\s{1,3}del\s{1,3}mese\s{1,3}di|(?:(?:a|al)\s{1,3})?(?:finales|fin|principios)\s{1,3}del\s{1,3}mes\s{1,3}de|(?:ao|o|no)\s{1,3}(?:fim|final|início)\s{1,3}do\s{1,3}mês\s{1,3}de|(?:la\s{1,3})?fin\s{1,3}(?:de|d')|(?:le\s{1,3})?début\s{1,3}(?:de|d')|(?:la\s{1,3})?(?:fine|metà|meta)\s{1,3}di|(?:l'|l’)inizio\s{1,3}di|(?:ai\s{1,3})?primi\s{1,3}di|(?:agli\s{1,3})?ultimi\s{1,3}di|(?:het\s{1,3})?(?:einde|begin)\s{1,3}van|(?:ao|o)\s{1,3}(?:fim|final|início|inicio|começo|comeco)\s{1,3}de|końca|początku|konce|začátku|poloviny`
// "1ª quinzena de", "the 2nd half of", "3rd week Jan", "2. Hälfte im": a period numbered with a digit.
const NUMBERED_PERIOD = String.raw`(?:(?:the|la|a|die|de)\s{1,3})?[1-4](?:st|nd|rd|th|\.?ª|\.?º|a|da|ra|ta|er|ère|re|e|\.)?\s{1,3}(?:half|week|fortnight|quincena|quinzena|quinzaine|quindicina|semana|semaine|settimana|metà|helft|hälfte|woche|połowie|tygodniu|polovině|polovina|týdnu)(?:\s{1,3}(?:of|de|d'|di|del|van|im|des))?`
const PERIOD_START = String.raw`${NTH_WEEK}|${NUMBERED_PERIOD}|${END_OF}|w\s{1,3}połowie|(?:w\s{1,3})?(?:pierwszej|drugiej)\s{1,3}połowie|(?:pierwsza|druga)\s{1,3}połowa|(?:první|druhá)\s{1,3}polovina|(?:v\s{1,3})?(?:první|druhé)\s{1,3}polovině|(?:primera|segunda)\s{1,3}quincena\s{1,3}de|(?:primeira|segunda)\s{1,3}quinzena\s{1,3}de|(?:prima|seconda)\s{1,3}quindicina\s{1,3}di|(?:eerste|tweede)\s{1,3}helft\s{1,3}van|(?:première|seconde)\s{1,3}quinzaine\s{1,3}(?:de|d')|(?:prima|seconda)\s{1,3}metà\s{1,3}di|early|mid|late|ende|anfang|mitte|finales\s{1,3}de|fines\s{1,3}de|principios\s{1,3}de|primeros\s{1,3}de|[úu]ltimos\s{1,3}de|courant|dans\s{1,3}le\s{1,3}courant\s{1,3}(?:de|d')|im\s{1,3}laufe\s{1,3}(?:des|von)|nel\s{1,3}corso\s{1,3}di|mediados\s{1,3}de|fin|début|debut|mi-|fine|inizio|metà|eind|begin|half|medio|koniec|końcem|początek|na\s{1,3}początku|połowa|final\s{1,3}de|fim\s{1,3}de|fins\s{1,3}de|finais\s{1,3}de|início\s{1,3}de|inicio\s{1,3}de|começo\s{1,3}de|comeco\s{1,3}de|meados\s{1,3}de|konec|koncem|začátek|začátkem|polovina|v\s{1,3}polovině|połowy|początku|końca|poloviny|začátku|konce`
const UNITS_OF_TIME = String.raw`days?|weeks?|months?|tage?n?|wochen?|monaten?|días|dias|semanas?|meses|jours|semaines?|mois|giorni|settimane?|mesi|dagen|weken|maanden|dni|tygodni[ea]?|miesięcy|dní|dny|týdn[uyů]|týden|měsíce`
// Written numbers of days, weeks or months: "in two weeks", "over twee weken", "za dva týdny".
const COUNT_WORDS = String.raw`two|three|four|ten|fifteen|zwei|drei|vier|zehn|vierzehn|fünfzehn|dos|tres|cuatro|diez|quince|deux|trois|quatre|dix|quinze|due|tre|quattro|dieci|quindici|twee|drie|tien|veertien|vijftien|dwa|dwie|trzy|cztery|dziesięć|czternaście|dois|duas|três|quatro|dez|catorze|dva|dvě|tři|čtyři|deset|čtrnáct`
const WITHIN = String.raw`d['’]ici|dentro\s{1,3}de|in|within|innerhalb\s{1,3}von|binnen|en|dans|tra|fra|entro|over|za|em|daqui\s{1,3}a|během|do`
const NEXT = String.raw`next|this|coming|übernächsten|übernächste|nächsten|kommenden|am|el\s{1,3}pr[óo]ximo|el|le|il\s{1,3}prossimo|volgende|komende|aanstaande|(?:(?:w|na)\s{1,3})?(?:przyszły|przyszłą|następny|następną|najbliższy|najbliższą)|w|(?:na\s{1,3})?pr[óo]xima|na|(?:v\s{1,3}|ve\s{1,3})?příští|ve|v|gelecek|önümüzdeki|bu`
const WEEKDAY = String.raw`(?:(?:by|until|before|on|from|bis|ab|vor|avant|dès|entro|uiterlijk|vóór|do|przed|até|antes\s{1,3}del?|para\s{1,3}el)\s{1,3})?(?:(?:${NEXT})\s{1,3})?(?:${WEEKDAYS})(?:\s{1,3}(?:(?:que|q)\s{1,3}(?:viene|vem)|qui\s{1,3}vient|prochain|prossimo|günü))?`
// "end of next month", "Ende nächsten Monats", "entro la fine del mese prossimo", "do konce příštího měsíce", "ay sonu";
// "do konce týdne", "do końca tygodnia" (with its number: "do końca tygodnia 23", "do końca 23. tygodnia").
const END_OF_NEXT = [
  String.raw`${BY}(?:the\s{1,3})?(?:end|beginning|start|middle)\s{1,3}of\s{1,3}(?:the\s{1,3})?(?:next|this|coming|following)\s{1,3}(?:week|month)`,
  String.raw`${BY}(?:ende|anfang|mitte)\s{1,3}(?:des\s{1,3})?(?:nächsten|kommenden|diesen)\s{1,3}monats`,
  String.raw`${BY}(?:(?:a|al|para)\s{1,3})?(?:finales|principios|mediados|el\s{1,3}final|fin)\s{1,3}del\s{1,3}(?:pr[óo]ximo\s{1,3}mes|mes\s{1,3}que\s{1,3}viene)`,
  String.raw`${BY}(?:(?:à\s{1,3})?la\s{1,3})?(?:fin|mi-?|début|milieu)\s{1,3}de\s{1,3}la\s{1,3}semaine\s{1,3}prochaine|${BY}(?:(?:à\s{1,3})?la\s{1,3})?(?:fin|mi-?|début)\s{1,3}du\s{1,3}mois\s{1,3}prochain|${BY}(?:la\s{1,3})?fine\s{1,3}(?:del\s{1,3})?(?:mese\s{1,3}prossimo|prossimo\s{1,3}mese)|${BY}(?:la\s{1,3})?(?:fine|inizio|metà)\s{1,3}della\s{1,3}(?:settimana\s{1,3}prossima|prossima\s{1,3}settimana)`,
  String.raw`${BY}(?:het\s{1,3})?(?:eind|einde|begin)\s{1,3}(?:van\s{1,3})?(?:de\s{1,3})?volgende\s{1,3}maand`,
  String.raw`${BY}(?:pod\s{1,3})?(?:końca|koniec|końcem|początku|połowy)\s{1,3}(?:przyszłego|następnego)\s{1,3}(?:miesiąca|tygodnia)`,
  String.raw`${BY}(?:(?:no|ao|o)\s{1,3})?(?:fim|final|início|meio)\s{1,3}do\s{1,3}(?:pr[óo]ximo\s{1,3}m[êe]s|m[êe]s\s{1,3}que\s{1,3}vem)`,
  String.raw`${BY}(?:konce|konec|koncem|začátku|začátkem|poloviny)\s{1,3}(?:příštího|následujícího)\s{1,3}měsíce|(?:do\s{1,3})?(?:konce|koncem|końca)\s{1,3}(?:(?:tohoto|tego|příštího|následujícího|przyszłego|następnego)\s{1,3}|\d{1,2}\.\s{0,2})?(?:týdne|tygodnia)(?:\s{1,3}(?:nr\.?\s{0,2}|č\.\s{0,2})?\d{1,2}(?![\d.,]))?`,
  String.raw`(?:(?:gelecek|önümüzdeki|bu)\s{1,3})?ay(?:ın)?\s{1,3}(?:sonu|başı|ortası)(?:na|nda)?(?:\s{1,3}kadar)?`,
  END_OF_THIS_MONTH,
].join('|')
const RELATIVE = [
  // "do konce roku", "by the end of the year", "bis Jahresende": the year's end as the date.
  String.raw`(?:by|before|until)\s{1,3}(?:the\s{1,3})?end\s{1,3}of\s{1,3}(?:the\s{1,3})?year|(?:bis|vor)\s{1,3}(?:zum\s{1,3})?(?:jahresende|ende\s{1,3}des\s{1,3}jahres)|(?:antes\s{1,3}de|para|hasta)\s{1,3}(?:el\s{1,3})?fin(?:al)?\s{1,3}de\s{1,3}año|(?:avant|pour)\s{1,3}la\s{1,3}fin\s{1,3}de\s{1,3}l['’]année|entro\s{1,3}(?:la\s{1,3})?fine\s{1,3}(?:dell['’]anno|anno)|(?:voor|vóór)\s{1,3}(?:het\s{1,3})?(?:einde|eind)\s{1,3}van\s{1,3}het\s{1,3}jaar|(?:do|przed)\s{1,3}końc(?:a|em)\s{1,3}roku|até\s{1,3}(?:ao\s{1,3}|o\s{1,3})?fi(?:m|nal)\s{1,3}do\s{1,3}ano|(?:do|před)\s{1,3}kon(?:ce|cem)\s{1,3}roku|yıl\s{1,3}sonuna\s{1,3}kadar`,
  String.raw`(?:(?:by|until|before|within|in|from)\s{1,3})?(?:next|this|coming|the\s{1,3}next)\s{1,3}(?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|weds?|thu(?:rs?)?|fri)(?![\p{L}])`,
  String.raw`(?:in\s{1,3})?the\s{1,3}week\s{1,3}after\s{1,3}next|(?:the\s{1,3})?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s{1,3}after\s{1,3}next|(?:in\s{1,3}der\s{1,3})?übernächste[nr]?\s{1,3}woche|(?:v\s{1,3})?přespříští(?:m)?\s{1,3}(?:týden|týdnu)|(?:za\s{1,3})?dwa\s{1,3}tygodnie|za\s{1,3}tydzień|haftaya\s{1,3}değil\s{1,3}öbür\s{1,3}hafta|öbür\s{1,3}hafta`,
  String.raw`(?:(?:in|eind|begin|midden|end\s{1,3}of|ende|anfang|mitte)\s{1,3})?(?:wk|cw)\.?\s{0,2}\d{1,2}|urgente|today|(?:the\s{1,3})?day\s{1,3}after\s{1,3}tomorrow|tomorrow(?:\s{1,3}(?:morning|afternoon|evening))?|asap|as\s{1,3}soon\s{1,3}as\s{1,3}possible|urgent(?:ly)?|immediately|flexible|end\s{1,3}of\s{1,3}(?:the\s{1,3})?(?:week(?:\s{1,3}\d{1,2}(?![\d.,]))?|month)`,
  String.raw`(?:in\s{1,3}der\s{1,3})?(?:nächste[nr]?|kommende[nr]?)\s{1,3}(?:woche|monat)|(?:ab\s{1,3})?(?:nächste[mnr]?|naechste[mnr]?|kommende[mnr]?)\s{1,3}(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|übermorgen|(?<!(?:guten|schönen|goede|goeie)\s{1,3})morgen|sofort|so\s{1,3}schnell\s{1,3}wie\s{1,3}möglich|schnellstmöglich|flexibel|(?:in\s{1,3}|ab\s{1,3})?kw\s{0,2}\d{1,2}`,
  String.raw`(?:la\s{1,3})?(?:pr[óo]xima\s{1,3}semana|semana\s{1,3}(?:que|q)\s{1,3}viene)|(?:el\s{1,3})?(?:pr[óo]ximo\s{1,3}mes|mes\s{1,3}(?:que|q)\s{1,3}viene)|(?:pasado\s{1,3})?mañana|lo\s{1,3}antes\s{1,3}posible|cuanto\s{1,3}antes`,
  String.raw`(?:la\s{1,3})?semaine\s{1,3}prochaine|(?:le\s{1,3})?mois\s{1,3}prochain|(?:apr[èe]s[-\s]{1,2})?demain(?:\s{1,3}(?:matin|après-midi|soir))?|d[èe]s\s{1,3}que\s{1,3}possible|au\s{1,3}plus\s{1,3}vite|(?:en\s{1,3})?semaine\s{1,3}\d{1,2}|(?:en\s{1,3})?sem\.?\s{0,2}\d{1,2}|(?:(?:en\s{1,3}la|la|nella|na|em)\s{1,3})?(?:semana|settimana)\s{1,3}\d{1,2}|(?:w\s{1,3})?tydzień\s{1,3}(?:nr\.?\s{0,2})?\d{1,2}|(?:w\s{1,3})?tygodniu\s{1,3}\d{1,2}|(?:w\s{1,3})?\d{1,2}\.?\s{1,3}(?:tygodniu|tydzie[ńn]|tyg\.?(?![\p{L}]))(?:\s{1,3}(?:${MONTHS}|(?:przyszłego|następnego|tego)\s{1,3}roku))?|(?:(?:v|během|behem|do|od|v\s{1,3}průběhu)\s{1,3})?\d{1,2}\.\s{1,3}(?:týden|týdnu|týdne)|(?:v\s{1,3})?(?:týden|tyden|týdnu)\s{1,3}\d{1,2}|(?:v\s{1,3}průběhu|v\s{1,3}prubehu|během|behem|w\s{1,3}ciągu|im\s{1,3}laufe|nel\s{1,3}corso\s{1,3}di|in\s{1,3}de\s{1,3}loop\s{1,3}van|au\s{1,3}cours\s{1,3}de|in\s{1,3}the\s{1,3}course\s{1,3}of)\s{1,3}(?:${MONTHS}|${MONTH_LOCATIVES})|\d{1,2}\.\s{1,3}hafta(?:da)?|(?:in\s{1,3})?week\s{1,3}\d{1,2}|(?:in\s{1,3})?(?:der\s{1,3})?(?:kalenderwoche|woche)\s{1,3}\d{1,2}`,
  String.raw`(?:la\s{1,3})?(?:(?:prossima|prox)\s{1,3}settimana|settimana\s{1,3}prossima)|(?:il\s{1,3})?(?:prossimo\s{1,3}mese|mese\s{1,3}prossimo)|dopodomani|domani(?:\s{1,3}(?:mattina|pomeriggio|sera))?|(?:il\s{1,3})?prima\s{1,3}possibile|(?:entro\s{1,3}|a\s{1,3})?fine\s{1,3}mese|subito|flessibile`,
  String.raw`volgende\s{1,3}(?:week|maand)|overmorgen|(?<!(?:guten|schönen|goede|goeie)\s{1,3})morgen|zo\s{1,3}snel\s{1,3}mogelijk|z\.s\.m\.|(?:(?:in|during)\s{1,3})?week\s{1,3}\d{1,2}|flexibel`,
  String.raw`(?:w\s{1,3})?przyszłym\s{1,3}(?:tygodniu|miesiącu)|przyszły\s{1,3}tydzień|pojutrze|jutro(?:\s{1,3}(?:rano|wieczorem|po\s{1,3}południu))?|jak\s{1,3}najszybciej|od\s{1,3}zaraz|pilnie|elastycznie`,
  String.raw`(?:na\s{1,3})?(?:pr[óo]xima\s{1,3}semana|semana\s{1,3}que\s{1,3}vem)|(?:no\s{1,3})?pr[óo]ximo\s{1,3}m[êe]s|(?:depois\s{1,3}de\s{1,3})?amanhã(?:\s{1,3}(?:de\s{1,3}manhã|à\s{1,3}tarde))?|o\s{1,3}mais\s{1,3}r[áa]pido\s{1,3}poss[íi]vel|o\s{1,3}quanto\s{1,3}antes|flex[íi]vel`,
  String.raw`(?:v\s{1,3})?příští(?:m)?\s{1,3}(?:týden|týdnu|měsíc|měsíci)|poz[íi]t[řr][íi]|zítra(?:\s{1,3}(?:ráno|dopoledne|odpoledne|večer))?|co\s{1,3}nejd[řr][íi]ve|co\s{1,3}nejrychleji|ihned|flexibilní`,
  // "entro Natale", "before Christmas", "vor Ostern": a feast after a preposition of time.
  String.raw`(?:entro|by|before|until|for|bis|vor|zu|avant|pour|antes\s{1,3}de|para|hasta|tot|voor|vóór|met|przed|na|do|até|před|na|per|a)\s{1,3}(?:natale|christmas|xmas|weihnachten|navidad|no[ëe]l|kerst(?:mis)?|bo[żz]e(?:go)?\s{1,3}narodzeni[ae]|natal|v[áa]noc(?:e|emi)?|pasqua|easter|ostern|pascua|p[âa]ques|pasen|wielkanoc|p[áa]scoa|velikonoc(?:e|emi)?)`,
  // "after the holidays", "po świętach", "nach den Feiertagen": the end of the holidays as the date.
  String.raw`after\s{1,3}(?:the\s{1,3})?(?:holidays|christmas|new\s{1,3}year)|nach\s{1,3}(?:den\s{1,3})?(?:feiertagen|weihnachten|neujahr)|después\s{1,3}de\s{1,3}(?:las\s{1,3}fiestas|navidad|reyes)|dopo\s{1,3}l['’]epifania|après\s{1,3}l['’][ée]piphanie|after\s{1,3}epiphany|nach\s{1,3}dreikönig|après\s{1,3}les\s{1,3}fêtes|dopo\s{1,3}le\s{1,3}feste|na\s{1,3}de\s{1,3}feestdagen|po\s{1,3}świętach|depois\s{1,3}das\s{1,3}festas|(?:depois|antes)\s{1,3}do\s{1,3}natal|(?:dopo|prima\s{1,3}di)\s{1,3}natale|(?:après|avant)\s{1,3}no[ëe]l|(?:na|voor)\s{1,3}kerst(?:mis)?|po\s{1,3}v[áa]noc[íi]ch|po\s{1,3}svátcích|po\s{1,3}novém\s{1,3}roce|po\s{1,3}nowym\s{1,3}roku|após\s{1,3}o\s{1,3}ano\s{1,3}novo|después\s{1,3}de\s{1,3}año\s{1,3}nuevo|après\s{1,3}le\s{1,3}nouvel\s{1,3}an|dopo\s{1,3}capodanno|na\s{1,3}nieuwjaar|bayramdan\s{1,3}sonra|yılbaşından\s{1,3}sonra`,
  String.raw`gelecek\s{1,3}(?:hafta|ay)|önümüzdeki\s{1,3}(?:hafta|ay)|haftaya|öbür\s{1,3}gün|yarından\s{1,3}sonra|yarın(?:\s{1,3}(?:sabah|öğleden\s{1,3}sonra|akşam))?|en\s{1,3}k[ıi]sa\s{1,3}s[üu]rede|acil(?:en)?|hemen|esnek`,
].join('|')

// "najlepiej 14.12", "am 14.12": a day and month without the closing dot, only after a word that announces a date.
const BARE_DAY_MONTH = String.raw`(?<=(?:odbiór|odbior|pick[- ]?up|collection|abholung|ritiro|recogida|enl[èe]vement|ophalen|coleta|recolha|vyzvednut[íi]|załadunek|zaladunek|nakládka|nakladka|loading|verladung|carga|chargement|carico|yükleme|najlepiej|nejlépe|nejlepe|am\s{1,3}besten|preferably|ideally|idealmente|de\s{1,3}préférence|bij\s{1,3}voorkeur|tercihen|am|ab|bis|vom|dnia|dne|le|el|il|op|em|on|by|${WEEKDAYS})(?:\s{1,3}(?:będzie|bedzie|bude|wird|sera|será|sarà|ist|is|jest|je|wordt|jednak|nun|jetzt|now|nu|teď|ted|ahora|adesso|agora))?\s{1,3})\d{1,2}\.\d{1,2}(?!\d|[.,]\d|\s{0,2}(?:t|kg|m3|m³|cbm|ton|tun|tony|tonnen|%|ldm)(?![\p{L}]))`
// "do 20.02", "na 15.03", "until 04.01": a day and a two-digit month after a preposition of time, the preposition kept.
const PREP_DAY_MONTH = String.raw`(?<![\p{L}\d.,/-])(?:(?:do|na|by|until|till|bis|hasta|até|tot|voor|vóór|entro|przed|před|od|from|ab|vanaf|desde|dès|dal|po|ke|dnia|dne|najpóźniej|nejpozději|uiterlijk|spätestens|latest)\s{1,2}|(?<=(?:gotowe|gotowy|gotowa|ready|bereit|klaar|připraveno|tylko|ale|lecz|sondern|but|mais|maar|mas)\s{1,2}))\d{1,2}\.(?:0[1-9]|1[0-2])(?!\d|[.,]\d|\s{0,2}(?:t|kg|m3|m³|cbm|ton|tun|tony|tonnen|%|ldm)(?![\p{L}]))`
/** Dates as said, most specific form first; each is tried in order and the first found wins. */
export const DATE_PATTERNS: readonly RegExp[] = [
  /\b\d{4}-\d{2}-\d{2}\b/gu,
  new RegExp(String.raw`(?<![\p{L}\d.,/-])${DATE_PREP}(?:${NUMERIC})${TR_AFTER}`, 'giu'),
  new RegExp(BARE_DAY_MONTH, 'giu'),
  new RegExp(PREP_DAY_MONTH, 'giu'),
  new RegExp(
    String.raw`(?<![\p{L}\d])${DATE_PREP}(?:\d{1,2}\s{1,3}(?:o|or|ou|oder|of|lub|albo|nebo|veya|oppure)\s{1,3})?\d{1,2}(?:st|nd|rd|th|er|ère|º|ª|°|\.)?\s{1,2}(?:of\s{1,3}|de\s{1,3})?(?:${MONTHS}|${MONTH_LOCATIVES}|${TR_MONTH_AT})\.?(?:\s{1,2}(?:de\s{1,3})?\d{4})?${END}${TR_AFTER}`,
    'giu',
  ),
  new RegExp(String.raw`(?<![\p{L}\d])${DATE_PREP}(?:${MONTHS})\.?\s{1,2}\d{1,2}(?:st|nd|rd|th)?(?:,?\s{1,2}\d{4})?${END}`, 'giu'),
  new RegExp(
    String.raw`(?<![\p{L}\d])(?:(?:in|by|until|before|towards|a|à|en|im|am|al|no|na|nella|alla|entro|in\s{1,3}der|bis|spätestens(?:\s{1,3}(?:bis|zum))?|avant|vers|do|w|v|até|tot|voor|vóór|uiterlijk|antes\s{1,3}de|hasta|najpóźniej(?:\s{1,3}do)?|nejpozději(?:\s{1,3}do)?|para|pod|em|dans|pour|per|durante|during|for|für|tegen|gegen)\s{1,2})?(?:(?:la|le|the|a|de)\s{1,2})?(?:${PERIOD_START})[\s-]{0,2}(?:${MONTHS})${END}`,
    'giu',
  ),
  // "druhý týden v únoru", "drugi tydzień lutego": a numbered week of a month, in Czech and Polish word order.
  new RegExp(
    String.raw`(?<![\p{L}\d])(?:(?:v|ve|w)\s{1,3})?(?:první|prvním|druhý|druhém|třetí|čtvrtý|poslední|posledním|pierwszy|drugi|trzeci|czwarty|ostatni|pierwszym|drugim|trzecim|ostatnim)\s{1,3}(?:týden|týdnu|tyden|tydnu|tydzień|tygodniu|tyg\.?)\s{1,3}(?:(?:v|ve|w)\s{1,3})?(?:${MONTHS}|${MONTH_LOCATIVES})${END}`,
    'giu',
  ),
  // "przełom lutego i marca", "na přelomu února a března", "the turn of February and March": where two months meet.
  new RegExp(
    String.raw`(?<![\p{L}\d])(?:(?:na|at|around)\s{1,3})?(?:przełom(?:ie)?|przelom(?:ie)?|přelom(?:u)?|prelom(?:u)?|the\s{1,3}turn\s{1,3}of)\s{1,3}(?:${MONTHS})(?:\s{1,3}(?:i|a|and|to)\s{1,3}(?:${MONTHS}))?${END}`,
    'giu',
  ),
  // "in der ersten Märzwoche", "v prvním únorovém týdnu"; Turkish "Mart sonu", "nisan sonuna kadar", "mart ayının ilk haftası", "ocağın 2. haftası".
  new RegExp(
    String.raw`(?<![\p{L}\d])(?:in\s{1,3}der\s{1,3})?(?:(?:ersten|zweiten|dritten|letzten)\s{1,3}|[1-4]\.\s{0,2})(?:${MONTHS})(?:woche|hälfte)${END}|(?<![\p{L}\d])(?:v\s{1,3})?(?:prvním|druhém|třetím|čtvrtém|posledním|[1-4]\.)\s{1,3}(?:lednov|únorov|březnov|dubnov|květnov|červnov|červencov|srpnov|zářijov|říjnov|listopadov|prosincov)ém\s{1,3}týdnu${END}`,
    'giu',
  ),
  new RegExp(
    String.raw`(?<![\p{L}\d])(?:önümüzdeki|gelecek|bu)\s{1,3}ayın\s{1,3}(?:(?:ilk|son|ikinci|üçüncü)\s{1,3}(?:haftası|yarısı)|\d{1,2}['’]?\p{Ll}{1,5})${END}|(?<![\p{L}\d])(?:${MONTHS}|ocağ|aralığ)(?:['’]?n?[ıiuü]n)?\s(?:(?:ayının\s)?(?:ilk|son|ikinci|üçüncü|dördüncü|[1-4]\.)\s(?:haftası|yarısı)(?:nda)?|(?:ayının\s)?(?:sonu|başı|basi|ortası|ortasi)(?:na|nda)?(?:\skadar)?|\d{1,2}['’]?\p{Ll}{1,7}(?:\s(?:sonra|önce|kadar|itibaren))?)${END}`,
    'giu',
  ),
  // "2 weeks from today", "drei Wochen ab heute", "dos semanas a partir de hoy": a span counted from today.
  new RegExp(
    String.raw`(?<![\p{L}\d])(?:\d{1,3}|${COUNT_WORDS})\s{1,2}(?:${UNITS_OF_TIME})\s{1,2}(?:from\s{1,3}(?:today|now)|ab\s{1,3}heute|a\s{1,3}partir\s{1,3}de\s{1,3}(?:hoy|hoje)|à\s{1,3}partir\s{1,3}d['’]aujourd['’]hui|da\s{1,3}oggi|vanaf\s{1,3}vandaag|od\s{1,3}dzisiaj|od\s{1,3}dneška|od\s{1,3}dnes)${END}`,
    'giu',
  ),
  new RegExp(
    String.raw`(?<![\p{L}\d])(?:${WITHIN})\s{1,2}(?=[\dtfzdvcqč])(?:\d{1,3}|${COUNT_WORDS})\s{1,2}(?:${UNITS_OF_TIME})${END}|(?<![\p{L}\d])(?:\d{1,3}|iki|üç|dört)\s(?:gün|hafta|ay)\s(?:içinde|sonra)${END}`,
    'giu',
  ),
  new RegExp(String.raw`(?<![\p{L}\d])(?:${END_OF_NEXT})${END}`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\d])(?:${RELATIVE})${END}`, 'giu'),
  // "in March", "im April", "en junio", "a maggio", "w maju", "v květnu", "mayısta": a month alone, after a preposition.
  new RegExp(
    String.raw`(?<![\p{L}\d])(?:in|im|en|em|a|ad|para|pour|per|voor|au\s{1,3}mois\s{1,3}de|no\s{1,3}mês\s{1,3}de|nel\s{1,3}mese\s{1,3}di|in\s{1,3}de\s{1,3}maand|during|durante|for)\s{1,2}(?:${MONTHS_FULL})(?:\s{1,2}(?:de\s{1,2}|del\s{1,2})?\d{4})?${END}(?!\s{0,3}\d)|(?<![\p{L}\d])(?:w|we|v|ve)\s{1,2}(?:${MONTH_LOCATIVES})${END}|(?<![\p{L}\d])(?:ocak|şubat|subat|mart|nisan|mayıs|mayis|haziran|temmuz|ağustos|agustos|eylül|eylul|ekim|kasım|kasim|aralık|aralik)['’]?[dt][ae]${END}`,
    'giu',
  ),
  // "termin: czerwiec", "date: June": a month alone after a date's label.
  new RegExp(
    String.raw`(?<=(?:date|dates|datum|termin|termín|fecha|fechas|data|datas|tarih|wann|quand|quando|kiedy|kdy|wanneer)\s{0,2}[:=–-]\s{0,3})(?:${MONTHS_FULL})${END}`,
    'giu',
  ),
  new RegExp(String.raw`(?<![\p{L}\d])${WEEKDAY}${END}`, 'giu'),
  // "make that the 12th": a day of the month alone, as an ordinal.
  new RegExp(
    String.raw`(?<![\p{L}\d])(?:(?:on|by|until|from)\s{1,3})?the\s{1,3}\d{1,2}(?:st|nd|rd|th)${END}(?!\s{0,2}(?:of|floor|pallet|box))`,
    'giu',
  ),
  // "até o dia 20", "para el día 15": Portuguese and Spanish name a day of the month with its word.
  /(?<![\p{L}\d])(?:(?:até|ate|para|desde|hasta|antes\s{1,3}del?|a\s{1,3}partir\s{1,3}d[eo])\s{1,3})?(?:(?:o|el)\s{1,3})?d[ií]a\s{1,3}(?:3[01]|[12]\d|[1-9])(?![\d,/]|\.\d)/giu,
]

/** An Incoterm (2020, and DAT) in capitals, with the named place when one follows: "FOB Shanghai", "EXW Stuttgart". */
export const INCOTERM =
  /(?<![\p{L}])(EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|DAT)(?![\p{L}])(?:\s{1,3}(\p{Lu}[\p{L}-]{1,30}(?:[ \t]\p{Lu}[\p{L}-]{1,30}(?![\p{L}'’-])){0,2}))?/gu

const UNIT: Record<string, string> = { t: 't', kg: 'kg', lb: 'lb' }

export function weightUnit(raw: string): string {
  const unit = raw.toLowerCase()
  if (/^(?:k|kilo)/.test(unit)) return UNIT.kg!
  if (/^(?:lb|pound|libra)/.test(unit)) return UNIT.lb!
  return UNIT.t!
}

const WORD_COUNT: Record<string, string> = {
  ...Object.fromEntries([...ONE_CONTAINER.split('|'), ...SLAVIC_ONE.split('|')].map((one) => [one, '1'])),
  a: '1',
  an: '1',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
}

/** `2 x 40ft HC` from a CONTAINER or COUNTED_CONTAINERS match. */
export function containerText(match: RegExpExecArray): string {
  const [count, size, kind] = [match[1] ?? match[4], match[2] ?? match[5], match[3] ?? match[6]]
  // ("mam kontener 20 stóp": a container's word in the singular right before the size is one.)
  const one = /(?:kontener|kontejner|konteyner|container|contenedor|conteneur|contentor)\s{1,3}$/iu.test(match.input.slice(0, match.index))
  const n = count ? (WORD_COUNT[count.toLowerCase()] ?? countValue(count) ?? count) : one ? '1' : null
  const type = kind ? ` ${/^(?:hc|hq|high|hoch)/i.test(kind) ? 'HC' : kind.toLowerCase().replace(/\s{1,3}/g, ' ')}` : ''
  return `${n ? `${n} x ` : ''}${size}ft${type}`
}
