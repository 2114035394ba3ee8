import { DomainError } from '../../domain/errors'
import { isObjectId } from '../../domain/object-id'
import type { Principal } from '../../domain/principal'
import type { TaskPerson } from '../../domain/task'
import type { User } from '../../domain/user'
import type { UserRepository } from '../ports/user-repository'

/** How a user appears on a task: name and surname when known, else nothing but the address. */
export function taskPersonOf(user: Pick<User, 'id' | 'email' | 'name' | 'surname'>): TaskPerson {
  return { _id: user.id, email: user.email, name: [user.name, user.surname].filter(Boolean).join(' ') }
}

/** The agent a task is assigned to: an id of a user with agent or admin permission, else 400 naming `assigneeId`. */
export async function requireTaskAssignee(users: UserRepository, assigneeId: string): Promise<TaskPerson> {
  const user = isObjectId(assigneeId) ? await users.findById(assigneeId) : null
  const permission: string | undefined = user?.permission
  if (!user || user.status === 'Disabled' || (permission !== 'agent' && permission !== 'admin')) {
    throw DomainError.validation('assigneeId is not an agent', [{ path: 'assigneeId', message: 'must be the id of an agent' }])
  }
  return taskPersonOf(user)
}

/** The caller as a task's creator (the user record gives the name; the token alone gives the address). */
export async function taskCreatorOf(users: UserRepository, principal: Principal): Promise<TaskPerson> {
  const user = await users.findById(principal.userId)
  return user ? taskPersonOf(user) : { _id: principal.userId, email: principal.email, name: '' }
}

/** A due time as a client sends it: an ISO date-time, or null for none. */
export function parseDueAt(raw: string | null | undefined): Date | null | undefined {
  if (raw === undefined || raw === null) return raw
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw) ? new Date(raw) : null
  if (!at || Number.isNaN(at.getTime())) {
    throw DomainError.validation('dueAt must be an ISO date-time such as 2026-12-04T09:00:00Z', [
      { path: 'dueAt', message: 'is not an ISO date-time with a zone' },
    ])
  }
  return at
}
