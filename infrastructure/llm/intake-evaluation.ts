import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { contactEmailIn } from '../../domain/chat-contact'
import type { ChatTurn } from '../../domain/chat-session'
import { conversationLanguage, LANGUAGES, type Language, languageTotals } from '../../domain/conversation-language'
import { pendingOf } from '../../domain/quote-confirmation'
import { detailsAfterMessage } from '../../domain/quote-conversation'
import { isQuoteComplete, type QuoteDetails } from '../../domain/quote-details'
import { samePlace as sameKnownPlace } from '../../domain/quote-gazetteer'
import { EMAIL_PHRASES } from './intake-email-phrases'
import { type ConversationKind, type DetailError, kindOf, sameValue, scoreDetails } from './intake-scoring'
import { INTAKE_PHRASES, intakeReply } from './offline-intake-assistant'

/** One scripted conversation: the visitor's messages, and every detail they gave as it should be read. */
export interface IntakeConversation {
  readonly id: string
  readonly language: Language
  readonly kind: ConversationKind
  readonly turns: readonly string[]
  readonly expect: QuoteDetails
  /**
   * Recorded with a visitor who answered the assistant in their own words (`data/intake/live*`): played exactly as
   * recorded, with no scripted yes, no or e-mail answers; a turn giving an address after the e-mail question is contact.
   */
  readonly live?: boolean
  /** Other namings the visitor gave of a detail ("kaas", then "goudse kaas"): any of them read counts as right. */
  readonly alsoRight?: Readonly<Partial<Record<keyof QuoteDetails, readonly string[]>>>
}

export interface ConversationResult {
  readonly id: string
  readonly kind: ConversationKind
  /** The visitor gave all five details (weight, volume or containers counting as the size). */
  readonly suppliesAll: boolean
  /** The visitor message after which the quote was complete and the summary shown (1-based), or null. */
  readonly completedAt: number | null
  /** Expected details that were not read, or read differently: `cargo: "wine" → "red wine"`. */
  readonly errors: readonly string[]
  /** Values read that are not what the visitor said (confidently wrong: worse than a miss). */
  readonly misreads: number
  /** Details the visitor gave that were not read. */
  readonly misses: number
  /** Summarised within 6 turns with every detail right. */
  readonly complete: boolean
  /**
   * Handled right: complete when the visitor gave all five details; otherwise still asking (never summarised) with every
   * detail given read right. A quote needs weight or volume (the contract), so "14 pallets" alone must not complete.
   */
  readonly right: boolean
  /** Replies in another language than the conversation's (not counting openings that fit two languages equally, like "hallo"). */
  readonly languageSlips: number
  /** Every detail right when the assistant first restated them and asked for an address; null when it never did. */
  readonly rightAtReadBack: boolean | null
}

export interface LanguageReport {
  readonly language: Language
  readonly conversations: number
  readonly supplyingAll: number
  readonly completed: number
  readonly completedWithin6: number
  readonly maxTurns: number
  readonly meanTurns: number
  readonly detailErrors: number
  readonly languageSlips: number
  readonly results: readonly ConversationResult[]
}

/** Complete conversations, misreads and misses of one group (a language or a kind). */
export interface GroupScore {
  readonly conversations: number
  readonly complete: number
  /** Conversations that cannot complete (no weight, volume or containers given). */
  readonly cannotComplete: number
  readonly right: number
  readonly misreads: number
  readonly misses: number
}

export const INTAKE_TARGET_TURNS = 6
const YES_NO: Readonly<Record<Language, readonly [string, string]>> = {
  en: ['yes', 'no'],
  de: ['ja', 'nein'],
  es: ['sí', 'no'],
  fr: ['oui', 'non'],
  it: ['sì', 'no'],
  nl: ['ja', 'nee'],
  pl: ['tak', 'nie'],
  pt: ['sim', 'não'],
  cs: ['ano', 'ne'],
  tr: ['evet', 'hayır'],
}
export const INTAKE_DATA_DIR = fileURLToPath(new URL('../../data/intake', import.meta.url))

/** Reads data/intake/<language>.jsonl for every language the folder has (a set written in halves may have five). */
export function loadIntakeConversations(dir = INTAKE_DATA_DIR): IntakeConversation[] {
  return LANGUAGES.filter((language) => existsSync(join(dir, `${language}.jsonl`))).flatMap((language) =>
    readFileSync(join(dir, `${language}.jsonl`), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const written = JSON.parse(line) as Omit<IntakeConversation, 'language' | 'kind'> & { kind?: string }
        return { ...written, language, kind: kindOf(written.turns, written.kind) }
      }),
  )
}

const VISITOR_EMAIL = 'quotes@visitor.example'

