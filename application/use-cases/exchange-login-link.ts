import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import type { SignInSettings } from '../ports/sign-in-settings'
import { TOKENS } from '../ports/tokens'
import { EnforceRateLimit } from './enforce-rate-limit'
import { VerifyLoginLink, type VerifyLoginLinkInput } from './verify-login-link'

/**
 * Exchanges a login link for a client, locking the client out once it used up its failed
 * exchanges in the window: a locked-out client is refused before any link is looked at.
 */
@injectable()
export class ExchangeLoginLink {
  constructor(
    @inject(VerifyLoginLink) private readonly verify: VerifyLoginLink,
    @inject(EnforceRateLimit) private readonly limits: EnforceRateLimit,
    @inject(TOKENS.SignInSettings) private readonly settings: SignInSettings,
  ) {}

  async execute(input: { client: string; exchange: VerifyLoginLinkInput }): ReturnType<VerifyLoginLink['execute']> {
    const rule = this.settings.failedExchangeLimit
    const key = `verify-failures:${input.client}`
    const failures = await this.limits.current({ key, windowMs: rule.windowSeconds * 1000 })
    if (failures >= rule.max) throw DomainError.rateLimited(rule.windowSeconds)
    try {
      return await this.verify.execute(input.exchange)
    } catch (error) {
      if (error instanceof DomainError && error.code.startsWith('LINK_')) await this.limits.execute({ key, rule }).catch(() => {})
      throw error
    }
  }
}
