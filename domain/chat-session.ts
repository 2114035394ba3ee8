import type { QuoteDetails } from './quote-details'
import { hasAnyDetail, isQuoteComplete } from './quote-details'

export const CHAT_MESSAGE_MAX_LENGTH = 4000
/** A conversation ends after 24 hours without a message: a later message starts a new session. */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000
/** A session is kept, and its transcript readable, this long after its last message (contract 13). */
export const CHAT_KEPT_MS = 30 * SESSION_IDLE_MS
/** Turns kept per session; older ones are dropped (the prompt only ever sees the last few anyway). */
export const MAX_STORED_TURNS = 40

export interface ChatTurn {
  readonly role: 'user' | 'assistant'
  readonly content: string
}

/** `open`: nothing about a shipment yet; `collecting`: some quote details known; `complete`: all known and summarised. */
export type ChatSessionStatus = 'open' | 'collecting' | 'complete'

/** One visitor's conversation with the assistant. Its id is the only key to it, so it is a random UUID v4. */
export interface ChatSession {
  readonly id: string
  readonly turns: readonly ChatTurn[]
  readonly details: QuoteDetails
  readonly status: ChatSessionStatus
  /** Increases by one on every save; stores refuse a save whose version does not follow the stored one. */
  readonly version: number
  readonly createdAt: Date
  readonly updatedAt: Date
  /** When the stored session is deleted: CHAT_KEPT_MS after its last message (the conversation itself ends sooner: isConversationLive). */
  readonly expiresAt: Date
}

export function newChatSession(id: string, now: Date): ChatSession {
  return {
    id,
    turns: [],
    details: {},
    status: 'open',
    version: 0,
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + CHAT_KEPT_MS),
  }
}

/** Whether a message now continues this conversation (less than SESSION_IDLE_MS since its last message). */
export function isConversationLive(session: ChatSession, now: Date): boolean {
  return now.getTime() - session.updatedAt.getTime() < SESSION_IDLE_MS
}

export function statusOf(details: QuoteDetails): ChatSessionStatus {
  return isQuoteComplete(details) ? 'complete' : hasAnyDetail(details) ? 'collecting' : 'open'
}

/** The session after one exchange: turns appended (oldest dropped past the cap), expiry pushed back. */
export function recordExchange(
  session: ChatSession,
  exchange: { user: string; assistant: string; details: QuoteDetails; now: Date },
): ChatSession {
  const turns = [
    ...session.turns,
    { role: 'user' as const, content: exchange.user },
    { role: 'assistant' as const, content: exchange.assistant },
  ]
  return {
    ...session,
    turns: turns.slice(-MAX_STORED_TURNS),
    details: exchange.details,
    status: statusOf(exchange.details),
    version: session.version + 1,
    updatedAt: exchange.now,
    expiresAt: new Date(exchange.now.getTime() + CHAT_KEPT_MS),
  }
}

/** A rough token count (about four characters per token) for budgeting prompts. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4) + 4
}

/** The newest turns whose estimated size fits `budgetTokens`; the newest turn is always kept. */
export function recentTurnsWithin(turns: readonly ChatTurn[], budgetTokens: number): ChatTurn[] {
  const kept: ChatTurn[] = []
  let used = 0
  for (let i = turns.length - 1; i >= 0; i--) {
    const cost = estimateTokens(turns[i]!.content)
    if (kept.length > 0 && used + cost > budgetTokens) break
    kept.unshift(turns[i]!)
    used += cost
  }
  // A conversation sent to a model starts with the user, never with a dangling assistant turn.
  while (kept.length > 1 && kept[0]!.role === 'assistant') kept.shift()
  return kept
}
