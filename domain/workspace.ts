import type { EmailAddress } from './email-address'
import { DomainError } from './errors'
import { longerThan } from './text-patterns'

/** What a member may do in a workspace: owners also manage members and API keys; viewers only read. */
export type Role = 'owner' | 'editor' | 'viewer'
export const ROLES: readonly Role[] = ['owner', 'editor', 'viewer']

/** A team's shared place for databases. A user's personal workspace has the user's id. */
export interface Workspace {
  readonly id: string
  readonly name: string
  readonly createdAt: Date
}

/** A user's role in a workspace other than its personal one (there it is always the owner). */
export interface Membership {
  readonly workspaceId: string
  readonly userId: string
  readonly role: Role
  readonly joinedAt: Date
}

/** An address invited before it has an account: it joins at its first sign-in. */
export interface Invitation {
  readonly workspaceId: string
  readonly email: EmailAddress
  readonly role: Role
  readonly invitedAt: Date
}

/** What a client sees of a workspace: `role` is the caller's. */
export interface WorkspaceView {
  readonly _id: string
  readonly name: string
  readonly createdAt: string
  readonly role: Role
}

/** The name a personal workspace has until its owner renames it. */
export const PERSONAL_WORKSPACE_NAME = 'Personal'
export const MAX_WORKSPACE_NAME = 100
/** Bounds what one workspace may hold, so a client cannot grow a listing without end. */
export const MAX_MEMBERS = 500
export const MAX_WORKSPACES_PER_USER = 100

/** A personal workspace is the one whose id is its owner's user id. */
export function isPersonalWorkspace(workspaceId: string, userId: string): boolean {
  return workspaceId === userId
}

export function canWrite(role: Role): boolean {
  return role !== 'viewer'
}

export function canManage(role: Role): boolean {
  return role === 'owner'
}

export function parseRole(raw: unknown, allowed: readonly Role[] = ROLES): Role {
  if (typeof raw !== 'string' || !allowed.includes(raw as Role)) {
    throw DomainError.validation(`role must be one of ${allowed.join(', ')}`, [{ path: 'role', message: 'is not a role' }])
  }
  return raw as Role
}

/** A workspace name: trimmed, 1 to 100 characters, no control characters. */
export function parseWorkspaceName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim() : ''
  if (!name) throw DomainError.validation('name is required', [{ path: 'name', message: 'is required' }])
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (longerThan(name, MAX_WORKSPACE_NAME) || /[\u0000-\u001f\u007f]/.test(name)) {
    throw DomainError.validation(`name must be 1 to ${MAX_WORKSPACE_NAME} characters without control characters`, [
      { path: 'name', message: 'is not a valid workspace name' },
    ])
  }
  return name
}

export function toWorkspaceView(workspace: Workspace, role: Role): WorkspaceView {
  return { _id: workspace.id, name: workspace.name, createdAt: workspace.createdAt.toISOString(), role }
}
