import type { DeskStamp } from '../../domain/inquiry-change'
import type { DeskEventLog } from '../ports/desk-event-log'
import type { TaskStore } from '../ports/task-store'
import { logTaskChange } from './task-events'

/** A merge's part for tasks: every task of the source moves to the target, each logged as `task.update` of its inquiryId. */
export async function moveTasksOnMerge(
  tasks: TaskStore,
  events: DeskEventLog,
  stamp: DeskStamp,
  sourceId: string,
  targetId: string,
  now: Date,
): Promise<number> {
  const moved = await tasks.moveToInquiry(sourceId, targetId, now)
  for (const before of moved) {
    await logTaskChange(events, stamp, before, { ...before, inquiryId: targetId, updatedAt: now, version: before.version + 1 })
  }
  return moved.length
}
