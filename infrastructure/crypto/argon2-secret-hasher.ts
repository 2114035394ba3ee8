import { hash, verify } from '@node-rs/argon2'

// @node-rs/argon2's Algorithm is an ambient const enum; 2 is Argon2id.
const ARGON2ID = 2

import type { SecretHasher } from '../../application/ports/secret-hasher'

/** argon2id with OWASP's minimum parameters (19 MiB, 2 passes): link secrets live minutes, not years. */
export class Argon2SecretHasher implements SecretHasher {
  constructor(private readonly options = { memoryCost: 19456, timeCost: 2, parallelism: 1 }) {}

  hash(secret: string): Promise<string> {
    return hash(secret, { ...this.options, algorithm: ARGON2ID })
  }

  async verify(hashed: string, secret: string): Promise<boolean> {
    try {
      return await verify(hashed, secret)
    } catch {
      return false
    }
  }
}
