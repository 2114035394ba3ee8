import type { Permission } from './user'

/** Who is calling: established by the access-token guard, passed to every protected use case. */
export interface Principal {
  readonly userId: string
  readonly email: string
  readonly permission: Permission
  readonly workspaceId: string
}

export function isAdmin(principal: Principal): boolean {
  return principal.permission === 'admin'
}

/** Whether the caller works the desk: agents and administrators. */
export function isAgent(principal: Principal): boolean {
  return principal.permission === 'agent' || principal.permission === 'admin'
}
