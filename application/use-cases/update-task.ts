import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { requireObjectId } from '../../domain/object-id'
import type { Principal } from '../../domain/principal'
import { editTask, type TaskEdit, type TaskView, toTaskView } from '../../domain/task'
import type { Clock } from '../ports/clock'
import type { DeskEventLog } from '../ports/desk-event-log'
import type { TaskStore } from '../ports/task-store'
import { TOKENS } from '../ports/tokens'
import type { UserRepository } from '../ports/user-repository'
import { assertAgent } from '../services/desk-access'
import { logTaskChange, taskStamp } from '../services/task-events'
import { parseDueAt, requireTaskAssignee } from '../services/task-people'

export interface UpdateTaskInput {
  readonly principal: Principal
  readonly id: string
  readonly title?: string
  readonly dueAt?: string | null
  readonly assigneeId?: string | null
  readonly done?: boolean
  readonly requestId?: string
}

/** Renames, reschedules, reassigns or ticks off a task; logged as `task.update` when something changed. */
@injectable()
export class UpdateTask {
  constructor(
    @inject(TOKENS.TaskStore) private readonly tasks: TaskStore,
    @inject(TOKENS.UserRepository) private readonly users: UserRepository,
    @inject(TOKENS.DeskEventLog) private readonly events: DeskEventLog,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: UpdateTaskInput): Promise<TaskView> {
    assertAgent(input.principal)
    const id = requireObjectId(input.id, 'id')
    const edit: TaskEdit = {
      title: input.title,
      dueAt: parseDueAt(input.dueAt),
      assignee:
        input.assigneeId === undefined
          ? undefined
          : input.assigneeId === null
            ? null
            : await requireTaskAssignee(this.users, input.assigneeId),
      done: input.done,
    }
    // A concurrent edit of the same task makes the conditional replace fail: read again and reapply, a few times.
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = await this.tasks.findById(id)
      if (!before) throw DomainError.notFound('Task not found')
      const now = this.clock.now()
      const after = editTask(before, edit, now)
      if (after === before) return toTaskView(before)
      const outcome = await this.tasks.replace(after)
      if (outcome === 'missing') throw DomainError.notFound('Task not found')
      if (outcome === 'replaced') {
        await logTaskChange(this.events, taskStamp(input.principal, input.requestId, now), before, after)
        return toTaskView(after)
      }
    }
    throw DomainError.conflict('The task is being changed by someone else; try again')
  }
}
