import type { EmailAddress } from './email-address'

/** `agent`: a user who works the desk (api-contract 13); administrators work it too. */
export const PERMISSIONS = ['admin', 'agent', 'user'] as const
export type Permission = (typeof PERMISSIONS)[number]
export type UserStatus = 'Pending' | 'Completed' | 'Disabled'

/** A person who signs in. `tokenVersion` is bumped to revoke every access token at once. */
export interface User {
  readonly id: string
  readonly email: EmailAddress
  readonly name: string | null
  readonly surname: string | null
  readonly companyName: string | null
  readonly companyVerified: boolean
  readonly permission: Permission
  readonly status: UserStatus
  readonly jobTitle: string | null
  readonly workspaceId: string
  readonly tokenVersion: number
  readonly createdAt: Date
  readonly updatedAt: Date
}

export interface ProfileChanges {
  readonly name?: string
  readonly surname?: string
  readonly companyName?: string
  readonly jobTitle?: string
}

/** A first sign-in creates the user; its workspace is its own until it joins another. */
export function newUser(id: string, email: EmailAddress, permission: Permission, now: Date): User {
  return {
    id,
    email,
    name: null,
    surname: null,
    companyName: null,
    companyVerified: false,
    permission,
    status: 'Pending',
    jobTitle: null,
    workspaceId: id,
    tokenVersion: 0,
    createdAt: now,
    updatedAt: now,
  }
}

/** Onboarding is complete once name, surname and company are known; a disabled user stays disabled. */
export function applyProfileChanges(user: User, changes: ProfileChanges, now: Date): User {
  const next = { ...user, ...changes, updatedAt: now }
  if (next.status === 'Disabled') return next
  const complete = Boolean(next.name && next.surname && next.companyName)
  return { ...next, status: complete ? 'Completed' : 'Pending' }
}

/** What a client sees of a user: the seed's fields, absent values as empty strings. */
export interface UserView {
  readonly _id: string
  readonly email: string
  readonly name: string
  readonly surname: string
  readonly companyName: string
  readonly companyVerified: boolean
  readonly permission: Permission
  readonly status: UserStatus
  readonly jobTitle: string
}

export function toUserView(user: User): UserView {
  return {
    _id: user.id,
    email: user.email,
    name: user.name ?? '',
    surname: user.surname ?? '',
    companyName: user.companyName ?? '',
    companyVerified: user.companyVerified,
    permission: user.permission,
    status: user.status,
    jobTitle: user.jobTitle ?? '',
  }
}

/** What an administrator may change about a user. */
export interface AdministrativeChanges {
  readonly permission?: Permission
  readonly disabled?: boolean
}

/** Applies an administrator's changes: disabling sets `Disabled`, enabling restores the onboarding status. */
export function applyAdministrativeChanges(user: User, changes: AdministrativeChanges, now: Date): User {
  const permission = changes.permission ?? user.permission
  let status = user.status
  if (changes.disabled === true) status = 'Disabled'
  else if (changes.disabled === false && status === 'Disabled')
    status = user.name && user.surname && user.companyName ? 'Completed' : 'Pending'
  return { ...user, permission, status, updatedAt: now }
}
