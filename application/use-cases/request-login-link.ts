import { inject, injectable } from 'inversify'
import { parseEmailAddress } from '../../domain/email-address'
import type { LoginLink } from '../../domain/login-link'
import type { Clock } from '../ports/clock'
import type { LoginLinkStore } from '../ports/login-link-store'
import type { Mailer } from '../ports/mailer'
import type { RandomSource } from '../ports/random-source'
import type { SecretHasher } from '../ports/secret-hasher'
import type { SignInSettings } from '../ports/sign-in-settings'
import { TOKENS } from '../ports/tokens'
import { loginLinkMail } from '../services/login-link-mail'
import { EnforceRateLimit } from './enforce-rate-limit'

/**
 * Sends a magic link and an 8-digit code to an address. The work and the answer are the same
 * whether or not the address has an account (sign-in is also sign-up), so nothing leaks.
 */
@injectable()
export class RequestLoginLink {
  constructor(
    @inject(TOKENS.LoginLinkStore) private readonly links: LoginLinkStore,
    @inject(TOKENS.SecretHasher) private readonly hasher: SecretHasher,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
    @inject(TOKENS.Mailer) private readonly mailer: Mailer,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.SignInSettings) private readonly settings: SignInSettings,
    @inject(EnforceRateLimit) private readonly rateLimit: EnforceRateLimit,
  ) {}

  async execute(input: { email: unknown }): Promise<{ message: string }> {
    const email = parseEmailAddress(input.email)
    await this.rateLimit.execute({ key: `auth-address:${email}`, rule: this.settings.addressLimit })

    const linkId = this.random.token(16)
    const secret = this.random.token(32)
    const code = this.random.digits(8)
    const now = this.clock.now()
    const [secretHash, codeHash] = await Promise.all([this.hasher.hash(secret), this.hasher.hash(code)])
    const link: LoginLink = {
      id: linkId,
      email,
      secretHash,
      codeHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.settings.linkTtlSeconds * 1000),
      usedAt: null,
      failedAttempts: 0,
    }
    await this.links.save(link)
    const url = this.settings.linkUrl(`${linkId}.${secret}`)
    await this.mailer.send(loginLinkMail(email, url, code, this.settings.linkTtlSeconds))
    return { message: `Verification email sent to ${email}. Please check your inbox.` }
  }
}
