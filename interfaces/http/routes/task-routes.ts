import { Elysia } from 'elysia'
import type { CreateTask } from '../../../application/use-cases/create-task'
import type { DeleteTask } from '../../../application/use-cases/delete-task'
import type { ListTasks } from '../../../application/use-cases/list-tasks'
import type { UpdateTask } from '../../../application/use-cases/update-task'
import { requestId } from '../plugins/request-context'
import type { ProtectedRoutes } from '../protected-routes'
import { errors, MessageSchema } from '../schemas'
import { InquiryTaskBody, InquiryTaskParams, TaskBody, TaskChangesBody, TaskPage, TaskParams, TaskSchema, TasksQuery } from './task-schemas'

export interface TaskRouteDeps {
  protect: ProtectedRoutes
  createTask: CreateTask
  listTasks: ListTasks
  updateTask: UpdateTask
  deleteTask: DeleteTask
}

/** The desk's follow-up tasks (docs/desk.md): agents only. */
export function taskRoutes(deps: TaskRouteDeps) {
  const { protect } = deps
  return new Elysia({ prefix: '/api/v1', tags: ['Desk'] })
    .post(
      '/inquiries/:id/tasks',
      ...protect.handler(
        {
          params: InquiryTaskParams,
          body: InquiryTaskBody,
          response: { 201: TaskSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
          detail: { summary: 'Add a follow-up task to an inquiry' },
        },
        async ({ request, params, body, status, principal }) =>
          status(201, await deps.createTask.execute({ principal, ...body, inquiryId: params.id, requestId: requestId(request) })),
      ),
    )
    .post(
      '/tasks',
      ...protect.handler(
        {
          body: TaskBody,
          response: { 201: TaskSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
          detail: { summary: 'Create a task, of an inquiry or of its own' },
        },
        async ({ request, body, status, principal }) =>
          status(201, await deps.createTask.execute({ principal, ...body, requestId: requestId(request) })),
      ),
    )
    .get(
      '/tasks',
      ...protect.handler(
        {
          query: TasksQuery,
          response: { 200: TaskPage, ...errors(400, 401, 403, 503) },
          detail: {
            summary: 'List tasks, soonest due first',
            description: 'Undated tasks come last. "My tasks": assignee=me&done=false. Pass nextCursor as after for the next page.',
          },
        },
        ({ query, principal }) =>
          deps.listTasks.execute({ principal, ...query, done: query.done === undefined ? undefined : query.done === 'true' }),
      ),
    )
    .patch(
      '/tasks/:id',
      ...protect.handler(
        {
          params: TaskParams,
          body: TaskChangesBody,
          response: { 200: TaskSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
          detail: { summary: 'Change a task or mark it done' },
        },
        ({ request, params, body, principal }) =>
          deps.updateTask.execute({ principal, ...body, id: params.id, requestId: requestId(request) }),
      ),
    )
    .delete(
      '/tasks/:id',
      ...protect.handler(
        {
          params: TaskParams,
          response: { 200: MessageSchema, ...errors(400, 401, 403, 404, 503) },
          detail: { summary: 'Delete a task' },
        },
        ({ request, params, principal }) => deps.deleteTask.execute({ principal, id: params.id, requestId: requestId(request) }),
      ),
    )
}
