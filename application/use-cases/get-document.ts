import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { assertSource } from '../../domain/field-name'
import { requireObjectId } from '../../domain/object-id'
import type { Principal } from '../../domain/principal'
import type { DocumentText } from '../ports/document-pages'
import { DatabaseAccess } from '../services/database-access'
import { DocumentReader } from '../services/document-reader'

/**
 * Reads one document of the caller's database, decrypted, as JSON text (`_id` first) with its
 * version (the ETag): the store's text as is when nothing in it is encrypted (docs/performance.md).
 */
@injectable()
export class GetDocument {
  constructor(
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(DocumentReader) private readonly reader: DocumentReader,
  ) {}

  async execute(input: { principal: Principal; source: string; db: string; id: string }): Promise<DocumentText> {
    assertSource(input.source)
    const id = requireObjectId(input.id.toLowerCase(), 'id')
    // Without an await when the store holds both in memory (docs/performance.md, "Answers without an await").
    const database =
      this.access.ownedNow(input.principal, input.db, input.source) ?? (await this.access.owned(input.principal, input.db, input.source))
    const found = this.reader.documentNow(database, id) ?? (await this.reader.document(database, id))
    if (!found) throw DomainError.notFound(`Document ${id} not found`)
    return found
  }
}
