/**
 * Typing slips in the words that carry a detail ("Febuary", "Wendesday", "delivry", "Liefrung"): a word of seven letters
 * or more that is not itself one of those words, one slip (a letter missing, extra, wrong or two swapped) from exactly
 * one of them with the same first letter, is read as that word. Shorter words are left alone: at six letters and below
 * too many real words lie one slip from another ("entero" from "enero").
 */
import { MONTH_LOCATIVE_WORDS, MONTH_WORDS } from './quote-calendar-words'
import { knownPlace } from './quote-gazetteer'
import { VOLUME_UNITS, WEIGHT_UNITS } from './quote-lexicon'

// The units' plain words ("toneladas", "Kubikmeter"; "tonnes?" read as both, other patterns left out). Not the whole
// lexicon: one slip turns too many real words of one language into another's ("pellets" into "pallets").
const UNITS = [WEIGHT_UNITS, VOLUME_UNITS]
  .flatMap((alt) => alt.split('|'))
  .flatMap((word) => (/^\p{L}+\?$/u.test(word) ? [word.slice(0, -1), word.slice(0, -2)] : [word]))
  .filter((word) => /^\p{L}+$/u.test(word))

const KEYWORDS = [
  ...UNITS,
  MONTH_WORDS,
  // ("w czerwcu" is no slip of "czerwca": the locative months are words of their own.)
  MONTH_LOCATIVE_WORDS,
  'monday tuesday wednesday thursday saturday dienstag mittwoch donnerstag freitag samstag sonntag miércoles',
  'vendredi mercredi dimanche martedì mercoledì giovedì venerdì dinsdag woensdag donderdag vrijdag zaterdag',
  'poniedziałek wtorek środa czwartek piątek sobota niedziela pondělí úterý čtvrtek sobota neděle pazartesi perşembe',
  'delivery collection destination loading unloading consignee abholung lieferung anlieferung zielort livraison',
  'enlèvement chargement recogida destino consegna partenza destinazione levering bestemming dostawa załadunek',
  'rozładunek nakládka vykládka yükleme teslimat',
  'transport transporte transportu transporty trasporto transporter transported transporté',
  // ("26 m3 ongeveeer": a slip of "about" is no goods.)
  'ongeveer ungefähr approximately environ aproximadamente approssimativamente přibližně yaklaşık',
  // ("brauche ein angbeot fuer …": a slip in the request before the goods.)
  'angebot anfrage preisanfrage quotation presupuesto cotización preventivo offerte prijsopgave',
  // ("3 kontenry 20'": a slip of the container's word.)
  'container containers contenedor contenedores conteneur conteneurs kontener kontenery kontejner kontejnery konteyner',
]
  .join(' ')
  .split(/\s+/u)
  .map((word) => word.toLowerCase())
  .filter((word) => word.length >= 7)
const EXACT: ReadonlySet<string> = new Set(KEYWORDS)
const BY_FIRST = new Map<string, string[]>()
for (const word of KEYWORDS) BY_FIRST.set(word[0]!, [...(BY_FIRST.get(word[0]!) ?? []), word])

/** Whether `a` and `b` differ by one letter missing, extra or wrong, or two neighbours swapped. */
function oneSlip(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length)
    return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/** The keyword `word` is one slip from, keeping its capital; undefined when none or several. */
function spelled(word: string): string | undefined {
  const lower = word.toLowerCase()
  if (EXACT.has(lower)) return undefined
  const near = (BY_FIRST.get(lower[0]!) ?? []).filter((keyword) => oneSlip(lower, keyword))
  if (near.length !== 1 || knownPlace(word)) return undefined
  return word[0] === lower[0] ? near[0] : near[0]![0]!.toUpperCase() + near[0]!.slice(1)
}

/**
 * `text` with each slipped keyword written right, and `asWritten`, which puts a value read from that text back in the
 * visitor's spelling (a date is kept as written: "Wendesday 3rd Febuary").
 */
export function withKeywordsSpelled(text: string): { text: string; asWritten: (value: string) => string } {
  const slips = new Map<string, string>()
  const spelledText = text.replace(/(?<![\p{L}])\p{L}{7,16}(?![\p{L}])/gu, (word) => {
    const right = spelled(word)
    if (right) slips.set(right, word)
    return right ?? word
  })
  const asWritten = (value: string) =>
    slips.size === 0 ? value : value.replace(/\p{L}{7,16}/gu, (word) => (slips.has(word) ? slips.get(word)! : word))
  return { text: spelledText, asWritten }
}
