import { inject, injectable } from 'inversify'
import { assertVariableCapacity, variableNamed } from '../../domain/database'
import { DomainError, VersionMismatch } from '../../domain/errors'
import { assertDocumentKeys, assertSource, assertVariableName } from '../../domain/field-name'
import { requireObjectId } from '../../domain/object-id'
import type { Principal } from '../../domain/principal'
import type { DataLakeStore } from '../ports/data-lake-store'
import { TOKENS } from '../ports/tokens'
import { ChangeStamps } from '../services/change-stamps'
import { DatabaseAccess } from '../services/database-access'
import { DocumentCodec } from '../services/document-codec'

export interface FieldChange {
  field: string
  from: unknown
  to: unknown
}

export interface PatchInput {
  principal: Principal
  source: string
  db: string
  id: string
  field: string
  value: unknown
  /** The version the client last read (If-Match); null or absent: any. */
  ifVersion?: number | null
  requestId?: string
}

/**
 * Sets one field of one document in one atomic store step that also answers the value it
 * replaced, so concurrent PATCHes of a field chain: each `from` is what that write overwrote.
 * With `ifVersion`, the write happens only at that version (else 412 with the current document).
 */
@injectable()
export class PatchDocumentField {
  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(DocumentCodec) private readonly codec: DocumentCodec,
    @inject(ChangeStamps) private readonly stamps: ChangeStamps,
  ) {}

  async execute(input: PatchInput): Promise<{ message: string; changes: FieldChange; version: number }> {
    assertSource(input.source)
    if (input.value === undefined)
      throw DomainError.validation('value is required (null is allowed)', [{ path: 'value', message: 'is required' }])
    // Ids are stored in lower case; an ObjectId in upper case is the same id (as in filters).
    const id = requireObjectId(input.id.toLowerCase(), 'id')
    assertVariableName(input.field, 'field')
    assertDocumentKeys({ [input.field]: input.value })
    const found = await this.access.writable(input.principal, input.db, input.source)
    // A new field joins the declared variables once the document turned out to exist. A
    // sensitive one needs its id before it is encrypted, so it is declared first, after a lookup.
    const isNew = !variableNamed(found, input.field)
    if (isNew) assertVariableCapacity(found.variables.length + 1)
    const declaredFirst = isNew && this.codec.isSensitive(found, input.field)
    if (declaredFirst && (await this.store.findDocument(found.name, id)) === null) {
      throw DomainError.notFound(`Document ${id} not found`)
    }
    const database = declaredFirst ? await this.access.declare(found, [input.field]) : found
    const stored = this.codec.encodeValue(database, id, input.field, input.value)
    const stamp = this.stamps.stamp(input.principal, input.requestId ?? '', database)
    const result = await this.store.patchField(database.name, id, input.field, stored, { ifVersion: input.ifVersion ?? null, stamp })
    if (!result) throw DomainError.notFound(`Document ${id} not found`)
    if ('conflict' in result) throw new VersionMismatch(this.codec.decode(database, result.conflict), result.conflict.version ?? 0)
    if (!declaredFirst) await this.access.declare(database, [input.field])
    const from = this.codec.decodeValue(database, id, input.field, result.previous)
    return { message: 'Field updated successfully', changes: { field: input.field, from, to: input.value }, version: result.version }
  }
}
