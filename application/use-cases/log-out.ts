import { inject, injectable } from 'inversify'
import { assertPerson, type Principal } from '../../domain/principal'
import type { Clock } from '../ports/clock'
import { TOKENS } from '../ports/tokens'
import type { UserRepository } from '../ports/user-repository'
import { Sessions } from '../services/sessions'

/** Revokes every access and refresh token of the caller (its token version is bumped). */
@injectable()
export class LogOut {
  constructor(
    @inject(TOKENS.UserRepository) private readonly users: UserRepository,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(Sessions) private readonly sessions: Sessions,
  ) {}

  async execute(input: { principal: Principal }): Promise<{ message: string }> {
    assertPerson(input.principal)
    await this.users.bumpTokenVersion(input.principal.userId, this.clock.now())
    await this.sessions.revokeAll(input.principal.userId)
    return { message: 'Signed out on every device' }
  }
}
