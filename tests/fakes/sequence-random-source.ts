import type { RandomSource } from '../../application/ports/random-source'

/** Predictable "randomness" so unit tests can reason about ids, secrets and codes. */
export class SequenceRandomSource implements RandomSource {
  private n = 0

  token(bytes: number): string {
    const seed = (++this.n).toString(36)
    const length = Math.ceil((bytes * 4) / 3)
    return seed.padStart(length, 'A').slice(-length)
  }

  digits(length: number): string {
    return String(++this.n)
      .padStart(length, '0')
      .slice(-length)
  }

  objectId(): string {
    return (++this.n).toString(16).padStart(24, '0')
  }

  uuid(): string {
    return `00000000-0000-4000-8000-${(++this.n).toString(16).padStart(12, '0')}`
  }
}
