import type { Task, TaskPosition } from '../../domain/task'

/** Which tasks a list shows; every field given narrows it. */
export interface TaskFilter {
  /** An agent's id. */
  readonly assigneeId?: string
  readonly done?: boolean
  /** Only tasks due strictly before this instant (undated tasks never match). */
  readonly dueBefore?: Date
  readonly inquiryId?: string
}

/** The desk's follow-up tasks, shared by every instance: soonest due first, undated last, keyset paged. */
export interface TaskStore {
  insert(task: Task): Promise<void>
  findById(id: string): Promise<Task | null>
  /** Replaces a task whose stored version is `next.version - 1`; `stale` when another write got there first, `missing` when it is gone. */
  replace(next: Task): Promise<'replaced' | 'stale' | 'missing'>
  /** Removes a task; false when absent. */
  remove(id: string): Promise<boolean>
  /** Up to `limit` tasks by (due time, undated last; then id), strictly after `after`. */
  list(filter: TaskFilter, after: TaskPosition | null, limit: number): Promise<Task[]>
  /** Moves every task of one inquiry to another (a merge); answers the moved tasks as they were before. */
  moveToInquiry(fromInquiryId: string, toInquiryId: string, now: Date): Promise<Task[]>
}
