import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { parseDeskId } from '../../domain/inquiry-query'
import type { Principal } from '../../domain/principal'
import type { InquiryStore } from '../ports/inquiry-store'
import { TOKENS } from '../ports/tokens'
import { GetInquiry } from './get-inquiry'

/** The bytes of one attachment of a received message, with the name it came with (served as a download, never inline). */
@injectable()
export class GetInquiryAttachment {
  constructor(
    @inject(TOKENS.InquiryStore) private readonly store: InquiryStore,
    @inject(GetInquiry) private readonly inquiries: GetInquiry,
  ) {}

  async execute(input: {
    principal: Principal
    id: string
    messageId: string
    index: string
  }): Promise<{ name: string; content: Uint8Array }> {
    const inquiry = await this.inquiries.load(input.principal, input.id)
    const messageId = parseDeskId(input.messageId, 'messageId')
    if (!/^[0-9]{1,3}$/.test(input.index))
      throw DomainError.validation('Invalid request: index must be a whole number', [{ path: 'index', message: 'must be a whole number' }])
    const message = await this.store.findMessage(inquiry.id, messageId)
    const info = message?.attachments.find((a) => a.index === Number(input.index))
    const content = info ? await this.store.attachmentContent(messageId, info.index) : null
    if (!info || !content) throw DomainError.notFound('Attachment not found')
    return { name: info.name, content }
  }
}
