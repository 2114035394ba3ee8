import { inject, injectable } from 'inversify'
import type { ChangeRecord } from '../../domain/change-record'
import { DESK_LOG } from '../../domain/inquiry-change'
import { parseChangeCursor, parseLimit } from '../../domain/page-request'
import type { Principal } from '../../domain/principal'
import type { ChangeLog } from '../ports/change-log'
import { TOKENS } from '../ports/tokens'
import { GetInquiry } from './get-inquiry'

/** Every change of one inquiry (created, status, assignee, messages, merge), newest first, with its actor. */
@injectable()
export class GetInquiryHistory {
  constructor(
    @inject(TOKENS.ChangeLog) private readonly log: ChangeLog,
    @inject(GetInquiry) private readonly inquiries: GetInquiry,
  ) {}

  async execute(input: { principal: Principal; id: string; limit?: string; before?: string }): Promise<{
    data: ChangeRecord[]
    nextCursor: string | null
  }> {
    const inquiry = await this.inquiries.load(input.principal, input.id)
    const limit = parseLimit(input.limit)
    const before = parseChangeCursor(input.before, 'before')
    const records = await this.log.listForDocument(DESK_LOG, inquiry.id, before, limit)
    return { data: records, nextCursor: records.length === limit ? records.at(-1)!.id : null }
  }
}
