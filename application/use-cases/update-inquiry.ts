import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { type Inquiry, type InquiryAssignee, type InquiryView, toInquiryView, withStatus } from '../../domain/inquiry'
import { parseCustomerPatch, parseDetailsPatch } from '../../domain/inquiry-details'
import { parseDeskId, parseLabels, parsePriority, parseStatus } from '../../domain/inquiry-query'
import type { Principal } from '../../domain/principal'
import { TOKENS } from '../ports/tokens'
import type { UserRepository } from '../ports/user-repository'
import { DeskNotifications } from '../services/desk-notifications'
import { InquiryWriter } from '../services/inquiry-writer'
import { GetInquiry } from './get-inquiry'

export interface UpdateInquiryInput {
  readonly principal: Principal
  readonly requestId: string
  readonly id: string
  readonly ifVersion: number | null
  readonly changes: {
    readonly status?: unknown
    readonly assigneeId?: unknown
    readonly priority?: unknown
    readonly labels?: unknown
    readonly details?: unknown
    readonly customer?: unknown
  }
}

/** An agent's edit (status, assignee, priority, labels, details, customer) under If-Match; a new assignee is mailed. */
@injectable()
export class UpdateInquiry {
  constructor(
    @inject(InquiryWriter) private readonly writer: InquiryWriter,
    @inject(GetInquiry) private readonly inquiries: GetInquiry,
    @inject(TOKENS.UserRepository) private readonly users: UserRepository,
    @inject(DeskNotifications) private readonly notifications: DeskNotifications,
  ) {}

  async execute(input: UpdateInquiryInput): Promise<{ inquiry: InquiryView; version: number }> {
    const found = await this.inquiries.load(input.principal, input.id)
    const c = input.changes
    const status = c.status === undefined ? undefined : parseStatus(c.status)
    const priority = c.priority === undefined ? undefined : parsePriority(c.priority)
    const labels = c.labels === undefined ? undefined : parseLabels(c.labels)
    const details = c.details === undefined ? undefined : parseDetailsPatch(c.details)
    const customer = c.customer === undefined ? undefined : parseCustomerPatch(c.customer)
    const assignee = c.assigneeId === undefined ? undefined : await this.assignee(c.assigneeId)
    const result = await this.writer.apply(
      found.id,
      { actor: { userId: input.principal.userId, email: input.principal.email }, requestId: input.requestId },
      (current, now) => {
        let next: Inquiry = status ? withStatus(current, status, now) : current
        next = {
          ...next,
          ...(priority ? { priority } : {}),
          ...(labels ? { labels } : {}),
          ...(assignee !== undefined ? { assignee } : {}),
          ...(details ? { details: { ...next.details, ...details } } : {}),
          ...(customer ? { customer: { ...next.customer, ...customer } } : {}),
        }
        return { next }
      },
      { ifVersion: input.ifVersion },
    )
    const after = result!.after
    if (assignee && result!.before.assignee?._id !== assignee._id) await this.notifications.assigned(after)
    return { inquiry: toInquiryView(after), version: after.version }
  }

  /** An agent (or administrator) who may sign in, as the inquiry shows them; null unassigns. */
  private async assignee(raw: unknown): Promise<InquiryAssignee | null> {
    if (raw === null) return null
    const id = parseDeskId(raw, 'assigneeId')
    const user = await this.users.findById(id)
    if (!user || user.status === 'Disabled' || (user.permission !== 'agent' && user.permission !== 'admin'))
      throw DomainError.validation('Invalid request: assigneeId is not an agent', [{ path: 'assigneeId', message: 'is not an agent' }])
    const name = [user.name, user.surname].filter(Boolean).join(' ')
    return { _id: user.id, email: user.email, name: name || user.email }
  }
}
