/** A one-way digest of a high-entropy secret (API keys, refresh tokens), and a comparison that takes the same time whatever differs. */
export interface KeyDigest {
  digest(secret: string): string
  equal(a: string, b: string): boolean
}
