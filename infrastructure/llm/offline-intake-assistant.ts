import type { AssistantContext } from '../../application/ports/language-model'
import { latestContactEmail, malformedContactEmail } from '../../domain/chat-contact'
import { conversationLanguage, type Language } from '../../domain/conversation-language'
import type { Intent } from '../../domain/intent'
import { pendingOf } from '../../domain/quote-confirmation'
import { hasAnyDetail, missingSlots, QUOTE_SLOTS, type QuoteDetails, type QuoteSlot, slotValue } from '../../domain/quote-details'
import { CONFIRMATIONS } from './intake-confirmations'
import { EMAIL_PHRASES } from './intake-email-phrases'
import { ENGLISH_PHRASES, type IntakePhrases } from './intake-phrases'
import { disputesReadBack } from './intake-read-back'
import { INTAKE_TRANSLATIONS } from './intake-translations'

/** The offline intake's words in each of the ten languages (add one in intake-translations.ts and domain/quote-lexicon.ts). */
export const INTAKE_PHRASES: Readonly<Record<Language, IntakePhrases>> = { en: ENGLISH_PHRASES, ...INTAKE_TRANSLATIONS }
export const OFFLINE_GREETING = ENGLISH_PHRASES.greeting
// Narrow on purpose: "the rules for dangerous goods" is a logistics question, not a probe.
const PROBING =
  /\b(?:system\s*prompt|your\s+(?:instructions|prompt|guidelines|configuration)|ignore\s+(?:all\s+|any\s+|the\s+|your\s+)?(?:previous|prior|above)|(?:other|another)\s+(?:users?|sessions?|conversations?|visitors?)|jailbreak|developer\s+mode|ignoriere\s+(?:alle\s+)?(?:vorherigen|bisherigen)|ignora\s+(?:las|le|todas|tutte)\s+(?:instrucciones|istruzioni))\b/i

/** The language of the conversation: the visitor's messages together, so a bare "Hamburg" never switches it. */
export function languageOf(context: AssistantContext): Language {
  return conversationLanguage(context.turns.filter((t) => t.role === 'user').map((t) => t.content))
}

/**
 * The embedded, rule-based intake, in the visitor's language: asks for the quote details still
 * missing (the first one as a direct question, so a bare answer fills it); once all are known and no
 * e-mail address was given, restates them and asks for one; then summarises. It only ever repeats
 * what this visitor wrote; it has no instructions to echo.
 */
export function intakeReply(context: AssistantContext, classify: (text: string) => Intent): string {
  const latest = [...context.turns].reverse().find((t) => t.role === 'user')?.content ?? ''
  const language = languageOf(context)
  const phrases = INTAKE_PHRASES[language]
  const missing = missingSlots(context.details)
  if (PROBING.test(latest)) return `${phrases.refusal} ${ask(phrases, missing)}`
  const pending = pendingOf(context.details)
  // A value read without confidence is asked about before it counts ("Did you mean from Hamburg?"), in an inquiry only.
  if (pending && (hasAnyDetail(context.details) || classify(latest) === 'INQUIRY')) {
    const known = knownOf(context.details, phrases)
    const question = CONFIRMATIONS[language][pending.slot](pending.value)
    return known ? `${phrases.soFar(known)} ${question}` : `${phrases.gladToHelp} ${question}`
  }
  if (!hasAnyDetail(context.details)) {
    return classify(latest) === 'INQUIRY' ? `${phrases.gladToHelp} ${ask(phrases, missing)}` : phrases.greeting
  }
  if (missing.length === 0) {
    const previous = [...context.turns].reverse().find((t) => t.role === 'assistant')?.content
    const email = latestContactEmail(context.turns.filter((t) => t.role === 'user').map((t) => t.content))
    if (!email) {
      const emailAsk = `${phrases.soFar(knownOf(context.details, phrases))} ${EMAIL_PHRASES[language].ask}`
      if (malformedContactEmail(latest)) return `${EMAIL_PHRASES[language].invalid} ${emailAsk}`
      // Asked first, and again when a detail was corrected; a visitor who answers without an address is not trapped.
      if (!previous?.endsWith(emailAsk)) return emailAsk
      // ("Sim, só que a mercadoria é …": an answer disputing a detail that no change was read from is asked about once.)
      const unclear = EMAIL_PHRASES[language].unclear
      if (disputesReadBack(latest, phrases.summaryLabels) && !previous.startsWith(unclear)) return `${unclear} ${emailAsk}`
    }
    const summary = summaryOf(context.details, phrases, email ? { label: EMAIL_PHRASES[language].label, email } : undefined)
    return previous === summary ? phrases.alreadyComplete : summary
  }
  return `${phrases.soFar(knownOf(context.details, phrases))} ${ask(phrases, missing)}`
}

function ask(phrases: IntakePhrases, missing: readonly QuoteSlot[]): string {
  const [first, ...rest] = missing
  if (!first) return phrases.anythingToChange
  const also =
    rest.length > 0
      ? ` ${phrases.alsoNeed(
          list(
            rest.map((s) => phrases.labels[s]),
            phrases.and,
          ),
        )}`
      : ''
  return phrases.questions[first] + also
}

function knownOf(details: QuoteDetails, phrases: IntakePhrases): string {
  const labels = phrases.knownLabels ?? phrases.summaryLabels
  return QUOTE_SLOTS.map((slot) => [slot, slotValue(details, slot)] as const)
    .filter(([, value]) => value)
    .map(([slot, value]) => `${labels[slot]} ${value}`)
    .concat(details.packages && !slotValue(details, 'size') ? [details.packages] : [])
    .join(', ')
    .replace(/\.$/u, '') // ("Termín 5. 2."): the sentence's own full stop follows, not a second one.
}

/** The five details (and the visitor's address) as a list under a thank-you, in the conversation's language (English by default). */
export function summaryOf(
  details: QuoteDetails,
  phrases: IntakePhrases = ENGLISH_PHRASES,
  contact?: { readonly label: string; readonly email: string },
): string {
  const lines = QUOTE_SLOTS.map((slot) => `- ${phrases.summaryLabels[slot]}: ${slotValue(details, slot)}`)
  if (details.incoterm) lines.push(`- Incoterms: ${details.incoterm}`)
  if (contact) lines.push(`- ${contact.label}: ${contact.email}`)
  return [phrases.summaryTitle, ...lines, phrases.summaryEnd].join('\n')
}

function list(items: readonly string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`
}
