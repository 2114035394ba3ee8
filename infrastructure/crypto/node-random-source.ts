import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import type { RandomSource } from '../../application/ports/random-source'

/** Randomness from node:crypto (available in Bun and Deno). */
export class NodeRandomSource implements RandomSource {
  private counter = randomInt(0, 0xffffff)
  private readonly processBytes = randomBytes(5).toString('hex')

  token(bytes: number): string {
    return randomBytes(bytes).toString('base64url')
  }

  digits(length: number): string {
    let out = ''
    for (let i = 0; i < length; i++) out += randomInt(0, 10).toString()
    return out
  }

  /** The ObjectId layout: 4-byte seconds, 5 random bytes per process, 3-byte counter. */
  objectId(): string {
    const seconds = Math.floor(Date.now() / 1000)
      .toString(16)
      .padStart(8, '0')
    this.counter = (this.counter + 1) % 0x1000000
    return seconds + this.processBytes + this.counter.toString(16).padStart(6, '0')
  }

  uuid(): string {
    return randomUUID()
  }
}
