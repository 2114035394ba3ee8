import { inject, injectable } from 'inversify'
import type { ChangeStamp } from '../../domain/change-entries'
import type { ChangeRecord, FieldChangeEntry } from '../../domain/change-record'
import type { DataLakeDatabase } from '../../domain/database'
import { actorOf, type Principal } from '../../domain/principal'
import type { Clock } from '../ports/clock'
import type { FieldCipher, FieldLocation } from '../ports/field-cipher'
import { TOKENS } from '../ports/tokens'
import { DocumentCodec } from './document-codec'

/** Where a sealed value of the log lives: its record and field, so a value copied elsewhere fails to open. */
function logLocation(database: string, recordId: string, field: string): FieldLocation {
  return { database, documentId: `change:${recordId}`, variableId: field }
}

/**
 * Stamps a write for the change log (who, which request, when) and seals sensitive values for it:
 * a document's ciphertext is opened and sealed again bound to the record and the field. Readers
 * of the log get the values opened again (`open`).
 */
@injectable()
export class ChangeStamps {
  constructor(
    @inject(TOKENS.FieldCipher) private readonly cipher: FieldCipher,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(DocumentCodec) private readonly codec: DocumentCodec,
  ) {}

  /** The stamp of one write by `principal` in request `requestId` on `database` (as declared when the write runs). */
  stamp(principal: Principal, requestId: string, database: DataLakeDatabase): ChangeStamp {
    return {
      source: database.source,
      actor: actorOf(principal),
      requestId,
      at: this.clock.now().toISOString(),
      seal: (recordId, documentId, field, stored) => {
        if (!this.cipher.isCiphertext(stored) || !this.codec.isSensitive(database, field)) return stored
        const value = this.codec.decodeValue(database, documentId, field, stored)
        return this.cipher.encrypt(value, logLocation(database.name, recordId, field))
      },
    }
  }

  /** A record as a reader of the database sees it: sealed values opened. */
  open(record: ChangeRecord): ChangeRecord {
    if (!Array.isArray(record.changes)) return record
    const changes = (record.changes as readonly FieldChangeEntry[]).map((entry) => {
      const from = this.openValue(record, entry.field, entry.from)
      const to = this.openValue(record, entry.field, entry.to)
      return from === entry.from && to === entry.to ? entry : { field: entry.field, from, to }
    })
    return { ...record, changes }
  }

  private openValue(record: ChangeRecord, field: string, value: unknown): unknown {
    if (!this.cipher.isCiphertext(value)) return value
    try {
      return this.cipher.decrypt(value, logLocation(record.db, record.id, field))
    } catch {
      // A client's string that merely looks like ciphertext, in a field that is not sensitive.
      return value
    }
  }
}
