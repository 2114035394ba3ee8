import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { type InquiryView, mergedInto, toInquiryView } from '../../domain/inquiry'
import { inquiryChanges, mergeChanges } from '../../domain/inquiry-change'
import { parseDeskId } from '../../domain/inquiry-query'
import type { Principal } from '../../domain/principal'
import type { Clock } from '../ports/clock'
import type { DeskEventLog } from '../ports/desk-event-log'
import type { InquiryStore } from '../ports/inquiry-store'
import type { TaskStore } from '../ports/task-store'
import { TOKENS } from '../ports/tokens'
import { InquiryWriter } from '../services/inquiry-writer'
import { taskStamp } from '../services/task-events'
import { moveTasksOnMerge } from '../services/task-merge'
import { GetInquiry } from './get-inquiry'

/**
 * Merges one inquiry into another: the source's messages move to the target, the source is
 * closed pointing at it, and mail that threads to the source lands in the target from then on.
 */
@injectable()
export class MergeInquiries {
  constructor(
    @inject(InquiryWriter) private readonly writer: InquiryWriter,
    @inject(GetInquiry) private readonly inquiries: GetInquiry,
    @inject(TOKENS.InquiryStore) private readonly store: InquiryStore,
    @inject(TOKENS.TaskStore) private readonly tasks: TaskStore,
    @inject(TOKENS.DeskEventLog) private readonly events: DeskEventLog,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: {
    principal: Principal
    requestId: string
    id: string
    into: unknown
  }): Promise<{ inquiry: InquiryView; version: number }> {
    const source = await this.inquiries.load(input.principal, input.id)
    const targetId = parseDeskId(input.into, 'into')
    if (targetId === source.id) throw DomainError.conflict('An inquiry cannot be merged into itself')
    const target = await this.store.findById(targetId)
    if (!target) throw DomainError.validation('Invalid request: into is not an inquiry', [{ path: 'into', message: 'is not an inquiry' }])
    if (target.mergedInto !== null) throw DomainError.conflict('The target inquiry was merged into another one')
    if (source.mergedInto !== null) throw DomainError.conflict('The inquiry was merged already')
    const context = { actor: { userId: input.principal.userId, email: input.principal.email }, requestId: input.requestId }
    let merged = target
    await this.writer.apply(
      source.id,
      context,
      (current, now) => {
        if (current.mergedInto !== null) throw DomainError.conflict('The inquiry was merged already')
        return { next: mergedInto(current, targetId, now) }
      },
      { records: (stamp, before, after) => mergeChanges(stamp, before, after, merged).slice(0, 1) },
    )
    await this.store.moveMessages(source.id, targetId)
    const now = this.clock.now()
    await moveTasksOnMerge(this.tasks, this.events, taskStamp(input.principal, input.requestId, now), source.id, targetId, now)
    const result = await this.writer.apply(
      targetId,
      context,
      (current) => {
        merged = current
        const lastMessageAt = new Date(Math.max(current.lastMessageAt.getTime(), source.lastMessageAt.getTime()))
        return { next: { ...current, lastMessageAt } }
      },
      {
        records: (stamp, before, after) => [
          ...inquiryChanges(stamp, before, after),
          ...mergeChanges(stamp, source, source, after).slice(1),
        ],
      },
    )
    const after = result!.after
    return { inquiry: toInquiryView(after), version: after.version }
  }
}
