/** Cryptographically secure randomness and identifiers. */
export interface RandomSource {
  /** `bytes` random bytes, base64url without padding. */
  token(bytes: number): string
  /** A string of `length` uniformly random decimal digits. */
  digits(length: number): string
  /** A new 24-hex-digit ObjectId. */
  objectId(): string
  /** A random UUID v4. */
  uuid(): string
}
