import type { User } from './user'
import type { Invitation, Membership, Role } from './workspace'

/** What a member of a workspace sees of another member. */
export interface MemberView {
  readonly userId: string
  readonly email: string
  readonly name: string
  readonly role: Role
  readonly joinedAt: string
}

/** What a member sees of a pending invitation. */
export interface InvitationView {
  readonly email: string
  readonly role: Role
  readonly invitedAt: string
}

export interface MembersView {
  readonly data: MemberView[]
  readonly invitations: InvitationView[]
}

/** A member with the name of its profile (name and surname; empty until the profile has them). */
export function toMemberView(membership: Membership, user: User): MemberView {
  return {
    userId: membership.userId,
    email: user.email,
    name: [user.name, user.surname].filter(Boolean).join(' '),
    role: membership.role,
    joinedAt: membership.joinedAt.toISOString(),
  }
}

export function toInvitationView(invitation: Invitation): InvitationView {
  return { email: invitation.email, role: invitation.role, invitedAt: invitation.invitedAt.toISOString() }
}
