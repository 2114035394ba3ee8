import { DomainError } from './errors'
import { longerThan } from './text-patterns'

/** An agent as a task shows them (the same shape as an inquiry's assignee). */
export interface TaskPerson {
  readonly _id: string
  readonly email: string
  readonly name: string
}

/**
 * A follow-up an agent must not forget (api-contract 14), on an inquiry or of its own
 * (`inquiryId` null). `version` counts its changes, for the change records.
 */
export interface Task {
  readonly id: string
  readonly inquiryId: string | null
  readonly title: string
  readonly dueAt: Date | null
  readonly assignee: TaskPerson | null
  readonly done: boolean
  readonly doneAt: Date | null
  readonly createdAt: Date
  readonly createdBy: TaskPerson
  readonly updatedAt: Date
  readonly version: number
}

/** What a PATCH may change; the assignee is already resolved to an agent (or null to clear it). */
export interface TaskEdit {
  readonly title?: string
  readonly dueAt?: Date | null
  readonly assignee?: TaskPerson | null
  readonly done?: boolean
}

export const TASK_TITLE_MAX = 500

/** A task's title: trimmed, 1 to 500 characters, no control characters but none at all (one line). */
export function requireTaskTitle(raw: string): string {
  const title = raw.replace(/[\r\n\t]+/g, ' ').trim()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (title.length === 0 || longerThan(title, TASK_TITLE_MAX) || /[\u0000-\u001f\u007f]/.test(title)) {
    throw DomainError.validation(`title must be 1 to ${TASK_TITLE_MAX} characters of text`, [
      { path: 'title', message: `must be 1 to ${TASK_TITLE_MAX} characters` },
    ])
  }
  return title
}

/** The task after an edit at `now`: `doneAt` follows `done`; the version counts up only when something changed. */
export function editTask(task: Task, edit: TaskEdit, now: Date): Task {
  const next: Task = {
    ...task,
    title: edit.title === undefined ? task.title : requireTaskTitle(edit.title),
    dueAt: edit.dueAt === undefined ? task.dueAt : edit.dueAt,
    assignee: edit.assignee === undefined ? task.assignee : edit.assignee,
    done: edit.done ?? task.done,
    doneAt: edit.done === undefined || edit.done === task.done ? task.doneAt : edit.done ? now : null,
  }
  if (taskFieldChanges(task, next).length === 0) return task
  return { ...next, updatedAt: now, version: task.version + 1 }
}

/** A task as a client reads it (contract 14's fields, times as ISO strings). */
export interface TaskView {
  readonly _id: string
  readonly inquiryId: string | null
  readonly title: string
  readonly dueAt: string | null
  readonly assignee: TaskPerson | null
  readonly done: boolean
  readonly doneAt: string | null
  readonly createdAt: string
  readonly createdBy: TaskPerson
  readonly updatedAt: string
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString())

export function toTaskView(task: Task): TaskView {
  return {
    _id: task.id,
    inquiryId: task.inquiryId,
    title: task.title,
    dueAt: iso(task.dueAt),
    assignee: task.assignee ? { ...task.assignee } : null,
    done: task.done,
    doneAt: iso(task.doneAt),
    createdAt: task.createdAt.toISOString(),
    createdBy: { ...task.createdBy },
    updatedAt: task.updatedAt.toISOString(),
  }
}

const TRACKED = ['inquiryId', 'title', 'dueAt', 'assignee', 'done', 'doneAt'] as const

/** The client-visible fields that differ between two versions of a task, as change-record entries. */
export function taskFieldChanges(before: Task | null, after: Task): { field: string; from: unknown; to: unknown }[] {
  const from = before ? (toTaskView(before) as unknown as Record<string, unknown>) : null
  const to = toTaskView(after) as unknown as Record<string, unknown>
  const fields = before ? TRACKED : (Object.keys(to) as (keyof TaskView)[])
  const entries: { field: string; from: unknown; to: unknown }[] = []
  for (const field of fields) {
    const old = from ? from[field] : null
    if (from === null || JSON.stringify(old) !== JSON.stringify(to[field])) entries.push({ field, from: old, to: to[field] })
  }
  return entries
}

/** Where a "soonest due first" page ended. Undated tasks sort after every dated one. */
export interface TaskPosition {
  readonly dueKey: number
  readonly id: string
}

/** The sort key of a due time: its epoch milliseconds, or a number after every real date for an undated task. */
export const UNDATED_DUE_KEY = 9_000_000_000_000_000

export function dueKeyOf(task: Pick<Task, 'dueAt'>): number {
  return task.dueAt ? task.dueAt.getTime() : UNDATED_DUE_KEY
}

/** The opaque cursor of a position: `<dueKey>.<id>`. */
export function encodeTaskCursor(position: TaskPosition): string {
  return `${position.dueKey}.${position.id}`
}

export function decodeTaskCursor(cursor: string): TaskPosition {
  const match = /^(\d{1,16})\.([0-9a-f]{24})$/.exec(cursor)
  if (!match) throw DomainError.validation('after is not a cursor this list gave', [{ path: 'after', message: 'is not a valid cursor' }])
  return { dueKey: Number(match[1]), id: match[2] as string }
}
