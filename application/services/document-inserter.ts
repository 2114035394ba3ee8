import { inject, injectable } from 'inversify'
import type { ChangeStamp } from '../../domain/change-entries'
import type { DataLakeDatabase } from '../../domain/database'
import { DomainError } from '../../domain/errors'
import { assertDocumentKeys } from '../../domain/field-name'
import type { DataLakeStore, StoredDocument } from '../ports/data-lake-store'
import type { RandomSource } from '../ports/random-source'
import { TOKENS } from '../ports/tokens'
import { DatabaseAccess } from './database-access'
import { DocumentCodec, type DocumentView } from './document-codec'

/**
 * Inserts new documents: keys are checked at every depth, new keys join the declared variables,
 * declared variables a document lacks are stored as null, sensitive fields are encrypted.
 */
@injectable()
export class DocumentInserter {
  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(TOKENS.RandomSource) private readonly random: RandomSource,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(DocumentCodec) private readonly codec: DocumentCodec,
  ) {}

  /** Answers the documents as the client would read them back. */
  async insert(
    target: DataLakeDatabase,
    bodies: readonly unknown[],
    stamp: (database: DataLakeDatabase) => ChangeStamp,
  ): Promise<DocumentView[]> {
    const keys = new Set<string>()
    for (const body of bodies) {
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw DomainError.validation('A document must be a JSON object', [{ path: 'body', message: 'must be an object' }])
      }
      assertDocumentKeys(body)
      for (const key of Object.keys(body)) keys.add(key)
    }
    const database = await this.access.declare(target, keys)
    const stored: StoredDocument[] = []
    const views: DocumentView[] = []
    for (const body of bodies as Record<string, unknown>[]) {
      const id = this.random.objectId()
      const fields: Record<string, unknown> = { ...body }
      for (const v of database.variables) if (!Object.hasOwn(fields, v.name)) fields[v.name] = null
      stored.push({ id, fields: this.codec.encode(database, id, fields) })
      views.push({ _id: id, ...fields })
    }
    await this.store.insertDocuments(database.name, stored, stamp(database))
    return views
  }
}
