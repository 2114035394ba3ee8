import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { requireObjectId } from '../../domain/object-id'
import type { Principal } from '../../domain/principal'
import type { Clock } from '../ports/clock'
import type { DeskEventLog } from '../ports/desk-event-log'
import type { TaskStore } from '../ports/task-store'
import { TOKENS } from '../ports/tokens'
import { assertAgent } from '../services/desk-access'
import { logTaskDeleted, taskStamp } from '../services/task-events'

/** Removes a task; the change log keeps that it existed and who removed it. */
@injectable()
export class DeleteTask {
  constructor(
    @inject(TOKENS.TaskStore) private readonly tasks: TaskStore,
    @inject(TOKENS.DeskEventLog) private readonly events: DeskEventLog,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: { principal: Principal; id: string; requestId?: string }): Promise<{ message: string }> {
    assertAgent(input.principal)
    const id = requireObjectId(input.id, 'id')
    const task = await this.tasks.findById(id)
    if (!task || !(await this.tasks.remove(id))) throw DomainError.notFound('Task not found')
    await logTaskDeleted(this.events, taskStamp(input.principal, input.requestId, this.clock.now()), task)
    return { message: 'Task deleted' }
  }
}
