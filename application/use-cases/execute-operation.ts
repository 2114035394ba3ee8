import { inject, injectable } from 'inversify'
import { inferOperation } from '../../domain/operation'
import type { OperationInput, OperationResult, SerializedReadResult } from '../services/operation-request'
import { CreateDocuments } from './create-documents'
import { DeleteDocuments } from './delete-documents'
import { ReadDocuments } from './read-documents'
import { UpdateDocuments } from './update-documents'

export type { OperationInput, OperationResult, SerializedReadResult } from '../services/operation-request'
export { MAX_CREATE_DOCUMENTS } from './create-documents'

/** The generic CRUD endpoint: says which operation a request is (domain/operation.ts) and hands it to that operation's use case. */
@injectable()
export class ExecuteOperation {
  constructor(
    @inject(CreateDocuments) private readonly create: CreateDocuments,
    @inject(ReadDocuments) private readonly read: ReadDocuments,
    @inject(UpdateDocuments) private readonly update: UpdateDocuments,
    @inject(DeleteDocuments) private readonly remove: DeleteDocuments,
  ) {}

  // Not async: an async function returning another's promise adds the ticks of resolving one promise with another.
  execute(input: OperationInput): Promise<OperationResult | SerializedReadResult> {
    switch (input.operation ?? inferOperation(input)) {
      case 'create':
        return this.create.execute(input)
      case 'read':
        return this.read.execute(input)
      case 'update':
        return this.update.execute(input)
      case 'delete':
        return this.remove.execute(input)
    }
  }
}
