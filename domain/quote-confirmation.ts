/** A value the extractor was not sure of waits for the visitor's yes before it counts ("Did you mean from Hamburg?"). */

import type { QuoteDetails } from './quote-details'
import { knownPlace } from './quote-gazetteer'

export type ConfirmableSlot = 'origin' | 'destination' | 'cargo'

// Bounded alternations only; a reply that starts with yes (or no) in any of the ten languages.
const YES =
  /^(?:yes|yep|yeah|correct|right|exactly|that's right|ja|jawohl|genau|richtig|stimmt|sí|si|correcto|exacto|eso es|oui|exact|exactement|c'est ça|sì|esatto|giusto|certo|klopt|precies|tak|dokładnie|zgadza się|sim|isso|exato|ano|jo|přesně|správně|evet|doğru|aynen)(?=$|[\s,.!])/iu
const NO = /^(?:no|nope|nein|non|nee|niet|nie|não|nao|ne|hayır|hayir)(?=$|[\s,.!])/iu

/** The value waiting for a yes, if any. */
export function pendingOf(details: QuoteDetails): { slot: ConfirmableSlot; value: string } | undefined {
  const slot = details.pendingSlot
  return slot && details.pendingValue ? { slot, value: details.pendingValue } : undefined
}

/** What a reply to "Did you mean ...?" says: yes, no, or something else (then read as a new message). */
export function confirmationOf(message: string): 'yes' | 'no' | 'other' {
  const text = message.trim()
  if (YES.test(text)) return 'yes'
  if (NO.test(text)) return 'no'
  return 'other'
}

/** The rest of a reply after its yes or no ("yes, and it's 12 t" → "and it's 12 t"). */
export function afterConfirmation(message: string): string {
  return message
    .trim()
    .replace(YES, '')
    .replace(NO, '')
    .replace(/^[\s,.!]{0,5}/u, '')
}

/** The details with a confirmed value stored as a fact (and its UN/LOCODE). */
export function confirmed(slot: ConfirmableSlot, value: string): QuoteDetails {
  const locode = slot === 'cargo' ? undefined : knownPlace(value)?.locode
  const code = slot === 'origin' ? 'originLocode' : 'destinationLocode'
  return { [slot]: value, ...(locode ? { [code]: locode } : {}) }
}
