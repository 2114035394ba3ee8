import type { KeyDigest } from '../../application/ports/key-digest'

const MAX_ENTRIES = 1000

/**
 * Remembers the digests of the last secrets seen, so a system sending its API key on every request
 * does not pay a SHA-256 each time (about as much as the rest of authenticating it: bench scenario
 * health-api-key). The comparison itself stays the inner constant-time one. Bounded: the map is
 * emptied when full.
 */
export class MemoizingKeyDigest implements KeyDigest {
  private readonly digests = new Map<string, string>()

  constructor(private readonly inner: KeyDigest) {}

  digest(secret: string): string {
    let digest = this.digests.get(secret)
    if (digest === undefined) {
      digest = this.inner.digest(secret)
      if (this.digests.size >= MAX_ENTRIES) this.digests.clear()
      this.digests.set(secret, digest)
    }
    return digest
  }

  equal(a: string, b: string): boolean {
    return this.inner.equal(a, b)
  }
}
