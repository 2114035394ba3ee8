import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { requireObjectId } from '../../domain/object-id'
import type { Principal } from '../../domain/principal'
import { requireTaskTitle, type Task, type TaskView, toTaskView } from '../../domain/task'
import type { Clock } from '../ports/clock'
import type { DeskEventLog } from '../ports/desk-event-log'
import type { InquiryStore } from '../ports/inquiry-store'
import type { RandomSource } from '../ports/random-source'
import type { TaskStore } from '../ports/task-store'
import { TOKENS } from '../ports/tokens'
import type { UserRepository } from '../ports/user-repository'
import { assertAgent } from '../services/desk-access'
import { logTaskChange, taskStamp } from '../services/task-events'
import { parseDueAt, requireTaskAssignee, taskCreatorOf } from '../services/task-people'

export interface CreateTaskInput {
  readonly principal: Principal
  readonly title: string
  readonly dueAt?: string | null
  readonly assigneeId?: string | null
  readonly inquiryId?: string | null
  readonly requestId?: string
}

/** A follow-up task, on an inquiry or of its own; logged as `task.create` for history and desk webhooks. */
@injectable()
export class CreateTask {
  constructor(
    @inject(TOKENS.TaskStore) private readonly tasks: TaskStore,
    @inject(TOKENS.InquiryStore) private readonly inquiries: InquiryStore,
    @inject(TOKENS.UserRepository) private readonly users: UserRepository,
    @inject(TOKENS.DeskEventLog) private readonly events: DeskEventLog,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
  ) {}

  async execute(input: CreateTaskInput): Promise<TaskView> {
    assertAgent(input.principal)
    const title = requireTaskTitle(input.title)
    const dueAt = parseDueAt(input.dueAt) ?? null
    const inquiryId = input.inquiryId ? await this.requireOpenInquiry(input.inquiryId) : null
    const assignee = input.assigneeId ? await requireTaskAssignee(this.users, input.assigneeId) : null
    const now = this.clock.now()
    const createdBy = await taskCreatorOf(this.users, input.principal)
    const task: Task = {
      id: this.random.objectId(),
      inquiryId,
      title,
      dueAt,
      assignee,
      done: false,
      doneAt: null,
      createdAt: now,
      createdBy,
      updatedAt: now,
      version: 1,
    }
    await this.tasks.insert(task)
    await logTaskChange(this.events, taskStamp(input.principal, input.requestId, now), null, task)
    return toTaskView(task)
  }

  private async requireOpenInquiry(id: string): Promise<string> {
    const inquiry = await this.inquiries.findById(requireObjectId(id, 'inquiryId'))
    if (!inquiry) throw DomainError.notFound('Inquiry not found')
    if (inquiry.mergedInto) throw DomainError.conflict(`The inquiry was merged into ${inquiry.mergedInto}; add the task there`)
    return inquiry.id
  }
}
