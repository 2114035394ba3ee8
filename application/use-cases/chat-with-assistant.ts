import { inject, injectable } from 'inversify'
import { CHAT_MESSAGE_MAX_LENGTH, type ChatTurn, isConversationLive, newChatSession, recordExchange } from '../../domain/chat-session'
import { DomainError } from '../../domain/errors'
import { detailsAfterMessage } from '../../domain/quote-conversation'
import { longerThan } from '../../domain/text-patterns'
import type { ChatSessionStore } from '../ports/chat-session-store'
import type { Clock } from '../ports/clock'
import type { LanguageModel } from '../ports/language-model'
import type { Logger } from '../ports/logger'
import type { RandomSource } from '../ports/random-source'
import { TOKENS } from '../ports/tokens'
import { ChatInquiries } from '../services/chat-inquiries'
import { failureReason } from '../services/model-failure'

export interface ChatReply {
  readonly sessionId: string
  readonly message: string
  readonly status: 'active'
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * One turn with the public assistant. A known `sessionId` with a message in the last 24 hours continues its conversation;
 * anything else starts a new session with a fresh UUID. Quote details are extracted from every
 * message; the model sees only this session's turns. No fallback: a failing model is a 503.
 */
@injectable()
export class ChatWithAssistant {
  constructor(
    @inject(TOKENS.LanguageModel) private readonly model: LanguageModel,
    @inject(TOKENS.ChatSessionStore) private readonly sessions: ChatSessionStore,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Logger) private readonly logger: Logger,
    @inject(ChatInquiries) private readonly inquiries: ChatInquiries,
  ) {}

  async execute(input: { message: string; sessionId?: string }): Promise<ChatReply> {
    const message = input.message.trim()
    if (message === '') throw DomainError.validation('Invalid request: message is required', [{ path: 'message', message: 'is required' }])
    if (longerThan(message, CHAT_MESSAGE_MAX_LENGTH)) {
      throw DomainError.validation('Invalid request: message is too long', [
        { path: 'message', message: `must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters` },
      ])
    }
    const now = this.clock.now()
    const stored = input.sessionId && UUID.test(input.sessionId) ? await this.sessions.find(input.sessionId, now) : null
    // A session silent for 24 hours stays readable (its transcript) but is not continued: a new one starts.
    const known = stored && isConversationLive(stored, now) ? stored : null
    const session = known ?? newChatSession(this.random.uuid(), now)

    const details = detailsAfterMessage(session.details, message, session.turns.length)
    const turns: ChatTurn[] = [...session.turns, { role: 'user', content: message }]

    let reply: string
    try {
      reply = (await this.model.reply({ turns, details })).trim()
    } catch (error) {
      this.logger.warn('language model failed to reply', { reason: failureReason(error) })
      throw DomainError.upstreamUnavailable('The assistant is unavailable, please try again later')
    }
    if (reply === '') {
      this.logger.warn('language model failed to reply', { reason: 'empty reply' })
      throw DomainError.upstreamUnavailable('The assistant is unavailable, please try again later')
    }

    const next = recordExchange(session, { user: message, assistant: reply, details, now })
    const saved = await this.sessions.save(next)
    if (!saved) throw DomainError.conflict('The conversation changed meanwhile, please send your message again')
    await this.inquiries.record(next, message, reply)
    return { sessionId: session.id, message: reply, status: 'active' }
  }
}
