import { inject, injectable } from 'inversify'
import type { ContactSubmission } from '../../domain/contact-submission'
import { detectedLanguage } from '../../domain/conversation-language'
import { channelActor } from '../../domain/inquiry-change'
import { detailsFromQuote, SUBJECT_MAX_LENGTH } from '../../domain/inquiry-details'
import { newMessage } from '../../domain/inquiry-message'
import { firstLine, singleLine } from '../../domain/mail-text'
import { extractQuoteDetails } from '../../domain/quote-extraction'
import type { Logger } from '../ports/logger'
import { TOKENS } from '../ports/tokens'
import { InquiryWriter } from './inquiry-writer'
import { failureReason } from './model-failure'

/** The contact channel: every stored submission becomes an inquiry (customer from the form, the message as its first entry). */
@injectable()
export class ContactInquiries {
  constructor(
    @inject(InquiryWriter) private readonly writer: InquiryWriter,
    @inject(TOKENS.Logger) private readonly logger: Logger,
  ) {}

  /** `notified`: the address the contact notification already went to (not mailed again about the inquiry). */
  async fromSubmission(s: ContactSubmission, notified: string | null): Promise<void> {
    try {
      const text = s.message
      await this.writer.open(
        {
          channel: 'contact',
          subject: singleLine(s.subject ?? '', SUBJECT_MAX_LENGTH) || firstLine(text, SUBJECT_MAX_LENGTH) || 'Contact request',
          customer: { email: s.email, name: s.name, company: s.company, phone: s.phone },
          intent: s.intent,
          language: detectedLanguage([text]),
          details: detailsFromQuote(extractQuoteDetails(text), `${s.subject ?? ''}\n${text}`),
          alreadyTold: notified,
        },
        { actor: channelActor('contact', s.email), requestId: '' },
        (created) => ({
          messages: [
            newMessage({
              id: this.writer.newId(),
              inquiryId: created.id,
              direction: 'in',
              author: { type: 'customer', email: s.email, name: s.name },
              text,
              at: created.createdAt,
            }),
          ],
        }),
      )
    } catch (error) {
      // The submission itself is stored; the inquiry is what failed.
      this.logger.error('contact submission stored but its inquiry could not be created', {
        submissionId: s.id,
        reason: failureReason(error),
      })
    }
  }
}
