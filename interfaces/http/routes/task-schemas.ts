import { t } from 'elysia'
import { OBJECT_ID_PATTERN } from '../../../domain/object-id'
import { TASK_TITLE_MAX } from '../../../domain/task'

const Id = (what: string) => t.String({ pattern: OBJECT_ID_PATTERN, description: `ObjectId of the ${what}` })
const Person = t.Object({ _id: t.String(), email: t.String(), name: t.String() })
const DueAt = t.Union([t.String({ maxLength: 40, description: 'ISO date-time with a zone, e.g. 2026-12-04T09:00:00Z' }), t.Null()])
const Title = t.String({ minLength: 1, maxLength: TASK_TITLE_MAX, description: 'What to do, 1 to 500 characters' })

export const TaskParams = t.Object({ id: Id('task') })
export const InquiryTaskParams = t.Object({ id: Id('inquiry') })

export const TaskSchema = t.Object({
  _id: t.String(),
  inquiryId: t.Union([t.String(), t.Null()]),
  title: t.String(),
  dueAt: t.Union([t.String(), t.Null()]),
  assignee: t.Union([Person, t.Null()]),
  done: t.Boolean(),
  doneAt: t.Union([t.String(), t.Null()]),
  createdAt: t.String(),
  createdBy: Person,
  updatedAt: t.String(),
})

export const TaskPage = t.Object({ data: t.Array(TaskSchema), nextCursor: t.Union([t.String(), t.Null()]) })

// No other keys: the schema says so, and the service refuses `__proto__` and the like anyway (contract 1).
const closed = { additionalProperties: false }
export const InquiryTaskBody = t.Object(
  { title: Title, dueAt: t.Optional(DueAt), assigneeId: t.Optional(t.Union([Id('agent the task is for'), t.Null()])) },
  closed,
)
export const TaskBody = t.Object({ ...InquiryTaskBody.properties, inquiryId: t.Optional(t.Union([Id('inquiry'), t.Null()])) }, closed)

export const TaskChangesBody = t.Object(
  {
    title: t.Optional(Title),
    dueAt: t.Optional(DueAt),
    assigneeId: t.Optional(t.Union([Id('agent the task is for'), t.Null()])),
    done: t.Optional(t.Boolean()),
  },
  closed,
)

export const TasksQuery = t.Object({
  assignee: t.Optional(t.String({ pattern: `^(me|${OBJECT_ID_PATTERN.slice(1, -1)})$`, description: '`me` or an agent id' })),
  done: t.Optional(t.Union([t.Literal('true'), t.Literal('false')])),
  dueBefore: t.Optional(t.String({ maxLength: 40, description: 'ISO date or date-time: only tasks due before it' })),
  inquiryId: t.Optional(Id('inquiry')),
  limit: t.Optional(t.Number({ minimum: 1, maximum: 1000, multipleOf: 1, description: 'Page size, default 100' })),
  after: t.Optional(t.String({ maxLength: 64, pattern: '^\\d{1,16}\\.[0-9a-f]{24}$', description: 'The nextCursor of the previous page' })),
})
