import { Buffer } from 'node:buffer'
import { createHmac } from 'node:crypto'

/** One configured field-encryption key as a store may remember it: its id and a fingerprint that reveals nothing of the key. */
export interface FieldKeyFingerprint {
  readonly kid: string
  readonly fingerprint: string
}

/**
 * The fingerprints of FIELD_ENCRYPTION_KEYS, the active (encrypting) key first: an HMAC of a fixed
 * label under each key, so equal keys give equal fingerprints and a fingerprint gives no key.
 */
export function fieldKeyFingerprints(keys: string): FieldKeyFingerprint[] {
  return keys
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const separator = entry.indexOf(':')
      const key = Buffer.from(entry.slice(separator + 1), 'base64')
      return {
        kid: entry.slice(0, separator),
        fingerprint: createHmac('sha256', key).update('field-key-fingerprint/v1').digest('base64url').slice(0, 22),
      }
    })
}
