import { inject, injectable } from 'inversify'
import { type InquiryMessageView, toMessageView } from '../../domain/inquiry-message'
import { parseDeskId } from '../../domain/inquiry-query'
import { parseLimit } from '../../domain/page-request'
import type { Principal } from '../../domain/principal'
import type { InquiryStore } from '../ports/inquiry-store'
import { TOKENS } from '../ports/tokens'
import { GetInquiry } from './get-inquiry'

/** An inquiry's thread oldest first, paged by message id. */
@injectable()
export class ListInquiryMessages {
  constructor(
    @inject(TOKENS.InquiryStore) private readonly store: InquiryStore,
    @inject(GetInquiry) private readonly inquiries: GetInquiry,
  ) {}

  async execute(input: { principal: Principal; id: string; limit?: string; after?: string }): Promise<{
    data: InquiryMessageView[]
    nextCursor: string | null
  }> {
    const inquiry = await this.inquiries.load(input.principal, input.id)
    const limit = parseLimit(input.limit)
    const after = input.after ? parseDeskId(input.after, 'after') : null
    const page = await this.store.listMessages(inquiry.id, after, limit)
    return { data: page.map(toMessageView), nextCursor: page.length === limit ? page.at(-1)!.id : null }
  }
}
