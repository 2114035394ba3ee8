import { inject, injectable } from 'inversify'
import { latestContactEmail } from '../../domain/chat-contact'
import type { ChatSession } from '../../domain/chat-session'
import { detectedLanguage } from '../../domain/conversation-language'
import { afterCustomerMessage, EMPTY_CUSTOMER, type Inquiry } from '../../domain/inquiry'
import { channelActor } from '../../domain/inquiry-change'
import { detailsFromQuote, SUBJECT_MAX_LENGTH } from '../../domain/inquiry-details'
import { type InquiryMessage, newMessage } from '../../domain/inquiry-message'
import { firstLine } from '../../domain/mail-text'
import type { InquiryStore } from '../ports/inquiry-store'
import type { Logger } from '../ports/logger'
import { TOKENS } from '../ports/tokens'
import { InquiryClassifier } from './inquiry-classifier'
import { InquiryWriter } from './inquiry-writer'
import { failureReason } from './model-failure'

/**
 * The chat channel: a session becomes an inquiry at the first visitor message classified INQUIRY
 * (with the whole conversation so far as its thread); from then every exchange joins the thread and
 * the extracted details and the e-mail address the visitor gives update the inquiry.
 */
@injectable()
export class ChatInquiries {
  constructor(
    @inject(TOKENS.InquiryStore) private readonly store: InquiryStore,
    @inject(InquiryWriter) private readonly writer: InquiryWriter,
    @inject(InquiryClassifier) private readonly classifier: InquiryClassifier,
    @inject(TOKENS.Logger) private readonly logger: Logger,
  ) {}

  /** Records the exchange that `session` (as saved) ends with; a failure is logged, the visitor's chat goes on. */
  async record(session: ChatSession, visitor: string, assistant: string): Promise<void> {
    try {
      const existing = await this.store.findBySessionId(session.id)
      if (existing) await this.append(existing, session, visitor, assistant)
      else if ((await this.classifier.intentOf(visitor)) === 'INQUIRY') await this.start(session)
    } catch (error) {
      this.logger.error('chat exchange could not be recorded on its inquiry', { sessionId: session.id, reason: failureReason(error) })
    }
  }

  private visitorText(session: ChatSession): string {
    return session.turns
      .filter((t) => t.role === 'user')
      .map((t) => t.content)
      .join('\n')
  }

  private emailOf(session: ChatSession): string | null {
    return latestContactEmail(session.turns.filter((t) => t.role === 'user').map((t) => t.content))
  }

  private turnMessage(inquiryId: string, role: 'user' | 'assistant', text: string, at: Date, email: string | null): InquiryMessage {
    return role === 'user'
      ? newMessage({
          id: this.writer.newId(),
          inquiryId,
          direction: 'in',
          author: { type: 'customer', ...(email ? { email } : {}) },
          text,
          at,
        })
      : newMessage({ id: this.writer.newId(), inquiryId, direction: 'out', author: { type: 'assistant' }, text, at, delivery: 'sent' })
  }

  private async start(session: ChatSession): Promise<void> {
    const email = this.emailOf(session)
    const text = this.visitorText(session)
    const firstVisitorTurn = session.turns.find((t) => t.role === 'user')?.content ?? ''
    await this.writer.open(
      {
        channel: 'chat',
        subject: firstLine(firstVisitorTurn, SUBJECT_MAX_LENGTH) || 'Chat',
        customer: { ...EMPTY_CUSTOMER, email },
        intent: 'INQUIRY',
        language: detectedLanguage(session.turns.filter((t) => t.role === 'user').map((t) => t.content)),
        details: detailsFromQuote(session.details, text),
        sessionId: session.id,
      },
      { actor: channelActor('chat', email), requestId: '' },
      (created) => ({ messages: session.turns.map((t) => this.turnMessage(created.id, t.role, t.content, created.createdAt, email)) }),
    )
  }

  private async append(existing: Inquiry, session: ChatSession, visitor: string, assistant: string): Promise<void> {
    const email = this.emailOf(session)
    await this.writer.apply(
      existing.id,
      { actor: channelActor('chat', email ?? existing.customer.email), requestId: '' },
      (current, now) => {
        const next = afterCustomerMessage(current, now)
        const customer = email && !current.customer.email ? { ...current.customer, email } : current.customer
        return {
          next: { ...next, customer, details: detailsFromQuote(session.details, this.visitorText(session), current.details) },
          messages: [
            this.turnMessage(current.id, 'user', visitor, now, customer.email),
            this.turnMessage(current.id, 'assistant', assistant, new Date(now.getTime() + 1), null),
          ],
        }
      },
    )
  }
}
