import type { ChatTurn } from '../../domain/chat-session'
import type { Intent } from '../../domain/intent'
import type { QuoteDetails } from '../../domain/quote-details'

/** What the assistant may see to answer: one session's own turns and details, never another's. */
export interface AssistantContext {
  /** This session's turns, oldest first, ending with the visitor's new message. */
  readonly turns: readonly ChatTurn[]
  /** The quote details gathered in this session so far, the new message's included. */
  readonly details: QuoteDetails
}

/** The model behind the public assistant; throws on any failure (timeout, refusal, unusable answer). */
export interface LanguageModel {
  /** INQUIRY for a logistics request (quote, booking, shipment, tracking, customs, rates), else GENERAL. */
  classify(message: string): Promise<Intent>
  /** The assistant's next message in the conversation. */
  reply(context: AssistantContext): Promise<string>
}
