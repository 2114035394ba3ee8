import { Buffer } from 'node:buffer'
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { FieldCipher, FieldLocation } from '../../application/ports/field-cipher'

const PREFIX = 'enc:v1:'
const QUOTED_PREFIX = `"${PREFIX}`
const NONCE_BYTES = 12
const TAG_BYTES = 16
const STORED = /^enc:v1:([A-Za-z0-9_-]{1,32}):([A-Za-z0-9_-]+)$/

/**
 * AES-256-GCM per field value: a fresh 96-bit nonce each time, the 16-byte tag checked on
 * decrypt, and associated data binding the value to its database, document and variable id.
 * Stored as `enc:v1:<kid>:<base64url(nonce|ciphertext|tag)>`; the first key encrypts, every
 * configured key decrypts, so values written before a rotation stay readable.
 */
export class AesGcmFieldCipher implements FieldCipher {
  private readonly keys: Map<string, Buffer>
  private readonly activeKid: string

  /** `keys`: `kid:base64key,...` with 32-byte keys (FIELD_ENCRYPTION_KEYS). */
  constructor(keys: string) {
    this.keys = new Map()
    for (const entry of keys
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      const separator = entry.indexOf(':')
      const kid = entry.slice(0, separator)
      // Node's base64 decoder takes the standard and the URL-safe alphabet alike.
      const key = Buffer.from(entry.slice(separator + 1), 'base64')
      if (separator < 1 || key.length !== 32) throw new Error(`FIELD_ENCRYPTION_KEYS: key "${kid}" must be 32 bytes in base64`)
      if (this.keys.has(kid)) throw new Error(`FIELD_ENCRYPTION_KEYS: key id "${kid}" appears twice`)
      this.keys.set(kid, key)
    }
    const first = this.keys.keys().next()
    if (first.done) throw new Error('FIELD_ENCRYPTION_KEYS: no key configured')
    this.activeKid = first.value
  }

  encrypt(value: unknown, at: FieldLocation): string {
    const nonce = randomBytes(NONCE_BYTES)
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.activeKid)!, nonce, { authTagLength: TAG_BYTES })
    cipher.setAAD(aad(at))
    const body = Buffer.concat([cipher.update(JSON.stringify(value) ?? 'null', 'utf8'), cipher.final()])
    const sealed = Buffer.concat([nonce, body, cipher.getAuthTag()])
    return `${PREFIX}${this.activeKid}:${sealed.toString('base64url')}`
  }

  decrypt(stored: string, at: FieldLocation): unknown {
    const match = STORED.exec(stored)
    if (!match) throw new Error('not a field ciphertext')
    const key = this.keys.get(match[1]!)
    if (!key) throw new Error('field ciphertext under an unknown key id')
    const sealed = Buffer.from(match[2]!, 'base64url')
    if (sealed.length < NONCE_BYTES + TAG_BYTES) throw new Error('field ciphertext too short')
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES })
    decipher.setAAD(aad(at))
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES))
    const plain = Buffer.concat([decipher.update(sealed.subarray(NONCE_BYTES, sealed.length - TAG_BYTES)), decipher.final()])
    return JSON.parse(plain.toString('utf8'))
  }

  isCiphertext(value: unknown): value is string {
    return typeof value === 'string' && value.startsWith(PREFIX)
  }

  mayHoldCiphertext(json: string): boolean {
    // Any escape (\u could spell the prefix) sends the text down the parsing path; a one-character
    // search costs a fraction of a second substring search.
    return json.includes('\\') || json.includes(QUOTED_PREFIX)
  }
}

// Names cannot hold NUL, so NUL separates the parts unambiguously.
function aad(at: FieldLocation): Buffer {
  return Buffer.from(`${at.database}\u0000${at.documentId}\u0000${at.variableId}`, 'utf8')
}
