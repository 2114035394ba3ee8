import { inject, injectable } from 'inversify'
import type { DataLakeDatabase } from '../../domain/database'
import { DomainError } from '../../domain/errors'
import { SensitiveFields } from '../../domain/sensitive-field'
import type { DataLakeSettings } from '../ports/data-lake-settings'
import type { StoredDocument } from '../ports/data-lake-store'
import type { FieldCipher } from '../ports/field-cipher'
import { TOKENS } from '../ports/tokens'

/** A document as a client reads it: `_id` first, values decrypted. */
export type DocumentView = { _id: string } & Record<string, unknown>

/**
 * Turns client values into stored ones and back: sensitive top-level fields are one ciphertext
 * each (null stays null, so "absent" and "null" need no key), every read decrypts.
 */
@injectable()
export class DocumentCodec {
  private readonly sensitive: SensitiveFields
  private readonly ids = new WeakMap<DataLakeDatabase, Map<string, string>>()

  constructor(
    @inject(TOKENS.FieldCipher) private readonly cipher: FieldCipher,
    @inject(TOKENS.DataLakeSettings) settings: DataLakeSettings,
  ) {
    this.sensitive = new SensitiveFields(settings.sensitiveFieldPattern)
  }

  isSensitive(database: DataLakeDatabase, field: string): boolean {
    return this.sensitive.isSensitive(database, field)
  }

  /** Refuses to filter or sort on encrypted fields: their stored form says nothing about the value. */
  assertNotEncrypted(database: DataLakeDatabase, fields: readonly string[], what: string): void {
    const bad = fields.find((f) => f !== '_id' && this.isSensitive(database, f))
    if (bad !== undefined) {
      throw DomainError.validation(`Cannot ${what} on encrypted field "${bad}"`, [
        { path: bad, message: `is encrypted and cannot be used to ${what}` },
      ])
    }
  }

  encodeValue(database: DataLakeDatabase, documentId: string, field: string, value: unknown): unknown {
    if (value === null || !this.isSensitive(database, field)) return value
    return this.cipher.encrypt(value, { database: database.name, documentId, variableId: this.variableId(database, field) })
  }

  /** The fields as stored; `fields` itself when nothing in it is encrypted (the caller hands over a copy it no longer changes). */
  encode(database: DataLakeDatabase, documentId: string, fields: Record<string, unknown>): Record<string, unknown> {
    let stored: Record<string, unknown> | null = null
    for (const field in fields) {
      const value = fields[field]
      const encoded = this.encodeValue(database, documentId, field, value)
      if (encoded !== value) (stored ??= { ...fields })[field] = encoded
    }
    return stored ?? fields
  }

  decodeValue(database: DataLakeDatabase, documentId: string, field: string, stored: unknown): unknown {
    if (!this.cipher.isCiphertext(stored)) return stored
    const variableId = this.variableIds(database).get(field)
    const sensitive = this.isSensitive(database, field)
    try {
      if (variableId === undefined) throw new Error('undeclared field')
      return this.cipher.decrypt(stored, { database: database.name, documentId, variableId })
    } catch {
      // A client may store a string that merely looks like ciphertext in an ordinary field.
      if (!sensitive) return stored
      throw new DomainError('INTERNAL', 'A stored value could not be decrypted')
    }
  }

  decode(database: DataLakeDatabase, document: StoredDocument): DocumentView {
    // Copy once, then replace only the ciphertexts: reads of 100 documents stay cheap.
    const view: DocumentView = { _id: document.id, ...document.fields }
    for (const field in document.fields) {
      const value = document.fields[field]
      if (this.cipher.isCiphertext(value)) view[field] = this.decodeValue(database, document.id, field, value)
    }
    return view
  }

  /** False when nothing in this stored JSON text can be a ciphertext, so it may be answered as it is. */
  mayHoldCiphertext(json: string): boolean {
    return this.cipher.mayHoldCiphertext(json)
  }

  private variableId(database: DataLakeDatabase, field: string): string {
    const id = this.variableIds(database).get(field)
    if (id === undefined) throw new DomainError('INTERNAL', `Variable "${field}" is not declared`)
    return id
  }

  private variableIds(database: DataLakeDatabase): Map<string, string> {
    let ids = this.ids.get(database)
    if (!ids) {
      ids = new Map(database.variables.map((v) => [v.name, v.id]))
      this.ids.set(database, ids)
    }
    return ids
  }
}
