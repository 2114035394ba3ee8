import { inject, injectable } from 'inversify'
import { assertVariableCapacity, type DataLakeDatabase, variableNamed } from '../../domain/database'
import { DomainError } from '../../domain/errors'
import { assertDocumentKeys } from '../../domain/field-name'
import { inferOperation, type Operation } from '../../domain/operation'
import type { Principal } from '../../domain/principal'
import { filterFieldNames, isEmptyFilter, parseFilter, type QueryFilter } from '../../domain/query-filter'
import { parseQueryOptions } from '../../domain/query-options'
import type { DataLakeSettings } from '../ports/data-lake-settings'
import type { DataLakeStore } from '../ports/data-lake-store'
import type { DocumentPages } from '../ports/document-pages'
import { TOKENS } from '../ports/tokens'
import { ChangeStamps } from '../services/change-stamps'
import { DatabaseAccess } from '../services/database-access'
import { documentChange } from '../services/document-change'
import { DocumentCodec, type DocumentView } from '../services/document-codec'
import { DocumentInserter } from '../services/document-inserter'

export const MAX_CREATE_DOCUMENTS = 1000

export interface OperationInput {
  principal: Principal
  operation?: Operation
  db: unknown
  filter?: unknown
  data?: unknown
  options?: unknown
  /** The request's id, named by the change records of a write. */
  requestId?: string
}

export interface OperationResult {
  message: string
  success: true
  /** Whether documents were created (the HTTP answer is then 201). */
  created: boolean
  data: DocumentView[]
  modifiedCount: number
  hasMore?: boolean
}

/** A read of whole documents that need no decrypting: the page as the store's JSON array text. */
export interface SerializedReadResult extends Omit<OperationResult, 'data'> {
  dataJson: string
}

/** The generic CRUD endpoint over the caller's data lake databases; filters run in the store. */
@injectable()
export class ExecuteOperation {
  constructor(
    @inject(TOKENS.DataLakeStore) private readonly store: DataLakeStore,
    @inject(TOKENS.DocumentPages) private readonly pages: DocumentPages,
    @inject(TOKENS.DataLakeSettings) private readonly settings: DataLakeSettings,
    @inject(DatabaseAccess) private readonly access: DatabaseAccess,
    @inject(DocumentCodec) private readonly codec: DocumentCodec,
    @inject(DocumentInserter) private readonly inserter: DocumentInserter,
    @inject(ChangeStamps) private readonly stamps: ChangeStamps,
  ) {}

  async execute(input: OperationInput): Promise<OperationResult | SerializedReadResult> {
    const operation = input.operation ?? inferOperation(input)
    const database =
      operation === 'read' ? await this.access.owned(input.principal, input.db) : await this.access.writable(input.principal, input.db)
    switch (operation) {
      case 'create':
        return this.create(database, input)
      case 'read':
        return this.read(database, input)
      case 'update':
        return this.update(database, input)
      case 'delete':
        return this.delete(database, input)
    }
  }

  private async create(database: DataLakeDatabase, input: OperationInput): Promise<OperationResult> {
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
    return { message: `Created ${count(data.length)}`, success: true, created: true, data, modifiedCount: data.length }
  }

  private async read(database: DataLakeDatabase, input: OperationInput): Promise<OperationResult | SerializedReadResult> {
    refuse(input, 'data', 'read')
    const filter = this.filterOf(database, input.filter ?? {}, false)
    const options = parseQueryOptions(input.options ?? {})
    this.codec.assertNotEncrypted(
      database,
      options.sort.map(([field]) => field.split('.')[0]!),
      'sort',
    )
    if (options.fields === null) {
      // Whole documents pass through as stored text unless something in it may need decrypting.
      const page = await this.pages.readPage(database.name, { filter, sort: options.sort, skip: options.skip, limit: options.limit })
      if (!this.codec.mayHoldCiphertext(page.json)) {
        return {
          message: `Read ${count(page.count)}`,
          success: true,
          created: false,
          dataJson: page.json,
          modifiedCount: 0,
          hasMore: page.hasMore,
        }
      }
    }
    // One more than asked tells whether the limit cut the result.
    const query = {
      filter,
      sort: options.sort,
      skip: options.skip,
      limit: options.limit + 1,
      fields: this.projection(database, options.fields),
    }
    const found = await this.store.find(database.name, query)
    const hasMore = found.length > options.limit
    const data = found.slice(0, options.limit).map((d) => this.codec.decode(database, d))
    return { message: `Read ${count(data.length)}`, success: true, created: false, data, modifiedCount: 0, hasMore }
  }

  private async update(database: DataLakeDatabase, input: OperationInput): Promise<OperationResult> {
    refuse(input, 'options', 'update')
    const filter = this.filterOf(database, input.filter, true)
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
    const result = await this.store.updateMany(
      target.name,
      filter,
      documentChange(this.codec, target, data as Record<string, unknown>),
      this.settings.maxUpdateMatches,
      stamp,
    )
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

  private async delete(database: DataLakeDatabase, input: OperationInput): Promise<OperationResult> {
    refuse(input, 'data', 'delete')
    refuse(input, 'options', 'delete')
    const deleted = await this.store.deleteMany(
      database.name,
      this.filterOf(database, input.filter, true),
      this.stamps.stamp(input.principal, input.requestId ?? '', database),
    )
    return { message: `Deleted ${count(deleted)}`, success: true, created: false, data: [], modifiedCount: deleted }
  }

  /** An encrypted field is one ciphertext, so a path into it returns the whole field (decrypted). */
  private projection(database: DataLakeDatabase, fields: string[] | null): string[] | null {
    if (fields === null) return null
    return [
      ...new Set(
        fields.map((f) => {
          const top = f.split('.')[0]!
          return f !== top && this.codec.isSensitive(database, top) ? top : f
        }),
      ),
    ]
  }

  private filterOf(database: DataLakeDatabase, raw: unknown, required: boolean): QueryFilter {
    const filter = parseFilter(raw)
    if (required && isEmptyFilter(filter)) {
      throw DomainError.validation('filter must not be empty for update and delete', [{ path: 'filter', message: 'must not be empty' }])
    }
    this.codec.assertNotEncrypted(database, filterFieldNames(filter), 'filter')
    return filter
  }
}

function refuse(input: OperationInput, key: 'filter' | 'data' | 'options', operation: Operation): void {
  if (input[key] !== undefined)
    throw DomainError.validation(`${key} is not used by ${operation}`, [{ path: key, message: `is not allowed for ${operation}` }])
}

function updated(data: DocumentView[], modified: number, matched: number): OperationResult {
  return { message: `Updated ${count(modified)} (${matched} matched)`, success: true, created: false, data, modifiedCount: modified }
}

function count(n: number): string {
  return `${n} document${n === 1 ? '' : 's'}`
}
