import { inject, injectable } from 'inversify'
import { DomainError } from '../../domain/errors'
import { ChangeStamps } from '../services/change-stamps'
import { DatabaseAccess } from '../services/database-access'
import { DocumentInserter } from '../services/document-inserter'
import { documentCount, type OperationInput, type OperationResult, refuse } from '../services/operation-request'

export const MAX_CREATE_DOCUMENTS = 1000

/** The operations endpoint's create: one document or an array of at most MAX_CREATE_DOCUMENTS. */
@injectable()
export class CreateDocuments {
  constructor(
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(DocumentInserter) private readonly inserter: DocumentInserter,
    @inject(ChangeStamps) private readonly stamps: ChangeStamps,
  ) {}

  async execute(input: OperationInput): Promise<OperationResult> {
    const database = await this.access.writable(input.principal, input.db)
    refuse(input, 'filter', 'create')
    refuse(input, 'options', 'create')
    const bodies = Array.isArray(input.data) ? input.data : input.data === undefined ? [] : [input.data]
    if (bodies.length === 0) throw DomainError.validation('data is required for create', [{ path: 'data', message: 'is required' }])
    if (bodies.length > MAX_CREATE_DOCUMENTS) {
      throw DomainError.validation(`data holds at most ${MAX_CREATE_DOCUMENTS} documents`, [
        { path: 'data', message: `more than ${MAX_CREATE_DOCUMENTS} documents` },
      ])
    }
    const data = await this.inserter.insert(database, bodies, (declared) =>
      this.stamps.stamp(input.principal, input.requestId ?? '', declared),
    )
    return { message: `Created ${documentCount(data.length)}`, success: true, created: true, data, modifiedCount: data.length }
  }
}
