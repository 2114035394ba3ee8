import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { assertPerson, type Principal } from '../../domain/principal'
import { applyProfileChanges, type ProfileChanges, toUserView, type UserView } from '../../domain/user'
import type { Clock } from '../ports/clock'
import { TOKENS } from '../ports/tokens'
import type { UserRepository } from '../ports/user-repository'

/** Updates the caller's profile; filling name, surname and company completes onboarding. */
@injectable()
export class UpdateProfile {
  constructor(
    @inject(TOKENS.UserRepository) private readonly users: UserRepository,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: { principal: Principal; changes: ProfileChanges }): Promise<Omit<UserView, '_id'>> {
    assertPerson(input.principal)
    const user = await this.users.findById(input.principal.userId)
    if (!user) throw DomainError.unauthorized()
    const updated = await this.users.update(applyProfileChanges(user, input.changes, this.clock.now()))
    if (!updated) throw DomainError.unauthorized()
    const { _id, ...profile } = toUserView(updated)
    return profile
  }
}
