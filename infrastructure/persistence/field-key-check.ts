/** A field-encryption key as a store remembers it: its id and a fingerprint that reveals nothing of the key. */
export interface KeyFingerprint {
  readonly kid: string
  readonly fingerprint: string
}

/**
 * Why a start must stop, or null: every key a store remembers having encrypted under must be among
 * the configured keys, with the same fingerprint. `where` names the store in the line.
 */
export function keyMismatch(remembered: readonly KeyFingerprint[], configured: readonly KeyFingerprint[], where: string): string | null {
  const byId = new Map(configured.map((key) => [key.kid, key.fingerprint]))
  for (const key of remembered) {
    const fingerprint = byId.get(key.kid)
    if (fingerprint === undefined) {
      return `FIELD_ENCRYPTION_KEYS has no key "${key.kid}", under which ${where} holds encrypted values: add that key (in development it was kept in DATA_DIR/secrets.json)`
    }
    if (fingerprint !== key.fingerprint) {
      return `FIELD_ENCRYPTION_KEYS key "${key.kid}" is not the key ${where} holds encrypted values under: give the original key for that id (in development it was kept in DATA_DIR/secrets.json)`
    }
  }
  return null
}
