import { inject, injectable } from 'inversify'
import { CHAT_KEPT_MS } from '../../domain/chat-session'
import { DomainError } from '../../domain/errors'
import { type TranscriptEntry, toTranscriptEntry } from '../../domain/inquiry-message'
import type { ChatSessionStore } from '../ports/chat-session-store'
import type { Clock } from '../ports/clock'
import type { InquiryStore } from '../ports/inquiry-store'
import { TOKENS } from '../ports/tokens'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const MAX_ENTRIES = 500

export interface ChatTranscript {
  readonly sessionId: string
  readonly status: string
  readonly messages: TranscriptEntry[]
}

/**
 * The visitor's view of a chat (no token: the session id is the secret): the inquiry's thread
 * without notes, agent replies included; a session that never became an inquiry shows its own turns.
 * Either is readable for 30 days after its last message (the store keeps a session that long).
 */
@injectable()
export class GetChatTranscript {
  constructor(
    @inject(TOKENS.InquiryStore) private readonly inquiries: InquiryStore,
    @inject(TOKENS.ChatSessionStore) private readonly sessions: ChatSessionStore,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: { sessionId: string }): Promise<ChatTranscript> {
    const notFound = DomainError.notFound('Chat session not found or expired')
    if (!UUID.test(input.sessionId)) throw notFound
    const sessionId = input.sessionId.toLowerCase()
    const now = this.clock.now()
    const inquiry = await this.inquiries.findBySessionId(sessionId)
    if (inquiry) {
      if (now.getTime() - inquiry.lastMessageAt.getTime() > CHAT_KEPT_MS) throw notFound
      const thread = await this.inquiries.listMessages(inquiry.id, null, MAX_ENTRIES)
      const messages = thread.flatMap((m) => toTranscriptEntry(m) ?? [])
      return { sessionId, status: inquiry.status, messages }
    }
    const session = await this.sessions.find(sessionId, now)
    if (!session) throw notFound
    const at = session.updatedAt.toISOString()
    const messages = session.turns.map((turn) => ({
      direction: turn.role === 'user' ? ('in' as const) : ('out' as const),
      author: { type: turn.role === 'user' ? ('customer' as const) : ('assistant' as const) },
      text: turn.content,
      at,
    }))
    return { sessionId, status: session.status, messages }
  }
}
