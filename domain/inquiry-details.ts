import { parseEmailAddress } from './email-address'
import { DomainError, type ErrorDetail } from './errors'
import { CUSTOMER_FIELDS, DETAIL_FIELDS, FREIGHT_MODES, type FreightMode, type InquiryCustomer, type InquiryDetails } from './inquiry'
import type { QuoteDetails } from './quote-details'
import { longerThan } from './text-patterns'

export const DETAIL_MAX_LENGTH = 500
export const CUSTOMER_FIELD_MAX_LENGTH = 200
export const SUBJECT_MAX_LENGTH = 300

const MODE_WORDS: readonly [FreightMode, RegExp][] = [
  ['sea', /\b(?:sea|ocean|vessel|fcl|lcl|seefracht|maritime|mar[ií]timo|zeevracht)\b/i],
  ['air', /\b(?:air|airfreight|air freight|luftfracht|a[ée]rien|a[ée]reo|aereo|luchtvracht)\b/i],
  ['rail', /\b(?:rail|train|bahn|ferroviario|ferroviaire|spoor)\b/i],
  ['road', /\b(?:road|truck|lorry|ftl|ltl|lkw|camion|cami[óo]n|vrachtwagen)\b/i],
]

/** The mode of transport a text names first by a telling word, else null. */
export function freightModeIn(text: string): FreightMode | null {
  const sample = text.slice(0, 20_000)
  let best: { mode: FreightMode; at: number } | null = null
  for (const [mode, pattern] of MODE_WORDS) {
    const at = sample.search(pattern)
    if (at >= 0 && (best === null || at < best.at)) best = { mode, at }
  }
  return best?.mode ?? null
}

/** The desk's details from what the intake extracted (its slots) and the mode the text names. */
export function detailsFromQuote(quote: QuoteDetails, text: string, known?: InquiryDetails): InquiryDetails {
  const size = [quote.containers, quote.weight, quote.volume, quote.packages].filter(Boolean).join(', ')
  const cut = (value: string | undefined) => (value ? value.slice(0, DETAIL_MAX_LENGTH) : null)
  return {
    origin: cut(quote.origin) ?? known?.origin ?? null,
    destination: cut(quote.destination) ?? known?.destination ?? null,
    cargo: cut(quote.cargo) ?? known?.cargo ?? null,
    weightOrVolume: cut(size) ?? known?.weightOrVolume ?? null,
    dates: cut(quote.dates) ?? known?.dates ?? null,
    incoterm: cut(quote.incoterm) ?? known?.incoterm ?? null,
    mode: freightModeIn(text) ?? known?.mode ?? null,
  }
}

function invalid(details: ErrorDetail[]): DomainError {
  return DomainError.validation(`Invalid request: ${details[0]!.path} ${details[0]!.message}`, details)
}

/** Some detail fields an agent or a system sets: strings (trimmed, at most 500 characters) or null; `mode` one of the four. */
export function parseDetailsPatch(raw: unknown, path = 'details'): Partial<InquiryDetails> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw invalid([{ path, message: 'must be an object' }])
  const out: Record<string, string | null> = {}
  const problems: ErrorDetail[] = []
  for (const [key, value] of Object.entries(raw)) {
    const at = `${path}.${key}`
    if (!(DETAIL_FIELDS as readonly string[]).includes(key)) problems.push({ path: at, message: 'is not a detail field' })
    else if (value === null) out[key] = null
    else if (typeof value !== 'string') problems.push({ path: at, message: 'must be a string or null' })
    else if (key === 'mode' && !(FREIGHT_MODES as readonly string[]).includes(value))
      problems.push({ path: at, message: `must be one of ${FREIGHT_MODES.join(', ')} or null` })
    else if (longerThan(value.trim(), DETAIL_MAX_LENGTH))
      problems.push({ path: at, message: `must be at most ${DETAIL_MAX_LENGTH} characters` })
    else out[key] = value.trim() === '' ? null : value.trim()
  }
  if (problems.length > 0) throw invalid(problems)
  return out as Partial<InquiryDetails>
}

/** Some customer fields: `email` a valid address, the others strings of at most 200 characters; null clears. */
export function parseCustomerPatch(raw: unknown, path = 'customer'): Partial<InquiryCustomer> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw invalid([{ path, message: 'must be an object' }])
  const out: Record<string, string | null> = {}
  const problems: ErrorDetail[] = []
  for (const [key, value] of Object.entries(raw)) {
    const at = `${path}.${key}`
    if (!(CUSTOMER_FIELDS as readonly string[]).includes(key)) problems.push({ path: at, message: 'is not a customer field' })
    else if (value === null) out[key] = null
    else if (typeof value !== 'string') problems.push({ path: at, message: 'must be a string or null' })
    else if (key === 'email') {
      try {
        out[key] = parseEmailAddress(value)
      } catch {
        problems.push({ path: at, message: 'is not a valid e-mail address' })
      }
    } else if (longerThan(value.trim(), CUSTOMER_FIELD_MAX_LENGTH))
      problems.push({ path: at, message: `must be at most ${CUSTOMER_FIELD_MAX_LENGTH} characters` })
    else out[key] = value.trim() === '' ? null : value.trim()
  }
  if (problems.length > 0) throw invalid(problems)
  return out as Partial<InquiryCustomer>
}
