import type { ChangeActor } from '../../domain/change-record'
import { type DeskStamp, taskChange } from '../../domain/inquiry-change'
import type { Principal } from '../../domain/principal'
import { type Task, taskFieldChanges } from '../../domain/task'
import type { DeskEventLog } from '../ports/desk-event-log'

/** Who changed a task, in which request, when. */
export function taskStamp(principal: Principal, requestId: string | undefined, now: Date): DeskStamp {
  const actor: ChangeActor = { userId: principal.userId, email: principal.email }
  return { actor, requestId: requestId ?? '', at: now.toISOString() }
}

/** Appends `task.create` (before null) or `task.update` for what changed; nothing when nothing did. */
export async function logTaskChange(log: DeskEventLog, stamp: DeskStamp, before: Task | null, after: Task): Promise<void> {
  const changes = taskFieldChanges(before, after)
  if (before !== null && changes.length === 0) return
  await log.append([taskChange(stamp, before === null ? 'task.create' : 'task.update', after.id, after.version, changes)])
}

/** A deletion is logged as `task.update` with `deleted` becoming true (the desk's events name no task.delete). */
export async function logTaskDeleted(log: DeskEventLog, stamp: DeskStamp, task: Task): Promise<void> {
  await log.append([taskChange(stamp, 'task.update', task.id, task.version, [{ field: 'deleted', from: false, to: true }])])
}
