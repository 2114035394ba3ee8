/**
 * A place taken back inside one message: "ritiro a Milano, anzi no, a Rho", "van Arnhem? Nee, het is Velp", "Lipový med
 * z Lipska? Ne, z Lipníku nad Bečvou", "aus dem Sauerland, genauer aus Meschede". The reading after the last "no," (or "anzi",
 * "actually", "more precisely") replaces the one before it.
 */

import { accentsOptional } from './quote-folding'

// "no," "nee," "ne," "a nie," with their punctuation (a bare "no a Lille" is a negation, read where it stands; "No: 45" is
// a number), "o wacht,", "nee gewoon", "no just", or a word of one meaning ("anzi", "actually",
// "eigenlijk", "make that"), or an apology with its comma ("perdão, a 18 de janeiro"; "Sorry! De rest klopt." takes back nothing).
const TAKEN_BACK = accentsOptional(
  /(?:^|[?.,;!:–-]\s{0,3})(?:(?:oh|ah|uy|ach|a|o)\s{1,3})?(?:(?:no|non|nee|nein|ne|nie|não|nao|hayır)(?:\s{1,3}(?:wait|wacht|aspetta|espera|attends|warte|moment))?\s{0,2}[,.!:;](?!\s{0,3}\d)|(?:no|non|nee|nein|ne|nie|não|nao|hayır)\s{1,3}(?:just|gewoon|einfach|solo|juste|simplement|simplemente|simplesmente|semplicemente|po\s{1,3}prostu|prostě|sadece)|(?:wait|wacht|warte|attends|aspetta|espera)[,.!:;]|(?:sorry|pardon|perdón|perdão|perdon|scusa|scusi|przepraszam|promiňte|entschuldigung),|anzi(?:\s{1,3}no)?[,.!:;]?|actually|eigenlijk|eigentlich|en\s{1,3}fait|de\s{1,3}hecho|in\s{1,3}realtà|na\s{1,3}verdade|właściwie|vlastně|aslında|make\s{1,3}(?:that|it)|change\s{1,3}(?:that|it)\s{1,3}to|more\s{1,3}precisely|to\s{1,3}be\s{1,3}precise|genauer(?:\s{1,3}gesagt)?|plus\s{1,3}précisément|précisément|più\s{1,3}precisamente|para\s{1,3}ser\s{1,3}exactos?|concretamente|preciezer|om\s{1,3}precies\s{1,3}te\s{1,3}zijn|dokładniej|přesněji|mais\s{1,3}precisamente|daha\s{1,3}doğrusu)\s{1,3}/giu,
)

/** Where the last taking back in `text` starts and ends (the later reading starts at its end), if there is one. */
export function takenBackAt(text: string): { start: number; end: number } | undefined {
  let last: RegExpExecArray | undefined
  for (const match of text.slice(0, 2000).matchAll(TAKEN_BACK)) last = match
  return last && last.index > 0 ? { start: last.index, end: last.index + last[0].length } : undefined
}

/** Origin and destination as one message reads them, and how. */
export interface PlaceReading {
  origin?: string
  destination?: string
  /** Ends read only after a preposition of several meanings ("à", "a", "z", "do", "in"). */
  weak?: readonly ('origin' | 'destination')[]
  /**
   * Ends read in a shape that leaves no doubt they are places, even ones the gazetteer does not know: one lane ("de Madrid
   * a Sevilla", "…, Itajaí pra Cantão,"), "from our cold store in Mitchelstown", "to a distributor in Bilbao".
   */
  sure?: readonly ('origin' | 'destination')[]
}

/**
 * The ends of a message whose later part takes back the earlier: each end the later part reads replaces the earlier one;
 * a single end read there only weakly ("a Rho") takes the place of the single end read before ("ritiro a Milano").
 */
export function withTakenBack(earlier: PlaceReading, later: PlaceReading): PlaceReading {
  const read = (['origin', 'destination'] as const).filter((slot) => later[slot])
  const before = (['origin', 'destination'] as const).filter((slot) => earlier[slot])
  const inherit = read.length === 1 && later.weak?.includes(read[0]!) && before.length === 1 && before[0] !== read[0]
  const moved: PlaceReading = inherit ? { [before[0]!]: later[read[0]!], weak: [before[0]!] } : later
  const kept = (slot: 'origin' | 'destination') => (moved[slot] ? undefined : earlier[slot])
  const origin = moved.origin ?? kept('origin')
  const destination = moved.destination ?? kept('destination')
  const from = (slot: 'origin' | 'destination') => (moved[slot] ? moved : earlier)
  const weak = (['origin', 'destination'] as const).filter(
    (slot) => from(slot).weak?.includes(slot) && (slot === 'origin' ? origin : destination),
  )
  const sure = (['origin', 'destination'] as const).filter(
    (slot) => from(slot).sure?.includes(slot) && (slot === 'origin' ? origin : destination),
  )
  return {
    ...(origin ? { origin } : {}),
    ...(destination ? { destination } : {}),
    ...(weak.length > 0 ? { weak } : {}),
    ...(sure.length > 0 ? { sure } : {}),
  }
}

/** The pattern above, for the test that keeps them bounded. */
export const TAKEN_BACK_PATTERNS: readonly RegExp[] = [TAKEN_BACK]
