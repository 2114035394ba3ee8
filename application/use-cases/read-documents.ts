import { inject, injectable } from 'inversify'
import { parseQueryOptions } from '../../domain/query-options'
import { DatabaseAccess } from '../services/database-access'
import { DocumentCodec } from '../services/document-codec'
import { DocumentReader } from '../services/document-reader'
import {
  documentCount,
  type OperationInput,
  type OperationResult,
  operationFilter,
  refuse,
  type SerializedReadResult,
} from '../services/operation-request'

/** The operations endpoint's read: filter, sort, skip, limit and projection run in the store. */
@injectable()
export class ReadDocuments {
  /** The answer for a page handed through, one frozen object per page: the HTTP layer keeps the body it built for it. */
  private readonly answers = new WeakMap<object, SerializedReadResult>()

  constructor(
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(DocumentCodec) private readonly codec: DocumentCodec,
    @inject(DocumentReader) private readonly reader: DocumentReader,
  ) {}

  async execute(input: OperationInput): Promise<OperationResult | SerializedReadResult> {
    // Without an await when the store holds the database and the page in memory (docs/performance.md).
    const database = this.access.ownedNow(input.principal, input.db) ?? (await this.access.owned(input.principal, input.db))
    refuse(input, 'data', 'read')
    const filter = operationFilter(this.codec, database, input.filter ?? {}, false)
    const options = parseQueryOptions(input.options ?? {})
    this.codec.assertNotEncrypted(
      database,
      options.sort.map(([field]) => field.split('.')[0]!),
      'sort',
    )
    const query = { filter, ...options }
    const page = this.reader.pageNow(database, query) ?? (await this.reader.page(database, query))
    const message = `Read ${documentCount(page.count)}`
    // The members in the order clients see them: the route serialises this object as it is.
    if ('dataJson' in page) {
      let answer = this.answers.get(page)
      if (answer === undefined) {
        answer = Object.freeze({ message, success: true, created: false, dataJson: page.dataJson, modifiedCount: 0, hasMore: page.hasMore })
        this.answers.set(page, answer)
      }
      return answer
    }
    return { message, success: true, created: false, data: page.data, modifiedCount: 0, hasMore: page.hasMore }
  }
}
