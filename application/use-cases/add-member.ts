import { inject, injectable } from 'inversify'
import { parseEmailAddress } from '../../domain/email-address'
import { DomainError } from '../../domain/errors'
import { requireObjectId } from '../../domain/object-id'
import { assertPerson, type Principal } from '../../domain/principal'
import { MAX_MEMBERS, parseRole, type Role } from '../../domain/workspace'
import type { Clock } from '../ports/clock'
import type { Logger } from '../ports/logger'
import type { Mailer } from '../ports/mailer'
import type { SessionSettings } from '../ports/session-settings'
import { TOKENS } from '../ports/tokens'
import type { UserRepository } from '../ports/user-repository'
import type { WorkspaceStore } from '../ports/workspace-store'
import { DatabaseAccess } from '../services/database-access'
import { membershipMail } from '../services/membership-mail'
import { WorkspaceRecords } from '../services/workspace-records'

export interface AddedMember {
  readonly email: string
  readonly role: Role
  /** `joined`: an existing user is a member now; `invited`: the address joins at its first sign-in. */
  readonly status: 'joined' | 'invited'
  /** Whether the mail telling them went out (the membership stands either way). */
  readonly mailed: boolean
}

/** Adds a member by e-mail address (owners only); an unknown address is invited. Either way a mail tells them. */
@injectable()
export class AddMember {
  constructor(
    @inject(TOKENS.WorkspaceStore) private readonly store: WorkspaceStore,
    @inject(TOKENS.UserRepository) private readonly users: UserRepository,
    @inject(TOKENS.Mailer) private readonly mailer: Mailer,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Logger) private readonly logger: Logger,
    @inject(TOKENS.SessionSettings) private readonly settings: SessionSettings,
    @inject(WorkspaceRecords) private readonly records: WorkspaceRecords,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
  ) {}

  async execute(input: { principal: Principal; id: string; email: unknown; role: unknown }): Promise<AddedMember> {
    assertPerson(input.principal)
    const id = requireObjectId(input.id, 'id')
    await this.access.manageable(input.principal, id)
    const email = parseEmailAddress(input.email)
    const role = parseRole(input.role)
    const workspace = await this.records.ensure(id)
    const [members, invitations] = await Promise.all([this.store.members(id), this.store.invitations(id)])
    if (members.length + invitations.length >= MAX_MEMBERS)
      throw DomainError.conflict(`A workspace has at most ${MAX_MEMBERS} members and invitations`)
    const now = this.clock.now()
    const user = await this.users.findByEmail(email)
    if (user && members.some((m) => m.userId === user.id)) throw DomainError.conflict(`${email} is already a member`)
    if (user) await this.store.putMember({ workspaceId: id, userId: user.id, role, joinedAt: now })
    else await this.store.invite({ workspaceId: id, email, role, invitedAt: now })
    const mail = membershipMail({
      to: email,
      workspace: workspace.name,
      role,
      invitedBy: input.principal.email,
      joined: user !== null,
      signInUrl: this.settings.signInUrl,
    })
    const mailed = await this.mailer.send(mail).then(
      () => true,
      (error: unknown) => {
        this.logger.warn('could not mail a new workspace member', {
          workspaceId: id,
          error: error instanceof Error ? error.name : 'unknown',
        })
        return false
      },
    )
    return { email, role, status: user ? 'joined' : 'invited', mailed }
  }
}
