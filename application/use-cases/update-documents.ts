import { inject, injectable } from 'inversify'
import { assertVariableCapacity, type DataLakeDatabase, variableNamed } from '../../domain/database'
import { DomainError } from '../../domain/errors'
import { assertDocumentKeys } from '../../domain/field-name'
import type { QueryFilter } from '../../domain/query-filter'
import type { DataLakeSettings } from '../ports/data-lake-settings'
import type { DataLakeStore } from '../ports/data-lake-store'
import { TOKENS } from '../ports/tokens'
import { ChangeStamps } from '../services/change-stamps'
import { DatabaseAccess } from '../services/database-access'
import { documentChange } from '../services/document-change'
import { DocumentCodec, type DocumentView } from '../services/document-codec'
import { documentCount, type OperationInput, type OperationResult, operationFilter, refuse } from '../services/operation-request'

/** The operations endpoint's update: sets fields on every match, at most `maxUpdateMatches` documents, in one atomic store step. */
@injectable()
export class UpdateDocuments {
  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(TOKENS.DataLakeSettings) private readonly settings: DataLakeSettings,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(DocumentCodec) private readonly codec: DocumentCodec,
    @inject(ChangeStamps) private readonly stamps: ChangeStamps,
  ) {}

  async execute(input: OperationInput): Promise<OperationResult> {
    const database = await this.access.writable(input.principal, input.db)
    refuse(input, 'options', 'update')
    const filter = operationFilter(this.codec, database, input.filter, true)
    const data = input.data
    if (data === null || typeof data !== 'object' || Array.isArray(data) || Object.keys(data).length === 0) {
      throw DomainError.validation('data must be an object of fields to set', [{ path: 'data', message: 'must be a non-empty object' }])
    }
    assertDocumentKeys(data)
    // A new field joins the declared variables only once a document holds it, as with PATCH: an
    // update that modifies nothing leaves the database's variables alone. A new sensitive field
    // needs its variable id before it is encrypted, so it is declared first, once the filter
    // turned out to match something.
    const fresh = Object.keys(data).filter((key) => !variableNamed(database, key))
    assertVariableCapacity(database.variables.length + fresh.length)
    const freshSensitive = fresh.filter((key) => this.codec.isSensitive(database, key))
    if (freshSensitive.length > 0 && !(await this.matchesAny(database, filter))) return updated([], 0, 0)
    const target = await this.access.declare(database, freshSensitive)
    const stamp = this.stamps.stamp(input.principal, input.requestId ?? '', target)
    const change = documentChange(this.codec, target, data as Record<string, unknown>)
    const result = await this.store.updateMany(target.name, filter, change, this.settings.maxUpdateMatches, stamp)
    if (!result) {
      throw DomainError.validation(`The filter matches more than ${this.settings.maxUpdateMatches} documents; narrow it`, [
        { path: 'filter', message: 'matches too many documents' },
      ])
    }
    const declared = result.modified > 0 ? await this.access.declare(target, fresh) : target
    return updated(
      result.documents.map((d) => this.codec.decode(declared, d)),
      result.modified,
      result.matched,
    )
  }

  private async matchesAny(database: DataLakeDatabase, filter: QueryFilter): Promise<boolean> {
    return (await this.store.find(database.name, { filter, sort: [], skip: 0, limit: 1, fields: [] })).length > 0
  }
}

function updated(data: DocumentView[], modified: number, matched: number): OperationResult {
  return {
    message: `Updated ${documentCount(modified)} (${matched} matched)`,
    success: true,
    created: false,
    data,
    modifiedCount: modified,
  }
}
