import { inject, injectable } from 'inversify'
import type { ChangeRecord, FieldChangeEntry } from '../../domain/change-record'
import type { FieldCipher } from '../ports/field-cipher'
import { TOKENS } from '../ports/tokens'

/**
 * A change record as a reader of its database sees it: sensitive values, kept in the log as
 * ciphertext bound to the record and field (`change:<record id>`, the field name), decrypted the
 * way the change feed does it.
 */
@injectable()
export class ChangeRecordDecryptor {
  constructor(@inject(TOKENS.FieldCipher) private readonly cipher: FieldCipher) {}

  decrypt(record: ChangeRecord): ChangeRecord {
    if (!Array.isArray(record.changes)) return record
    const entries = record.changes as readonly FieldChangeEntry[]
    if (!entries.some((e) => this.cipher.isCiphertext(e.from) || this.cipher.isCiphertext(e.to))) return record
    return { ...record, changes: entries.map((e) => ({ field: e.field, from: this.open(record, e.field, e.from), to: this.open(record, e.field, e.to) })) }
  }

  private open(record: ChangeRecord, field: string, value: unknown): unknown {
    if (!this.cipher.isCiphertext(value)) return value
    try {
      return this.cipher.decrypt(value, { database: record.db, documentId: `change:${record.id}`, variableId: field })
    } catch {
      // A client's string that merely looks like ciphertext (in a field that is not sensitive) stays as written.
      return value
    }
  }
}
