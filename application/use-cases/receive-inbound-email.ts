import { inject, injectable } from 'inversify'
import { detectedLanguage } from '../../domain/conversation-language'
import { type InboundEmail, inboundText } from '../../domain/inbound-email'
import { afterCustomerMessage, EMPTY_CUSTOMER, type Inquiry, reopensOn } from '../../domain/inquiry'
import { channelActor } from '../../domain/inquiry-change'
import { detailsFromQuote, SUBJECT_MAX_LENGTH } from '../../domain/inquiry-details'
import { type InquiryMessage, MESSAGE_TEXT_MAX_LENGTH, newMessage } from '../../domain/inquiry-message'
import { firstLine, singleLine } from '../../domain/mail-text'
import { extractQuoteDetails } from '../../domain/quote-extraction'
import type { Clock } from '../ports/clock'
import type { DeskSettings } from '../ports/desk-settings'
import type { InquiryStore } from '../ports/inquiry-store'
import { TOKENS } from '../ports/tokens'
import { InquiryClassifier } from '../services/inquiry-classifier'
import { InquiryWriter } from '../services/inquiry-writer'

export type InboundOutcome = { readonly status: 'stored'; readonly inquiryId: string } | { readonly status: 'duplicate' }

/**
 * The e-mail channel: a received mail joins the inquiry its reply token, In-Reply-To or References
 * name (following merges), reopening it within INQUIRY_REOPEN_DAYS of resolution; otherwise it
 * starts a new inquiry (as `spam` when the spam filter said so). The same provider id twice is stored once.
 */
@injectable()
export class ReceiveInboundEmail {
  constructor(
    @inject(TOKENS.InquiryStore) private readonly store: InquiryStore,
    @inject(InquiryWriter) private readonly writer: InquiryWriter,
    @inject(InquiryClassifier) private readonly classifier: InquiryClassifier,
    @inject(TOKENS.DeskSettings) private readonly settings: DeskSettings,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: { email: InboundEmail; requestId: string }): Promise<InboundOutcome> {
    const { email } = input
    const sourceKey = `postmark:${email.providerMessageId}`
    if (await this.store.hasSourceKey(sourceKey)) return { status: 'duplicate' }
    const context = { actor: channelActor('email', email.fromEmail), requestId: input.requestId }
    const text = inboundText(email, MESSAGE_TEXT_MAX_LENGTH)
    const messageOf = (inquiryId: string, at: Date): InquiryMessage =>
      newMessage({
        id: this.writer.newId(),
        inquiryId,
        direction: 'in',
        author: { type: 'customer', email: email.fromEmail, ...(email.fromName ? { name: email.fromName } : {}) },
        text,
        at,
        sourceKey,
        emailMessageId: email.messageIdHeader,
        attachments: email.attachments.map(({ content: _, ...info }) => info),
      })
    const files = (messageId: string) => (email.attachments.length > 0 ? [{ messageId, files: email.attachments }] : [])

    const existing = await this.threadOf(email)
    if (existing && reopensOn(existing, this.clock.now(), this.settings.reopenDays)) {
      const result = await this.writer.apply(existing.id, context, (current, now) => {
        const message = messageOf(current.id, now)
        const next = email.spam ? { ...current, lastMessageAt: now } : afterCustomerMessage(current, now)
        const customer = current.customer.email ? current.customer : { ...current.customer, email: email.fromEmail }
        return { next: { ...next, customer }, messages: [message], attachments: files(message.id) }
      })
      return result ? { status: 'stored', inquiryId: existing.id } : { status: 'duplicate' }
    }
    const subject = singleLine(email.subject, SUBJECT_MAX_LENGTH) || firstLine(email.text, SUBJECT_MAX_LENGTH) || '(no subject)'
    const inquiry = await this.writer.open(
      {
        channel: 'email',
        subject,
        customer: { ...EMPTY_CUSTOMER, email: email.fromEmail, name: email.fromName },
        intent: await this.classifier.intentOf(`${subject}\n${email.text}`),
        language: detectedLanguage([email.text.slice(0, 4000)]),
        details: detailsFromQuote(extractQuoteDetails(email.text.slice(0, 20_000)), `${subject}\n${email.text}`),
        status: email.spam ? 'spam' : 'new',
      },
      context,
      (created) => {
        const message = messageOf(created.id, created.createdAt)
        return { messages: [message], attachments: files(message.id) }
      },
    )
    return inquiry ? { status: 'stored', inquiryId: inquiry.id } : { status: 'duplicate' }
  }

  /** The inquiry a mail answers (its reply token first, then the Message-IDs it names), with merges followed. */
  private async threadOf(email: InboundEmail): Promise<Inquiry | null> {
    let inquiry = email.mailboxHash ? await this.store.findByReplyToken(email.mailboxHash) : null
    inquiry ??= await this.store.findByEmailMessageIds(email.threadIds)
    for (let hops = 0; inquiry?.mergedInto && hops < 10; hops++) inquiry = await this.store.findById(inquiry.mergedInto)
    return inquiry
  }
}
