import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { requireObjectId } from '../../domain/object-id'
import { isAdmin, type Principal } from '../../domain/principal'
import { toUserView, type UserView } from '../../domain/user'
import { TOKENS } from '../ports/tokens'
import type { UserRepository } from '../ports/user-repository'

export interface UserPage {
  readonly data: UserView[]
  readonly nextCursor: string | null
}

/** Every user, a page at a time in id order, optionally those whose address starts with a prefix; administrators only. */
@injectable()
export class ListUsers {
  constructor(@inject(TOKENS.UserRepository) private readonly users: UserRepository) {}

  async execute(input: { principal: Principal; limit: number; after?: string; email?: string }): Promise<UserPage> {
    if (!isAdmin(input.principal)) throw DomainError.forbidden('Administrator access required')
    const after = input.after === undefined ? null : requireObjectId(input.after, 'after')
    const prefix = input.email?.trim().toLowerCase() || null
    // One more than asked tells whether another page exists without counting.
    const found = await this.users.list(after, input.limit + 1, prefix)
    const page = found.slice(0, input.limit)
    return { data: page.map(toUserView), nextCursor: found.length > input.limit ? page.at(-1)!.id : null }
  }
}
