import { inject, injectable } from 'inversify'
import type { Principal } from '../../domain/principal'
import type { Clock } from '../ports/clock'
import { TOKENS } from '../ports/tokens'
import type { UserRepository } from '../ports/user-repository'

/** Revokes every access token of the caller by bumping its token version. */
@injectable()
export class LogOut {
  constructor(
    @inject(TOKENS.UserRepository) private readonly users: UserRepository,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: { principal: Principal }): Promise<{ message: string }> {
    await this.users.bumpTokenVersion(input.principal.userId, this.clock.now())
    return { message: 'Signed out on every device' }
  }
}
