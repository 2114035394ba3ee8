import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { requireObjectId } from '../../domain/object-id'
import type { Principal } from '../../domain/principal'
import { decodeTaskCursor, dueKeyOf, encodeTaskCursor, type TaskView, toTaskView } from '../../domain/task'
import type { TaskFilter, TaskStore } from '../ports/task-store'
import { TOKENS } from '../ports/tokens'
import { assertAgent } from '../services/desk-access'

export interface ListTasksInput {
  readonly principal: Principal
  /** `me`, an agent's id, or absent for everyone's. */
  readonly assignee?: string
  readonly done?: boolean
  readonly dueBefore?: string
  readonly inquiryId?: string
  readonly limit?: number
  readonly after?: string
}

/** Tasks soonest due first (undated last), keyset paged: "my tasks" is `assignee=me&done=false`. */
@injectable()
export class ListTasks {
  constructor(@inject(TOKENS.TaskStore) private readonly tasks: TaskStore) {}

  async execute(input: ListTasksInput): Promise<{ data: TaskView[]; nextCursor: string | null }> {
    assertAgent(input.principal)
    const limit = input.limit ?? 100
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
      throw DomainError.validation('limit must be an integer from 1 to 1000', [{ path: 'limit', message: 'must be from 1 to 1000' }])
    }
    const filter: TaskFilter = {
      assigneeId:
        input.assignee === undefined
          ? undefined
          : input.assignee === 'me'
            ? input.principal.userId
            : requireObjectId(input.assignee, 'assignee'),
      done: input.done,
      dueBefore: input.dueBefore === undefined ? undefined : requireInstant(input.dueBefore),
      inquiryId: input.inquiryId === undefined ? undefined : requireObjectId(input.inquiryId, 'inquiryId'),
    }
    const after = input.after ? decodeTaskCursor(input.after) : null
    const page = await this.tasks.list(filter, after, limit + 1)
    const shown = page.slice(0, limit)
    const last = shown[shown.length - 1]
    return {
      data: shown.map(toTaskView),
      nextCursor: page.length > limit && last ? encodeTaskCursor({ dueKey: dueKeyOf(last), id: last.id }) : null,
    }
  }
}

function requireInstant(raw: string): Date {
  const at = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(raw) ? new Date(raw) : null
  if (!at || Number.isNaN(at.getTime())) {
    throw DomainError.validation('dueBefore must be an ISO date or date-time', [{ path: 'dueBefore', message: 'is not an ISO date' }])
  }
  return at
}
