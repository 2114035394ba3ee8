import { createHash, timingSafeEqual } from 'node:crypto'
import type { KeyDigest } from '../../application/ports/key-digest'

/**
 * SHA-256 of a secret, hex. Enough for API keys and refresh tokens: they carry 256 random bits, so
 * there is nothing to guess and no need for a slow hash (which would also slow every key request).
 */
export class Sha256KeyDigest implements KeyDigest {
  digest(secret: string): string {
    return createHash('sha256').update(secret).digest('hex')
  }

  equal(a: string, b: string): boolean {
    const left = Buffer.from(a)
    const right = Buffer.from(b)
    return left.length === right.length && timingSafeEqual(left, right)
  }
}
