import { inject, injectable } from 'inversify'
import { arrangeGroups } from '../../domain/aggregate-order'
import { type AggregateRow, aggregateFields, MAX_AGGREGATE_GROUPS, parseAggregate } from '../../domain/aggregate-query'
import { DomainError } from '../../domain/errors'
import type { Principal } from '../../domain/principal'
import { filterFieldNames } from '../../domain/query-filter'
import type { DocumentAggregates } from '../ports/document-aggregates'
import { TOKENS } from '../ports/tokens'
import { DatabaseAccess } from '../services/database-access'
import { DocumentCodec } from '../services/document-codec'

export interface AggregateInput {
  principal: Principal
  db: unknown
  filter?: unknown
  groupBy?: unknown
  metrics?: unknown
  options?: unknown
}

export interface AggregateResult {
  message: string
  success: true
  data: AggregateRow[]
  modifiedCount: 0
}

/** `"operation": "aggregate"`: counts, sums and averages per group, computed by the store; encrypted fields are refused. */
@injectable()
export class AggregateDocuments {
  constructor(
    @inject(TOKENS.DocumentAggregates) private readonly aggregates: DocumentAggregates,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(DocumentCodec) private readonly codec: DocumentCodec,
  ) {}

  async execute(input: AggregateInput): Promise<AggregateResult> {
    const database = await this.access.owned(input.principal, input.db)
    const query = parseAggregate(input)
    this.codec.assertNotEncrypted(database, filterFieldNames(query.filter), 'filter')
    this.codec.assertNotEncrypted(database, aggregateFields(query), 'aggregate')
    const rows = await this.aggregates.aggregate(database.name, query, MAX_AGGREGATE_GROUPS)
    if (rows === null) {
      throw DomainError.validation(
        `The aggregate makes more than ${MAX_AGGREGATE_GROUPS} groups; narrow the filter or group by fewer fields`,
        [{ path: 'groupBy', message: `more than ${MAX_AGGREGATE_GROUPS} groups` }],
      )
    }
    const data = arrangeGroups(rows, query)
    return { message: `Aggregated ${data.length} group${data.length === 1 ? '' : 's'}`, success: true, data, modifiedCount: 0 }
  }
}
