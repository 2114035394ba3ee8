import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { assertPerson, type Principal } from '../../domain/principal'
import { toUserView, type UserView } from '../../domain/user'
import { TOKENS } from '../ports/tokens'
import type { UserRepository } from '../ports/user-repository'

/** The caller's own profile, without its identifier (as the interface shows it). */
@injectable()
export class GetCurrentUser {
  constructor(@inject(TOKENS.UserRepository) private readonly users: UserRepository) {}

  async execute(input: { principal: Principal }): Promise<Omit<UserView, '_id'>> {
    assertPerson(input.principal)
    const user = await this.users.findById(input.principal.userId)
    if (!user) throw DomainError.unauthorized()
    const { _id, ...profile } = toUserView(user)
    return profile
  }
}
