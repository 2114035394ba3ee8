import type { AssistantContext } from '../../application/ports/language-model'
import type { Intent } from '../../domain/intent'
import { hasAnyDetail, missingSlots, type QuoteDetails, type QuoteSlot, SLOT_LABELS, slotValue } from '../../domain/quote-details'

const QUESTIONS: Record<QuoteSlot, string> = {
  origin: 'Where will the shipment be picked up (city and country)?',
  destination: 'Where should it be delivered?',
  cargo: 'What are you shipping?',
  size: 'What is the total weight or volume (for example 500 kg, 12 t, 20 cbm or 1 x 40ft container)?',
  dates: 'When will the cargo be ready, or by when must it arrive?',
}
const SUMMARY_LABELS: Record<QuoteSlot, string> = { origin: 'Origin', destination: 'Destination', cargo: 'Cargo', size: 'Weight / volume', dates: 'Dates' }

export const OFFLINE_GREETING =
  "Hello! I'm the logistics assistant. I can help you request a freight quote: tell me where the shipment goes from and to, " +
  'what it is, its weight or volume, and when it should ship. For anything else, please use our contact form.'
// Narrow on purpose: "the rules for dangerous goods" is a logistics question, not a probe.
const PROBING = /\b(?:system\s+prompt|your\s+(?:instructions|prompt|guidelines|configuration)|ignore\s+(?:all\s+|any\s+|the\s+|your\s+)?(?:previous|prior|above)|(?:other|another)\s+(?:users?|sessions?|conversations?|visitors?)|jailbreak|developer\s+mode)\b/i

/**
 * The embedded, rule-based intake: asks for the quote details still missing (the first one as a
 * direct question, so a bare answer fills it), and summarises once all are known. It only ever
 * repeats what this visitor wrote; it has no instructions to echo.
 */
export function intakeReply(context: AssistantContext, classify: (text: string) => Intent): string {
  const latest = [...context.turns].reverse().find((t) => t.role === 'user')?.content ?? ''
  const missing = missingSlots(context.details)
  if (PROBING.test(latest)) {
    return "I can't share how I work internally or anything about other conversations, but I'm happy to help with a freight quote. " + ask(missing)
  }
  if (!hasAnyDetail(context.details)) {
    return classify(latest) === 'INQUIRY' ? `Happy to help with a quote. ${ask(missing)}` : OFFLINE_GREETING
  }
  if (missing.length === 0) {
    const summary = summaryOf(context.details)
    const previous = [...context.turns].reverse().find((t) => t.role === 'assistant')?.content
    if (previous === summary) return 'Your quote request is complete and with our team, who will get back to you soon. Is there anything else I can help with?'
    return summary
  }
  return `Thanks! So far I have: ${knownOf(context.details)}. ${ask(missing)}`
}

function ask(missing: readonly QuoteSlot[]): string {
  const [first, ...rest] = missing
  if (!first) return 'Is there anything you would like to change?'
  const also = rest.length > 0 ? ` I will also need the ${list(rest.map((s) => SLOT_LABELS[s]))}.` : ''
  return QUESTIONS[first] + also
}

function knownOf(details: QuoteDetails): string {
  return (['origin', 'destination', 'cargo', 'size', 'dates'] as const)
    .map((slot) => [slot, slotValue(details, slot)] as const)
    .filter(([, value]) => value)
    .map(([slot, value]) => `${SLOT_LABELS[slot]} ${value}`)
    .concat(details.packages && !slotValue(details, 'size') ? [details.packages] : [])
    .join(', ')
}

export function summaryOf(details: QuoteDetails): string {
  const lines = (['origin', 'destination', 'cargo', 'size', 'dates'] as const).map((slot) => `- ${SUMMARY_LABELS[slot]}: ${slotValue(details, slot)}`)
  return ['Thank you, I have everything for your quote request:', ...lines, 'Our team will get back to you with a quote. If anything changes, just tell me.'].join('\n')
}

function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
