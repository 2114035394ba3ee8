import { inject, injectable } from 'inversify'
import { parseEmailAddress } from '../../domain/email-address'
import { DomainError } from '../../domain/errors'
import { type LoginLink, linkRejection, MAX_CODE_ATTEMPTS, splitLinkToken } from '../../domain/login-link'
import { newUser, type User } from '../../domain/user'
import type { Clock } from '../ports/clock'
import type { LoginLinkStore } from '../ports/login-link-store'
import type { RandomSource } from '../ports/random-source'
import type { SecretHasher } from '../ports/secret-hasher'
import type { SignInSettings } from '../ports/sign-in-settings'
import { TOKENS } from '../ports/tokens'
import type { UserRepository } from '../ports/user-repository'
import type { WorkspaceStore } from '../ports/workspace-store'
import { Sessions, type SessionTokens } from '../services/sessions'

export type VerifyLoginLinkInput = { token: string } | { email: string; code: string }

const INVALID_MESSAGE = 'Login link is invalid or has expired'

/** Exchanges a login link (or its code) once for an access and a refresh token, creating the user on first use and accepting its invitations. */
@injectable()
export class VerifyLoginLink {
  constructor(
    @inject(TOKENS.LoginLinkStore) private readonly links: LoginLinkStore,
    @inject(TOKENS.UserRepository) private readonly users: UserRepository,
    @inject(TOKENS.SecretHasher) private readonly hasher: SecretHasher,
    @inject(Sessions) private readonly sessions: Sessions,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.SignInSettings) private readonly settings: SignInSettings,
    @inject(TOKENS.WorkspaceStore) private readonly workspaces: WorkspaceStore,
  ) {}

  async execute(input: VerifyLoginLinkInput): Promise<SessionTokens> {
    const link = 'token' in input ? await this.linkFromToken(input.token) : await this.linkFromCode(input.email, input.code)
    const now = this.clock.now()
    const rejection = linkRejection(link, now)
    if (rejection) throw new DomainError(rejection, INVALID_MESSAGE)
    if (!(await this.links.consume(link.id, now))) {
      // Someone else consumed it between our read and our write.
      throw new DomainError('LINK_USED', INVALID_MESSAGE)
    }
    const user = await this.signIn(link, now)
    // Invitations to this address become memberships at its sign-in (the first, or any later one).
    await this.workspaces.acceptInvitations(user.email, user.id, now)
    return this.sessions.issue(user)
  }

  private async linkFromToken(token: string): Promise<LoginLink> {
    const parts = splitLinkToken(token)
    const link = parts ? await this.links.findById(parts.linkId) : null
    if (!parts || !link || !(await this.hasher.verify(link.secretHash, parts.secret))) {
      throw new DomainError('LINK_INVALID', INVALID_MESSAGE)
    }
    return link
  }

  private async linkFromCode(rawEmail: string, code: string): Promise<LoginLink> {
    const email = parseEmailAddress(rawEmail)
    if (!/^\d{8}$/.test(code)) throw new DomainError('LINK_INVALID', INVALID_MESSAGE)
    const candidates = await this.links.findUsable(email, this.clock.now(), MAX_CODE_ATTEMPTS)
    for (const link of candidates) {
      if (await this.hasher.verify(link.codeHash, code)) return link
    }
    // A wrong code counts against every usable link of the address: five wrong codes kill them.
    await Promise.all(candidates.map((link) => this.links.recordFailedAttempt(link.id)))
    throw new DomainError('LINK_INVALID', INVALID_MESSAGE)
  }

  private async signIn(link: LoginLink, now: Date): Promise<User> {
    const permission = this.settings.adminEmails.has(link.email) ? 'admin' : 'user'
    let user = await this.users.findOrCreate(newUser(this.random.objectId(), link.email, permission, now))
    if (user.status === 'Disabled') throw DomainError.forbidden('This account is disabled')
    if (permission === 'admin' && user.permission !== 'admin') {
      user = (await this.users.update({ ...user, permission: 'admin', updatedAt: now })) ?? user
    }
    return user
  }
}
