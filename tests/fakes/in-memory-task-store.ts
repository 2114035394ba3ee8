import type { TaskFilter, TaskStore } from '../../application/ports/task-store'
import { dueKeyOf, type Task, type TaskPosition } from '../../domain/task'

const byDue = (a: Task, b: Task) => dueKeyOf(a) - dueKeyOf(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** Tasks in a Map; every call is atomic because nothing awaits inside it. */
export class InMemoryTaskStore implements TaskStore {
  readonly tasks = new Map<string, Task>()

  async insert(task: Task): Promise<void> {
    if (this.tasks.has(task.id)) throw new Error(`task ${task.id} exists`)
    this.tasks.set(task.id, structuredClone(task))
  }

  async findById(id: string): Promise<Task | null> {
    const found = this.tasks.get(id)
    return found ? structuredClone(found) : null
  }

  async replace(next: Task): Promise<'replaced' | 'stale' | 'missing'> {
    const current = this.tasks.get(next.id)
    if (!current) return 'missing'
    if (current.version !== next.version - 1) return 'stale'
    this.tasks.set(next.id, structuredClone({ ...next, createdAt: current.createdAt, createdBy: current.createdBy }))
    return 'replaced'
  }

  async remove(id: string): Promise<boolean> {
    return this.tasks.delete(id)
  }

  async list(filter: TaskFilter, after: TaskPosition | null, limit: number): Promise<Task[]> {
    return [...this.tasks.values()]
      .filter(
        (t) =>
          (filter.assigneeId === undefined || t.assignee?._id === filter.assigneeId) &&
          (filter.done === undefined || t.done === filter.done) &&
          (filter.dueBefore === undefined || (t.dueAt !== null && t.dueAt < filter.dueBefore)) &&
          (filter.inquiryId === undefined || t.inquiryId === filter.inquiryId) &&
          (after === null || dueKeyOf(t) > after.dueKey || (dueKeyOf(t) === after.dueKey && t.id > after.id)),
      )
      .sort(byDue)
      .slice(0, limit)
      .map((t) => structuredClone(t))
  }

  async moveToInquiry(fromInquiryId: string, toInquiryId: string, now: Date): Promise<Task[]> {
    const moving = [...this.tasks.values()].filter((t) => t.inquiryId === fromInquiryId).sort(byDue)
    for (const t of moving) this.tasks.set(t.id, { ...t, inquiryId: toInquiryId, updatedAt: now, version: t.version + 1 })
    return moving.map((t) => structuredClone(t))
  }
}
