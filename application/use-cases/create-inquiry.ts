import { inject, injectable } from 'inversify'
import { detectedLanguage } from '../../domain/conversation-language'
import { DomainError } from '../../domain/errors'
import { EMPTY_CUSTOMER, type InquiryView, toInquiryView } from '../../domain/inquiry'
import { detailsFromQuote, parseCustomerPatch, parseDetailsPatch, SUBJECT_MAX_LENGTH } from '../../domain/inquiry-details'
import { newMessage, REPLY_TEXT_MAX_LENGTH } from '../../domain/inquiry-message'
import { parseMessageText } from '../../domain/inquiry-query'
import { singleLine } from '../../domain/mail-text'
import type { Principal } from '../../domain/principal'
import { extractQuoteDetails } from '../../domain/quote-extraction'
import { assertAgent } from '../services/desk-access'
import { InquiryClassifier } from '../services/inquiry-classifier'
import { InquiryWriter } from '../services/inquiry-writer'

export interface CreateInquiryInput {
  readonly principal: Principal
  readonly requestId: string
  readonly customer: unknown
  readonly subject: unknown
  readonly message: unknown
  readonly details?: unknown
  readonly language?: unknown
}

/** The API channel: another system (or an agent) files an inquiry; details given win over those read from the message. */
@injectable()
export class CreateInquiry {
  constructor(
    @inject(InquiryWriter) private readonly writer: InquiryWriter,
    @inject(InquiryClassifier) private readonly classifier: InquiryClassifier,
  ) {}

  async execute(input: CreateInquiryInput): Promise<InquiryView> {
    assertAgent(input.principal)
    const customer = { ...EMPTY_CUSTOMER, ...parseCustomerPatch(input.customer ?? {}) }
    const subject = singleLine(parseMessageText(input.subject, SUBJECT_MAX_LENGTH, 'subject'), SUBJECT_MAX_LENGTH)
    const text = parseMessageText(input.message, REPLY_TEXT_MAX_LENGTH, 'message')
    const given = input.details === undefined ? {} : parseDetailsPatch(input.details)
    if (
      input.language !== undefined &&
      input.language !== null &&
      (typeof input.language !== 'string' || !/^[a-z]{2}$/.test(input.language))
    )
      throw DomainError.validation('Invalid request: language must be an ISO 639-1 code', [
        { path: 'language', message: 'must be two lowercase letters' },
      ])
    const language = (input.language as string | null | undefined) ?? detectedLanguage([text])
    const inquiry = await this.writer.open(
      {
        channel: 'api',
        subject,
        customer,
        intent: await this.classifier.intentOf(`${subject}\n${text}`),
        language,
        details: { ...detailsFromQuote(extractQuoteDetails(text), text), ...given },
      },
      { actor: { userId: input.principal.userId, email: input.principal.email }, requestId: input.requestId },
      (created) => ({
        messages: [
          newMessage({
            id: this.writer.newId(),
            inquiryId: created.id,
            direction: 'in',
            author: {
              type: 'customer',
              ...(customer.email ? { email: customer.email } : {}),
              ...(customer.name ? { name: customer.name } : {}),
            },
            text,
            at: created.createdAt,
          }),
        ],
      }),
    )
    if (!inquiry) throw DomainError.conflict('The inquiry exists already')
    return toInquiryView(inquiry)
  }
}
