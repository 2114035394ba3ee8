import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { assertSource } from '../../domain/field-name'
import { requireObjectId } from '../../domain/object-id'
import type { Principal } from '../../domain/principal'
import type { DataLakeStore } from '../ports/data-lake-store'
import { TOKENS } from '../ports/tokens'
import { DatabaseAccess } from '../services/database-access'
import { DocumentCodec, type DocumentView } from '../services/document-codec'

/** Reads one document of the caller's database, decrypted, with its version (the ETag). */
@injectable()
export class GetDocument {
  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(DocumentCodec) private readonly codec: DocumentCodec,
  ) {}

  async execute(input: {
    principal: Principal
    source: string
    db: string
    id: string
  }): Promise<{ document: DocumentView; version: number }> {
    assertSource(input.source)
    const id = requireObjectId(input.id.toLowerCase(), 'id')
    const database = await this.access.owned(input.principal, input.db, input.source)
    const found = await this.store.findDocument(database.name, id)
    if (!found) throw DomainError.notFound(`Document ${id} not found`)
    return { document: this.codec.decode(database, found), version: found.version ?? 0 }
  }
}
