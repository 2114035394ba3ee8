import { describe, expect, test } from 'bun:test'
import { Argon2SecretHasher } from '../../../infrastructure/crypto/argon2-secret-hasher'

describe('Argon2SecretHasher', () => {
  const hasher = new Argon2SecretHasher()

  test('stores an argon2id hash that verifies only the right secret', async () => {
    const hash = await hasher.hash('correct horse')
    expect(hash).toStartWith('$argon2id$')
    // OWASP's minimum (19 MiB, 2 passes, 1 lane): the HTTP test app hashes with cheaper ones, so this is where they are held.
    expect(hash).toContain('$m=19456,t=2,p=1$')
    expect(hash).not.toContain('correct horse')
    expect(await hasher.verify(hash, 'correct horse')).toBe(true)
    expect(await hasher.verify(hash, 'wrong horse')).toBe(false)
  })

  test('a malformed stored hash verifies nothing instead of throwing', async () => {
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false)
  })
})
