import type { TaskFilter, TaskStore } from '../../../application/ports/task-store'
import { dueKeyOf, type Task, type TaskPosition } from '../../../domain/task'
import type { EmbeddedStore } from './embedded-store'
import type { Sqlite } from './sqlite-database'
import type { SqliteWriteBatcher } from './sqlite-write-batcher'

interface TaskRow {
  id: string
  inquiry_id: string | null
  title: string
  due_key: number
  due_at: number | null
  assignee_id: string | null
  assignee: string | null
  done: number
  done_at: number | null
  created_at: number
  created_by: string
  updated_at: number
  version: number
}

const COLUMN_NAMES = [
  'id',
  'inquiry_id',
  'title',
  'due_key',
  'due_at',
  'assignee_id',
  'assignee',
  'done',
  'done_at',
  'created_at',
  'created_by',
  'updated_at',
  'version',
] as const satisfies readonly (keyof TaskRow)[]
const COLUMNS = COLUMN_NAMES.join(', ')

/**
 * The desk's tasks in the embedded store; one index per list the desk reads (an agent's, an inquiry's, all).
 * Every write is a unit of the store's write batcher (group commit, and the WAL's bound after it).
 */
export class SqliteTaskStore implements TaskStore {
  private readonly db: Sqlite
  private readonly writes: SqliteWriteBatcher
  private readonly insertRow
  private readonly byId
  private readonly replaceRow
  private readonly deleteRow
  private readonly ofInquiry
  private readonly moveRows

  constructor(store: EmbeddedStore) {
    const db = store.db
    this.db = db
    this.writes = store.batcher
    db.exec(`CREATE TABLE IF NOT EXISTS desk_tasks (
      id TEXT PRIMARY KEY, inquiry_id TEXT, title TEXT NOT NULL, due_key INTEGER NOT NULL, due_at INTEGER,
      assignee_id TEXT, assignee TEXT, done INTEGER NOT NULL, done_at INTEGER, created_at INTEGER NOT NULL,
      created_by TEXT NOT NULL, updated_at INTEGER NOT NULL, version INTEGER NOT NULL)`)
    db.exec('CREATE INDEX IF NOT EXISTS desk_tasks_due ON desk_tasks (due_key, id)')
    db.exec('CREATE INDEX IF NOT EXISTS desk_tasks_assignee_due ON desk_tasks (assignee_id, done, due_key, id)')
    db.exec('CREATE INDEX IF NOT EXISTS desk_tasks_inquiry ON desk_tasks (inquiry_id, due_key, id)')
    this.insertRow = db.prepare(`INSERT INTO desk_tasks (${COLUMNS}) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`)
    this.byId = db.prepare('SELECT * FROM desk_tasks WHERE id = ?')
    this.replaceRow = db.prepare(`UPDATE desk_tasks SET inquiry_id = ?, title = ?, due_key = ?, due_at = ?, assignee_id = ?, assignee = ?,
      done = ?, done_at = ?, updated_at = ?, version = ? WHERE id = ? AND version = ?`)
    this.deleteRow = db.prepare('DELETE FROM desk_tasks WHERE id = ?')
    this.ofInquiry = db.prepare('SELECT * FROM desk_tasks WHERE inquiry_id = ? ORDER BY due_key, id')
    this.moveRows = db.prepare('UPDATE desk_tasks SET inquiry_id = ?, updated_at = ?, version = version + 1 WHERE inquiry_id = ?')
  }

  async insert(task: Task): Promise<void> {
    const row = toRow(task)
    await this.writes.run(() => this.insertRow.run(...COLUMN_NAMES.map((name) => row[name])), true)
  }

  async findById(id: string): Promise<Task | null> {
    const row = this.byId.get(id) as unknown as TaskRow | undefined
    return row ? toTask(row) : null
  }

  async replace(next: Task): Promise<'replaced' | 'stale' | 'missing'> {
    const r = toRow(next)
    const values = [r.inquiry_id, r.title, r.due_key, r.due_at, r.assignee_id, r.assignee, r.done, r.done_at, r.updated_at, r.version]
    return this.writes.run(() => {
      if (Number(this.replaceRow.run(...values, r.id, r.version - 1).changes) === 1) return 'replaced' as const
      return this.byId.get(next.id) ? ('stale' as const) : ('missing' as const)
    }, true)
  }

  async remove(id: string): Promise<boolean> {
    return Number(await this.writes.run(() => this.deleteRow.run(id).changes, true)) === 1
  }

  async list(filter: TaskFilter, after: TaskPosition | null, limit: number): Promise<Task[]> {
    const where: string[] = []
    const values: (string | number)[] = []
    const add = (clause: string, ...bound: (string | number)[]) => {
      where.push(clause)
      values.push(...bound)
    }
    if (filter.assigneeId !== undefined) add('assignee_id = ?', filter.assigneeId)
    if (filter.done !== undefined) add('done = ?', filter.done ? 1 : 0)
    if (filter.dueBefore !== undefined) add('due_at < ?', filter.dueBefore.getTime())
    if (filter.inquiryId !== undefined) add('inquiry_id = ?', filter.inquiryId)
    if (after) add('(due_key > ? OR (due_key = ? AND id > ?))', after.dueKey, after.dueKey, after.id)
    const sql = `SELECT * FROM desk_tasks ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY due_key, id LIMIT ?`
    const rows = this.db.prepare(sql).all(...values, limit) as unknown as TaskRow[]
    return rows.map(toTask)
  }

  async moveToInquiry(fromInquiryId: string, toInquiryId: string, now: Date): Promise<Task[]> {
    return this.writes.run(() => {
      const moved = (this.ofInquiry.all(fromInquiryId) as unknown as TaskRow[]).map(toTask)
      this.moveRows.run(toInquiryId, now.getTime(), fromInquiryId)
      return moved
    })
  }
}

function toRow(task: Task): TaskRow {
  return {
    id: task.id,
    inquiry_id: task.inquiryId,
    title: task.title,
    due_key: dueKeyOf(task),
    due_at: task.dueAt ? task.dueAt.getTime() : null,
    assignee_id: task.assignee ? task.assignee._id : null,
    assignee: task.assignee ? JSON.stringify(task.assignee) : null,
    done: task.done ? 1 : 0,
    done_at: task.doneAt ? task.doneAt.getTime() : null,
    created_at: task.createdAt.getTime(),
    created_by: JSON.stringify(task.createdBy),
    updated_at: task.updatedAt.getTime(),
    version: task.version,
  }
}

function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    inquiryId: row.inquiry_id,
    title: row.title,
    dueAt: row.due_at === null ? null : new Date(row.due_at),
    assignee: row.assignee === null ? null : JSON.parse(row.assignee),
    done: row.done === 1,
    doneAt: row.done_at === null ? null : new Date(row.done_at),
    createdAt: new Date(row.created_at),
    createdBy: JSON.parse(row.created_by),
    updatedAt: new Date(row.updated_at),
    version: row.version,
  }
}