/** Plays one conversation through the extraction and the offline intake, as POST /api/public/chat does. */
export function runConversation(conversation: IntakeConversation, samePlace = sameKnownPlace): ConversationResult {
  const turns: ChatTurn[] = []
  let details: QuoteDetails = {}
  let completedAt: number | null = null
  let languageSlips = 0
  let emailAnswers = 0
  const summaryTitle = INTAKE_PHRASES[conversation.language].summaryTitle
  const script = [...conversation.turns]
  let askedEmail = false
  let rightAtReadBack: boolean | null = null
  for (let index = 0; index < script.length; index++) {
    const message = script[index]!
    if (conversation.live && askedEmail && contactEmailIn(message)) emailAnswers++
    details = detailsAfterMessage(details, message, index)
    turns.push({ role: 'user', content: message })
    const reply = intakeReply({ turns, details }, () => 'INQUIRY')
    turns.push({ role: 'assistant', content: reply })
    const said = turns.filter((t) => t.role === 'user').map((t) => t.content)
    // A reply in another language is a slip unless what was said so far fits two languages equally ("hallo").
    if (conversationLanguage(said) !== conversation.language && !isTied(said)) languageSlips++
    // The e-mail answer is contact, not a quote detail: the 6-turn target counts the turns that gather details.
    if (completedAt === null && isQuoteComplete(details) && reply.startsWith(summaryTitle)) completedAt = index + 1 - emailAnswers
    // Asked "Did you mean from Hamburg?", the visitor answers yes when it is what they meant and no otherwise (a turn, counted).
    const pending = pendingOf(details)
    askedEmail = reply.endsWith(EMAIL_PHRASES[conversation.language].ask)
    if (askedEmail && rightAtReadBack === null) rightAtReadBack = scoredAgainstAll(conversation, details, samePlace).length === 0
    if (conversation.live) continue
    // Asked for an e-mail address before the summary, the visitor gives one (a turn, not counted: see above).
    if (askedEmail) {
      script.splice(index + 1, 0, VISITOR_EMAIL)
      emailAnswers++
    } else if (pending) {
      const meant = conversation.expect[pending.slot]
      const right = meant !== undefined && sameValue(pending.slot, meant, pending.value, samePlace)
      script.splice(index + 1, 0, YES_NO[conversation.language][right ? 0 : 1])
    }
  }
  const scored: DetailError[] = scoredAgainstAll(conversation, details, samePlace)
  const within = completedAt !== null && completedAt <= INTAKE_TARGET_TURNS
  return {
    id: conversation.id,
    kind: conversation.kind,
    suppliesAll: isQuoteComplete(conversation.expect),
    completedAt,
    errors: scored.map((e) => e.text),
    misreads: scored.filter((e) => e.kind === 'misread').length,
    misses: scored.filter((e) => e.kind === 'miss').length,
    complete: within && scored.length === 0,
    right: isQuoteComplete(conversation.expect) ? within && scored.length === 0 : completedAt === null && scored.length === 0,
    languageSlips,
    rightAtReadBack,
  }
}

/** The errors of `details`, but none for a detail read as one of the visitor's other namings of it. */
function scoredAgainstAll(conversation: IntakeConversation, details: QuoteDetails, samePlace: typeof sameKnownPlace): DetailError[] {
  const others = conversation.alsoRight ?? {}
  return scoreDetails(conversation.expect, details, samePlace).filter((error) => {
    const got = details[error.field]
    return got === undefined || !others[error.field]?.some((other) => sameValue(error.field, other, got, samePlace))
  })
}

/** Sums a group of results. */
export function scoreOf(results: readonly ConversationResult[]): GroupScore {
  return {
    conversations: results.length,
    complete: results.filter((r) => r.complete).length,
    cannotComplete: results.filter((r) => !r.suppliesAll).length,
    right: results.filter((r) => r.right).length,
    misreads: results.reduce((sum, r) => sum + r.misreads, 0),
    misses: results.reduce((sum, r) => sum + r.misses, 0),
  }
}

function isTied(messages: readonly string[]): boolean {
  const scores = Object.values(languageTotals(messages)).sort((a, b) => b - a)
  return scores[0] === scores[1]
}

/** The per-language figures `bun run eval:intake` prints and the suite asserts. */
export function evaluateIntake(conversations: readonly IntakeConversation[], samePlace = sameKnownPlace): LanguageReport[] {
  return LANGUAGES.map((language) => {
    const results = conversations.filter((c) => c.language === language).map((c) => runConversation(c, samePlace))
    const turns = results.flatMap((r) => (r.completedAt === null ? [] : [r.completedAt]))
    return {
      language,
      conversations: results.length,
      supplyingAll: results.filter((r) => r.suppliesAll).length,
      completed: turns.length,
      completedWithin6: results.filter((r) => r.suppliesAll && r.completedAt !== null && r.completedAt <= INTAKE_TARGET_TURNS).length,
      maxTurns: Math.max(0, ...turns),
      meanTurns: turns.length === 0 ? 0 : turns.reduce((a, b) => a + b, 0) / turns.length,
      detailErrors: results.reduce((sum, r) => sum + r.errors.length, 0),
      languageSlips: results.reduce((sum, r) => sum + r.languageSlips, 0),
      results,
    }
  })
}
