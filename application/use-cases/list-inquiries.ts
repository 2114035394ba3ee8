import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { type InquiryView, toInquiryView } from '../../domain/inquiry'
import { inquiryCursorOf, parseChannel, parseDeskId, parseInquiryCursor, parseSearch, parseStatus } from '../../domain/inquiry-query'
import { parseLimit } from '../../domain/page-request'
import type { Principal } from '../../domain/principal'
import type { Clock } from '../ports/clock'
import type { InquiryFilter, InquiryStore } from '../ports/inquiry-store'
import { TOKENS } from '../ports/tokens'
import { assertAgent } from '../services/desk-access'

export interface ListInquiriesInput {
  readonly principal: Principal
  readonly status?: string
  readonly assignee?: string
  readonly channel?: string
  readonly label?: string
  readonly q?: string
  readonly overdue?: string
  readonly limit?: string
  readonly after?: string
}

/** The desk's queue: most recent message first, keyset paged, narrowed by status, assignee, channel, label, search or overdue. */
@injectable()
export class ListInquiries {
  constructor(
    @inject(TOKENS.InquiryStore) private readonly store: InquiryStore,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: ListInquiriesInput): Promise<{ data: InquiryView[]; nextCursor: string | null }> {
    assertAgent(input.principal)
    const limit = parseLimit(input.limit)
    const after = parseInquiryCursor(input.after)
    const filter: { -readonly [K in keyof InquiryFilter]: InquiryFilter[K] } = {}
    if (input.status) filter.status = parseStatus(input.status)
    if (input.channel) filter.channel = parseChannel(input.channel)
    if (input.assignee === 'me') filter.assigneeId = input.principal.userId
    else if (input.assignee === 'none') filter.assigneeId = null
    else if (input.assignee) filter.assigneeId = parseDeskId(input.assignee, 'assignee')
    if (input.label) filter.label = input.label
    const q = parseSearch(input.q)
    if (q) filter.q = q
    if (input.overdue === 'true') filter.overdueAt = this.clock.now()
    else if (input.overdue !== undefined && input.overdue !== 'false')
      throw DomainError.validation('Invalid request: overdue must be true or false', [
        { path: 'overdue', message: 'must be true or false' },
      ])
    const page = await this.store.list(filter, after, limit)
    return { data: page.map(toInquiryView), nextCursor: page.length === limit ? inquiryCursorOf(page.at(-1)!) : null }
  }
}
