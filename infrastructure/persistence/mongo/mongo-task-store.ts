import type { Collection, Db, Filter } from 'mongodb'
import type { TaskFilter, TaskStore } from '../../../application/ports/task-store'
import { dueKeyOf, type Task, type TaskPosition } from '../../../domain/task'
import { DEFAULT_LIMITS, type MongoLimits } from './mongo-client'

/** A task as stored: `dueKey` orders undated tasks last; `assigneeId` is what "my tasks" reads by. */
type TaskDocument = Omit<Task, 'id'> & { _id: string; dueKey: number; assigneeId: string | null }

export const DESK_TASKS = 'desk_tasks'

/** The desk's tasks in MongoDB, one document each; writes are conditional on the version. */
export class MongoTaskStore implements TaskStore {
  private readonly tasks: Collection<TaskDocument>

  constructor(
    db: Db,
    private readonly limits: MongoLimits = DEFAULT_LIMITS,
  ) {
    this.tasks = db.collection<TaskDocument>(DESK_TASKS)
  }

  async insert(task: Task): Promise<void> {
    await this.tasks.insertOne(toDocument(task), this.limits)
  }

  async findById(id: string): Promise<Task | null> {
    const doc = await this.tasks.findOne({ _id: id }, this.limits)
    return doc ? toTask(doc) : null
  }

  async replace(next: Task): Promise<'replaced' | 'stale' | 'missing'> {
    const { _id, createdAt: _c, createdBy: _b, ...changed } = toDocument(next)
    const result = await this.tasks.updateOne({ _id, version: next.version - 1 }, { $set: changed }, this.limits)
    if (result.matchedCount === 1) return 'replaced'
    return (await this.tasks.countDocuments({ _id }, { ...this.limits, limit: 1 })) === 1 ? 'stale' : 'missing'
  }

  async remove(id: string): Promise<boolean> {
    return (await this.tasks.deleteOne({ _id: id }, this.limits)).deletedCount === 1
  }

  async list(filter: TaskFilter, after: TaskPosition | null, limit: number): Promise<Task[]> {
    const query: Record<string, unknown> = {}
    if (filter.assigneeId !== undefined) query.assigneeId = filter.assigneeId
    if (filter.done !== undefined) query.done = filter.done
    if (filter.dueBefore !== undefined) query.dueAt = { $lt: filter.dueBefore }
    if (filter.inquiryId !== undefined) query.inquiryId = filter.inquiryId
    if (after) query.$or = [{ dueKey: { $gt: after.dueKey } }, { dueKey: after.dueKey, _id: { $gt: after.id } }]
    const found = await this.tasks
      .find(query as Filter<TaskDocument>, this.limits)
      .sort({ dueKey: 1, _id: 1 })
      .limit(limit)
      .toArray()
    return found.map(toTask)
  }

  async moveToInquiry(fromInquiryId: string, toInquiryId: string, now: Date): Promise<Task[]> {
    const moving = await this.tasks.find({ inquiryId: fromInquiryId }, this.limits).sort({ dueKey: 1, _id: 1 }).toArray()
    if (moving.length === 0) return []
    await this.tasks.updateMany(
      { _id: { $in: moving.map((doc) => doc._id) }, inquiryId: fromInquiryId },
      { $set: { inquiryId: toInquiryId, updatedAt: now }, $inc: { version: 1 } },
      this.limits,
    )
    return moving.map(toTask)
  }
}

function toDocument(task: Task): TaskDocument {
  const { id, ...rest } = task
  return { _id: id, ...rest, dueKey: dueKeyOf(task), assigneeId: task.assignee ? task.assignee._id : null }
}

function toTask(doc: TaskDocument): Task {
  return {
    id: doc._id,
    inquiryId: doc.inquiryId ?? null,
    title: doc.title,
    dueAt: doc.dueAt ?? null,
    assignee: doc.assignee ?? null,
    done: doc.done,
    doneAt: doc.doneAt ?? null,
    createdAt: doc.createdAt,
    createdBy: doc.createdBy,
    updatedAt: doc.updatedAt,
    version: doc.version,
  }
}
