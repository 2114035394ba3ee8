import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { requireObjectId } from '../../domain/object-id'
import { assertPerson, isAdmin, type Principal } from '../../domain/principal'
import { type AdministrativeChanges, applyAdministrativeChanges, toUserView, type UserView } from '../../domain/user'
import type { Clock } from '../ports/clock'
import { TOKENS } from '../ports/tokens'
import type { UserRepository } from '../ports/user-repository'
import { Sessions } from '../services/sessions'

/**
 * Promotes, demotes, disables or enables a user; administrators only. Disabling also bumps the
 * token version, so the user's tokens stay revoked even after a later enable. Nobody disables or
 * demotes themselves (409), so the last administrator cannot lock everyone out that way.
 */
@injectable()
export class AdministerUser {
  constructor(
    @inject(TOKENS.UserRepository) private readonly users: UserRepository,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(Sessions) private readonly sessions: Sessions,
  ) {}

  async execute(input: { principal: Principal; id: string; changes: AdministrativeChanges }): Promise<UserView> {
    assertPerson(input.principal)
    if (!isAdmin(input.principal)) throw DomainError.forbidden('Administrator access required')
    const id = requireObjectId(input.id, 'id')
    const { changes } = input
    if (
      id === input.principal.userId &&
      (changes.disabled === true || (changes.permission !== undefined && changes.permission !== 'admin'))
    ) {
      throw DomainError.conflict('Administrators cannot disable or demote themselves')
    }
    const user = await this.users.findById(id)
    if (!user) throw DomainError.notFound('User not found')
    const now = this.clock.now()
    const updated = await this.users.update(applyAdministrativeChanges(user, changes, now))
    if (!updated) throw DomainError.notFound('User not found')
    if (changes.disabled === true && user.status !== 'Disabled') {
      await this.sessions.revokeAll(id)
      const version = await this.users.bumpTokenVersion(id, now)
      if (version !== null) return toUserView({ ...updated, tokenVersion: version })
    }
    return toUserView(updated)
  }
}
