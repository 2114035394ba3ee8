import { packedAfter, packingAfter, packingBefore } from '../../domain/quote-cargo-trim'
import type { QuoteDetails } from '../../domain/quote-details'

/** The three kinds of conversation the held-out set has two of per language. */
export type ConversationKind = 'one-message' | 'spread' | 'correction'
export const CONVERSATION_KINDS: readonly ConversationKind[] = ['one-message', 'spread', 'correction']

/** The details scored, in order. */
export const SCORED_FIELDS = ['origin', 'destination', 'cargo', 'weight', 'volume', 'containers', 'packages', 'dates'] as const

/** A detail read wrongly (worse: an agent would quote on it) or not read at all. */
export interface DetailError {
  readonly field: (typeof SCORED_FIELDS)[number]
  readonly kind: 'misread' | 'miss'
  readonly text: string
}

// Cue words of a correction in a later message, for the development conversations that carry no `kind`.
const CORRECTION_CUE =
  /(?:^|[\s,.:!])(?:sorry|wait|actually|correction|korrektur|moment|doch|perdón|perdona|corrección|pardon|désolé|plutôt|scusi|scusa|anzi|correzione|sorry|correctie|toch|przepraszam|poprawka|desculpe|correção|afinal|pardon|oprava|vlastně|düzeltme|pardon|aslında|nicht|not|non|niet|nie|não|ne|değil)(?=$|[\s,.:!])/iu

/** The kind of a conversation: as written in the file, or read from its shape (development sets). */
export function kindOf(turns: readonly string[], written?: string): ConversationKind {
  if (written === 'one-message' || written === 'spread' || written === 'correction') return written
  if (turns.slice(1).some((t) => CORRECTION_CUE.test(t))) return 'correction'
  return turns.length === 1 ? 'one-message' : 'spread'
}

const normalise = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/[.,;!]+$/, '')
    .trim()

/**
 * Whether a read value is the expected one. Dates may differ by a preposition or article ("15 March"
 * for "by 15 March": the shorter holds at least 60 % of the longer); containers by spacing and a
 * leading "1 x", and by an equipment kind read where the set records none ("2 x 40ft HC" for "2 x 40ft": the sets written
 * after unseen3/ leave HC and reefer out by convention, the earlier ones write them); places when both name the same
 * gazetteer place ("Munich" for "München").
 */
export function sameValue(field: string, expected: string, got: string, samePlace: (a: string, b: string) => boolean): boolean {
  const [e, g] = [normalise(expected), normalise(got)]
  if (e === g) return true
  if (field === 'origin' || field === 'destination') return samePlace(expected, got)
  if (field === 'containers') {
    const compact = (v: string) => v.replace(/\s/g, '').replace(/^1x/, '')
    const kindless = (v: string) => v.replace(/(?<=ft)(?:hc|reefer|rf|ot|opentop|flatrack|dv|gp|dry)$/, '')
    return compact(e) === compact(g) || (kindless(compact(e)) === compact(e) && compact(e) === kindless(compact(g)))
  }
  // "vin en bouteilles" or "vino embotellado" for "vin", "bobinas de papel kraft" for "papel kraft": the sets written before
  // unseen3/ keep the packing with the goods, the later ones leave it out by convention; the goods are the same either way.
  if (field === 'cargo')
    return packingAfter(e, g) || packingAfter(g, e) || packingBefore(e, g) || packingBefore(g, e) || packedAfter(e, g) || packedAfter(g, e)
  if (field === 'dates') {
    const [short, long] = e.length <= g.length ? [e, g] : [g, e]
    // ("do końca tygodnia" for "do końca tygodnia 23": a date that loses a number is another date.)
    const numbers = (v: string) => v.match(/\d{1,4}/gu)?.join(' ') ?? ''
    return long.includes(short) && short.length >= 0.6 * long.length && numbers(short) === numbers(long)
  }
  return false
}

/** Every expected detail not read (a miss) or read differently, and every value read that the visitor did not give (misreads). */
export function scoreDetails(expected: QuoteDetails, got: QuoteDetails, samePlace: (a: string, b: string) => boolean): DetailError[] {
  const errors: DetailError[] = []
  for (const field of SCORED_FIELDS) {
    const [e, g] = [expected[field], got[field]]
    if (e === undefined && g === undefined) continue
    if (e !== undefined && g !== undefined && sameValue(field, e, g, samePlace)) continue
    const text = `${field}: ${JSON.stringify(e ?? null)} → ${JSON.stringify(g ?? null)}`
    errors.push({ field, kind: g === undefined ? 'miss' : 'misread', text })
  }
  return errors
}
