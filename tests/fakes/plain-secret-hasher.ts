import type { SecretHasher } from '../../application/ports/secret-hasher'

/** A reversible stand-in for argon2 in unit tests: fast, and still never equal to the secret. */
export class PlainSecretHasher implements SecretHasher {
  async hash(secret: string): Promise<string> {
    return `hashed:${secret}`
  }

  async verify(hash: string, secret: string): Promise<boolean> {
    return hash === `hashed:${secret}`
  }
}
