import { Elysia } from 'elysia'
import type { AuthenticateAccessToken } from '../../../application/use-cases/authenticate-access-token'
import type { CreateTask } from '../../../application/use-cases/create-task'
import type { DeleteTask } from '../../../application/use-cases/delete-task'
import type { ListTasks } from '../../../application/use-cases/list-tasks'
import type { UpdateTask } from '../../../application/use-cases/update-task'
import { bearerAuth, bearerSecurity as security } from '../bearer-auth'
import { requestId } from '../plugins/request-context'
import { errors, MessageSchema } from '../schemas'
import { InquiryTaskBody, InquiryTaskParams, TaskBody, TaskChangesBody, TaskPage, TaskParams, TaskSchema, TasksQuery } from './task-schemas'

export interface TaskRouteDeps {
  authenticate: AuthenticateAccessToken
  createTask: CreateTask
  listTasks: ListTasks
  updateTask: UpdateTask
  deleteTask: DeleteTask
}

/** The desk's follow-up tasks (docs/desk.md): agents only. */
export function taskRoutes(deps: TaskRouteDeps) {
  const principalOf = bearerAuth(deps.authenticate)
  return new Elysia({ prefix: '/api/v1', tags: ['Desk'] })
    .post(
      '/inquiries/:id/tasks',
      async ({ request, params, body, status }) =>
        status(
          201,
          await deps.createTask.execute({
            principal: await principalOf(request),
            ...body,
            inquiryId: params.id,
            requestId: requestId(request),
          }),
        ),
      {
        params: InquiryTaskParams,
        body: InquiryTaskBody,
        response: { 201: TaskSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
        detail: { summary: 'Add a follow-up task to an inquiry', security },
      },
    )
    .post(
      '/tasks',
      async ({ request, body, status }) =>
        status(201, await deps.createTask.execute({ principal: await principalOf(request), ...body, requestId: requestId(request) })),
      {
        body: TaskBody,
        response: { 201: TaskSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
        detail: { summary: 'Create a task, of an inquiry or of its own', security },
      },
    )
    .get(
      '/tasks',
      async ({ request, query }) =>
        deps.listTasks.execute({
          principal: await principalOf(request),
          ...query,
          done: query.done === undefined ? undefined : query.done === 'true',
        }),
      {
        query: TasksQuery,
        response: { 200: TaskPage, ...errors(400, 401, 403, 503) },
        detail: {
          summary: 'List tasks, soonest due first',
          description: 'Undated tasks come last. "My tasks": assignee=me&done=false. Pass nextCursor as after for the next page.',
          security,
        },
      },
    )
    .patch(
      '/tasks/:id',
      async ({ request, params, body }) =>
        deps.updateTask.execute({ principal: await principalOf(request), ...body, id: params.id, requestId: requestId(request) }),
      {
        params: TaskParams,
        body: TaskChangesBody,
        response: { 200: TaskSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 503) },
        detail: { summary: 'Change a task or mark it done', security },
      },
    )
    .delete(
      '/tasks/:id',
      async ({ request, params }) =>
        deps.deleteTask.execute({ principal: await principalOf(request), id: params.id, requestId: requestId(request) }),
      {
        params: TaskParams,
        response: { 200: MessageSchema, ...errors(400, 401, 403, 404, 503) },
        detail: { summary: 'Delete a task', security },
      },
    )
}
