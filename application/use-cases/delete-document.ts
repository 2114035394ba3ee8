import { inject, injectable } from 'inversify'
import { DomainError, VersionMismatch } from '../../domain/errors'
import { assertSource } from '../../domain/field-name'
import { requireObjectId } from '../../domain/object-id'
import type { Principal } from '../../domain/principal'
import type { DataLakeStore } from '../ports/data-lake-store'
import { TOKENS } from '../ports/tokens'
import { ChangeStamps } from '../services/change-stamps'
import { DatabaseAccess } from '../services/database-access'
import { DocumentCodec } from '../services/document-codec'

/** Deletes one document; with `ifVersion`, only at that version (else 412 with the current document). Answers its last version. */
@injectable()
export class DeleteDocument {
  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(DocumentCodec) private readonly codec: DocumentCodec,
    @inject(ChangeStamps) private readonly stamps: ChangeStamps,
  ) {}

  async execute(input: {
    principal: Principal
    source: string
    db: string
    id: string
    ifVersion?: number | null
    requestId?: string
  }): Promise<{ message: string; version: number }> {
    assertSource(input.source)
    const id = requireObjectId(input.id.toLowerCase(), 'id')
    const database = await this.access.writable(input.principal, input.db, input.source)
    const stamp = this.stamps.stamp(input.principal, input.requestId ?? '', database)
    const result = await this.store.deleteDocument(database.name, id, { ifVersion: input.ifVersion ?? null, stamp })
    if (!result) throw DomainError.notFound(`Document ${id} not found`)
    if ('conflict' in result) throw new VersionMismatch(this.codec.decode(database, result.conflict), result.conflict.version ?? 0)
    return { message: `Document ${id} deleted`, version: result.deleted.version ?? 0 }
  }
}
