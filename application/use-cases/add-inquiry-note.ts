import { inject, injectable } from 'inversify'
import {
  type InquiryMessage,
  type InquiryMessageView,
  newMessage,
  REPLY_TEXT_MAX_LENGTH,
  toMessageView,
} from '../../domain/inquiry-message'
import { parseMessageText } from '../../domain/inquiry-query'
import type { Principal } from '../../domain/principal'
import { InquiryWriter } from '../services/inquiry-writer'
import { GetInquiry } from './get-inquiry'

/** An internal note on an inquiry: part of the thread for agents, never sent and never in the public transcript. */
@injectable()
export class AddInquiryNote {
  constructor(
    @inject(InquiryWriter) private readonly writer: InquiryWriter,
    @inject(GetInquiry) private readonly inquiries: GetInquiry,
  ) {}

  async execute(input: { principal: Principal; requestId: string; id: string; text: unknown }): Promise<InquiryMessageView> {
    const found = await this.inquiries.load(input.principal, input.id)
    const text = parseMessageText(input.text, REPLY_TEXT_MAX_LENGTH)
    let note: InquiryMessage | null = null
    await this.writer.apply(
      found.id,
      { actor: { userId: input.principal.userId, email: input.principal.email }, requestId: input.requestId },
      (current, now) => {
        note = newMessage({
          id: this.writer.newId(),
          inquiryId: current.id,
          direction: 'note',
          author: { type: 'agent', email: input.principal.email },
          text,
          at: now,
        })
        return { next: current, messages: [note] }
      },
    )
    return toMessageView(note as unknown as InquiryMessage)
  }
}
