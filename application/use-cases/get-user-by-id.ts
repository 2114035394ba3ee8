import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { requireObjectId } from '../../domain/object-id'
import { isAdmin, type Principal } from '../../domain/principal'
import { toUserView, type UserView } from '../../domain/user'
import { TOKENS } from '../ports/tokens'
import type { UserRepository } from '../ports/user-repository'

/** Any user by identifier, for administrators only. */
@injectable()
export class GetUserById {
  constructor(@inject(TOKENS.UserRepository) private readonly users: UserRepository) {}

  async execute(input: { principal: Principal; id: string }): Promise<UserView> {
    if (!isAdmin(input.principal)) throw DomainError.forbidden('Administrator access required')
    const user = await this.users.findById(requireObjectId(input.id, 'id'))
    if (!user) throw DomainError.notFound('User not found')
    return toUserView(user)
  }
}
