import { inject, injectable } from 'inversify'
import { afterAgentReply } from '../../domain/inquiry'
import {
  type InquiryMessage,
  type InquiryMessageView,
  newMessage,
  REPLY_TEXT_MAX_LENGTH,
  toMessageView,
} from '../../domain/inquiry-message'
import { parseMessageText } from '../../domain/inquiry-query'
import type { Principal } from '../../domain/principal'
import type { DeskSettings } from '../ports/desk-settings'
import { TOKENS } from '../ports/tokens'
import { InquiryWriter } from '../services/inquiry-writer'
import { FIRST_ATTEMPT_GRACE_MS, ReplyDelivery } from '../services/reply-delivery'
import { replyMessageId } from '../services/reply-mail'
import { GetInquiry } from './get-inquiry'

/**
 * An agent's answer: stored first (a `new` inquiry opens, the first reply sets firstResponseAt),
 * then sent by e-mail when the customer has an address. On chat it is in the transcript at once,
 * so a chat inquiry without an address is `sent` when stored.
 */
@injectable()
export class ReplyToInquiry {
  constructor(
    @inject(InquiryWriter) private readonly writer: InquiryWriter,
    @inject(GetInquiry) private readonly inquiries: GetInquiry,
    @inject(ReplyDelivery) private readonly delivery: ReplyDelivery,
    @inject(TOKENS.DeskSettings) private readonly settings: DeskSettings,
  ) {}

  async execute(input: { principal: Principal; requestId: string; id: string; text: unknown }): Promise<InquiryMessageView> {
    const found = await this.inquiries.load(input.principal, input.id)
    const text = parseMessageText(input.text, REPLY_TEXT_MAX_LENGTH)
    const id = this.writer.newId()
    let reply: InquiryMessage | null = null
    const result = await this.writer.apply(
      found.id,
      { actor: { userId: input.principal.userId, email: input.principal.email }, requestId: input.requestId },
      (current, now) => {
        const mailed = current.customer.email !== null
        reply = newMessage({
          id,
          inquiryId: current.id,
          direction: 'out',
          author: { type: 'agent', email: input.principal.email },
          text,
          at: now,
          delivery: mailed ? 'queued' : current.channel === 'chat' ? 'sent' : 'failed',
          emailMessageId: mailed ? replyMessageId(id, this.settings.replyAddress) : null,
          nextAttemptAt: mailed ? new Date(now.getTime() + FIRST_ATTEMPT_GRACE_MS) : null,
        })
        return { next: afterAgentReply(current, now), messages: [reply] }
      },
    )
    const stored = reply as InquiryMessage | null
    if (!stored || !result) throw new Error('reply was not stored')
    if (stored.delivery !== 'queued') return toMessageView(stored)
    const delivery = await this.delivery.attempt(result.after, stored)
    return toMessageView({ ...stored, delivery })
  }
}
