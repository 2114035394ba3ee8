/** Where a value lives: the ciphertext is bound to it, so a value moved elsewhere fails to decrypt. */
export interface FieldLocation {
  readonly database: string
  readonly documentId: string
  /** The variable's immutable id, so a rename keeps the value readable. */
  readonly variableId: string
}

/** Encrypts one field value bound to where it lives; decrypt fails if the value was moved or altered. */
export interface FieldCipher {
  encrypt(value: unknown, at: FieldLocation): string
  /** Throws when the value was altered, moved, or written under a key no longer configured. */
  decrypt(stored: string, at: FieldLocation): unknown
  /** True for a string in this cipher's stored form (it may still fail to decrypt). */
  isCiphertext(value: unknown): value is string
  /** False only when no string in this JSON text can be in the stored form (so it needs no decrypting). */
  mayHoldCiphertext(json: string): boolean
}
