/** What a message is about: a logistics request (quote, booking, shipment, tracking, customs, rates...) or anything else. */
export type Intent = 'INQUIRY' | 'GENERAL'

export const INTENTS: readonly Intent[] = ['INQUIRY', 'GENERAL']

/** Narrows an untrusted value (a model's answer) to an Intent, or null. */
export function parseIntent(value: unknown): Intent | null {
  if (typeof value !== 'string') return null
  const upper = value.trim().toUpperCase()
  return upper === 'INQUIRY' || upper === 'GENERAL' ? upper : null
}
