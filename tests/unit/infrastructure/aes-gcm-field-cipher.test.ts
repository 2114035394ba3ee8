import { describe, expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import { AesGcmFieldCipher } from '../../../infrastructure/crypto/aes-gcm-field-cipher'

const key = () => randomBytes(32).toString('base64')
const at = { database: 'customers_abc123', documentId: '0123456789abcdef01234567', variableId: 'v1' }

describe('AesGcmFieldCipher', () => {
  const k1 = `k1:${key()}`
  const cipher = new AesGcmFieldCipher(k1)

  test('round-trips any JSON value in the enc:v1:<kid>:<base64url> form', () => {
    for (const value of ['text', 42, true, { a: [1, { b: null }] }, [], 'ünïcødé 🚚']) {
      const stored = cipher.encrypt(value, at)
      expect(stored).toMatch(/^enc:v1:k1:[A-Za-z0-9_-]+$/)
      expect(cipher.isCiphertext(stored)).toBe(true)
      expect(cipher.decrypt(stored, at)).toEqual(value)
    }
    expect(cipher.isCiphertext('plain')).toBe(false)
  })

  test('uses a fresh nonce every time: the same value never encrypts the same way', () => {
    const a = cipher.encrypt('same', at)
    const b = cipher.encrypt('same', at)
    expect(a).not.toBe(b)
    expect(Buffer.from(a.split(':')[3]!, 'base64url').subarray(0, 12)).not.toEqual(
      Buffer.from(b.split(':')[3]!, 'base64url').subarray(0, 12),
    )
  })

  test('fails when the value moved to another database, document or variable', () => {
    const stored = cipher.encrypt('secret', at)
    expect(() => cipher.decrypt(stored, { ...at, database: 'other_abc123' })).toThrow()
    expect(() => cipher.decrypt(stored, { ...at, documentId: 'ffffffffffffffffffffffff' })).toThrow()
    expect(() => cipher.decrypt(stored, { ...at, variableId: 'v2' })).toThrow()
  })

  test('fails when a single bit of the ciphertext or tag changes', () => {
    const stored = cipher.encrypt('secret', at)
    const sealed = Buffer.from(stored.split(':')[3]!, 'base64url')
    for (const index of [12, sealed.length - 1]) {
      const tampered = Buffer.from(sealed)
      tampered[index]! ^= 1
      expect(() => cipher.decrypt(`enc:v1:k1:${tampered.toString('base64url')}`, at)).toThrow()
    }
    expect(() => cipher.decrypt('enc:v1:k1:AAAA', at)).toThrow()
    expect(() => cipher.decrypt(`enc:v1:nokey:${sealed.toString('base64url')}`, at)).toThrow()
  })

  test('after rotation the first key encrypts and every configured key decrypts', () => {
    const old = cipher.encrypt({ card: '4111' }, at)
    const rotated = new AesGcmFieldCipher(`k2:${key()},${k1}`)
    expect(rotated.decrypt(old, at)).toEqual({ card: '4111' })
    expect(rotated.encrypt('new', at)).toStartWith('enc:v1:k2:')
    expect(() => new AesGcmFieldCipher(`k2:${key()}`).decrypt(old, at)).toThrow()
  })

  test('refuses keys that are not 32 bytes and duplicate key ids', () => {
    expect(() => new AesGcmFieldCipher(`k1:${randomBytes(16).toString('base64')}`)).toThrow('32 bytes')
    expect(() => new AesGcmFieldCipher(`${k1},${k1}`)).toThrow('twice')
  })
})
