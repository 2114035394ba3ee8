/** What a freight quote needs, as the customer said it (free text, never normalised beyond trimming). */
export interface QuoteDetails {
  readonly origin?: string
  readonly destination?: string
  readonly cargo?: string
  readonly weight?: string
  readonly volume?: string
  /** Container count and type, e.g. `2 x 40ft HC`. */
  readonly containers?: string
  /** Handling units, e.g. `3 pallets`; recorded, but not enough to price without weight or volume. */
  readonly packages?: string
  readonly dates?: string
  /** The Incoterm and its named place, e.g. `FOB Shanghai`; its place also fills the origin (E/F terms) or destination (C/D terms). */
  readonly incoterm?: string
  /** UN/LOCODE of the origin and destination when the gazetteer knows the place (internal: the inquiry's details shape stays as contract 13 says). */
  readonly originLocode?: string
  readonly destinationLocode?: string
  /** A value read without confidence, asked about ("Did you mean from Hamburg?") and not a fact until confirmed; lives one turn. */
  readonly pendingSlot?: 'origin' | 'destination' | 'cargo'
  readonly pendingValue?: string
  /**
   * The goods with the name read as their origin ("naranjas de Valencia"), kept while that origin stands (internal): when
   * the visitor then gives another origin without correcting one, the name was the goods' kind.
   */
  readonly namedCargo?: string
  /** Containers counted without their size ("2 containers"), kept until the size is said (internal). */
  readonly containerCount?: string
}

/** The slots the intake asks for, in the order it asks. `size` is weight, volume or containers. */
export type QuoteSlot = 'origin' | 'destination' | 'cargo' | 'size' | 'dates'
export const QUOTE_SLOTS: readonly QuoteSlot[] = ['origin', 'destination', 'cargo', 'size', 'dates']

export const SLOT_LABELS: Readonly<Record<QuoteSlot, string>> = {
  origin: 'origin',
  destination: 'destination',
  cargo: 'cargo',
  size: 'weight or volume',
  dates: 'dates',
}

const FIELDS = ['origin', 'destination', 'cargo', 'weight', 'volume', 'containers', 'packages', 'dates', 'incoterm'] as const
const LOCODE_OF = { origin: 'originLocode', destination: 'destinationLocode' } as const

/** Later answers win: a customer who corrects the destination means the new one (and its UN/LOCODE goes with it). */
export function mergeQuoteDetails(known: QuoteDetails, said: QuoteDetails): QuoteDetails {
  const merged: Record<string, string> = {}
  for (const field of FIELDS) {
    const value = said[field] ?? known[field]
    if (value) merged[field] = value
  }
  for (const [place, code] of Object.entries(LOCODE_OF) as [keyof typeof LOCODE_OF, (typeof LOCODE_OF)[keyof typeof LOCODE_OF]][]) {
    const locode = said[place] ? said[code] : known[code]
    if (locode) merged[code] = locode
  }
  const named = said.namedCargo ?? (said.cargo || said.origin ? undefined : known.namedCargo)
  if (named) merged.namedCargo = named
  // A doubtful value is asked about once, and only while its detail is still unknown.
  if (said.pendingSlot && said.pendingValue && !merged[said.pendingSlot]) {
    merged.pendingSlot = said.pendingSlot
    merged.pendingValue = said.pendingValue
  }
  return merged as QuoteDetails
}

export function sizeOf(details: QuoteDetails): string | undefined {
  const parts = [details.containers, details.weight, details.volume, details.packages].filter(Boolean)
  const priced = details.containers ?? details.weight ?? details.volume
  return priced ? parts.join(', ') : undefined
}

export function slotValue(details: QuoteDetails, slot: QuoteSlot): string | undefined {
  return slot === 'size' ? sizeOf(details) : details[slot]
}

export function missingSlots(details: QuoteDetails): QuoteSlot[] {
  return QUOTE_SLOTS.filter((slot) => !slotValue(details, slot))
}

export function hasAnyDetail(details: QuoteDetails): boolean {
  return FIELDS.some((field) => Boolean(details[field]))
}

export function isQuoteComplete(details: QuoteDetails): boolean {
  return missingSlots(details).length === 0
}
