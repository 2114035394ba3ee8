import type { ChangeActor } from './change-record'
import { DomainError } from './errors'
import type { Permission } from './user'
import type { Role } from './workspace'

/** The system behind a request authenticated with an API key. */
export interface ApiKeyCaller {
  readonly id: string
  readonly name: string
  /** The `{source}`s the key reaches; null: every source. */
  readonly sources: readonly string[] | null
}

/**
 * Who is calling: established by the authenticate use case, passed to every protected use case.
 * A person acts in `workspaceId` (its personal one, or the one `X-Workspace-Id` named); an API key
 * acts in its own workspace, `userId` then being the key's id.
 */
export interface Principal {
  readonly userId: string
  readonly email: string
  readonly permission: Permission
  /** Where lists and creates act. */
  readonly workspaceId: string
  /** The caller's role in `workspaceId` when authentication already established it. */
  readonly role?: Role
  /** Present when a system authenticated with an API key. */
  readonly apiKey?: ApiKeyCaller
}

export function isAdmin(principal: Principal): boolean {
  return principal.permission === 'admin'
}

/** People's routes (profile, workspaces, members, keys, administration, desk) refuse API keys. */
export function assertPerson(principal: Principal): void {
  if (principal.apiKey) throw DomainError.forbidden('API keys cannot use this route')
}

/** Whether the caller may reach `source` at all: a key scoped to other sources may not. */
export function reachesSource(principal: Principal, source: string): boolean {
  const sources = principal.apiKey?.sources
  return !sources || sources.includes(source)
}

/** Who a change record names: the person, or the key as `{type: "apiKey", id, name}`. */
export function actorOf(principal: Principal): ChangeActor {
  return principal.apiKey
    ? { type: 'apiKey', id: principal.apiKey.id, name: principal.apiKey.name }
    : { userId: principal.userId, email: principal.email }
}

/** Whether the caller works the desk: agents and administrators. */
export function isAgent(principal: Principal): boolean {
  return principal.permission === 'agent' || principal.permission === 'admin'
}
