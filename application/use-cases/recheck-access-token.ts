import type { AuthenticateAccessToken, AuthenticateInput } from './authenticate-access-token'

/**
 * Answers whether a token that authenticated earlier still does, reading the user from the store
 * (the composition root gives it an uncached AuthenticateAccessToken): a long-lived stream's check,
 * which must see a revocation made on another instance within a second.
 */
export class RecheckAccessToken {
  constructor(private readonly authenticate: AuthenticateAccessToken) {}

  async execute(input: AuthenticateInput): Promise<boolean> {
    try {
      await this.authenticate.execute(input)
      return true
    } catch {
      return false
    }
  }
}
