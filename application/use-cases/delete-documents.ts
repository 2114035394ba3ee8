import { inject, injectable } from 'inversify'
import type { DataLakeStore } from '../ports/data-lake-store'
import { TOKENS } from '../ports/tokens'
import { ChangeStamps } from '../services/change-stamps'
import { DatabaseAccess } from '../services/database-access'
import { DocumentCodec } from '../services/document-codec'
import { documentCount, type OperationInput, type OperationResult, operationFilter, refuse } from '../services/operation-request'

/** The operations endpoint's delete: removes every match of a filter that narrows, each with its change record. */
@injectable()
export class DeleteDocuments {
  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(DocumentCodec) private readonly codec: DocumentCodec,
    @inject(ChangeStamps) private readonly stamps: ChangeStamps,
  ) {}

  async execute(input: OperationInput): Promise<OperationResult> {
    const database = await this.access.writable(input.principal, input.db)
    refuse(input, 'data', 'delete')
    refuse(input, 'options', 'delete')
    const filter = operationFilter(this.codec, database, input.filter, true)
    const deleted = await this.store.deleteMany(database.name, filter, this.stamps.stamp(input.principal, input.requestId ?? '', database))
    return { message: `Deleted ${documentCount(deleted)}`, success: true, created: false, data: [], modifiedCount: deleted }
  }
}
