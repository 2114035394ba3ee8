import type { DataLakeDatabase } from '../../domain/database'
import { DomainError } from '../../domain/errors'
import type { Operation } from '../../domain/operation'
import type { Principal } from '../../domain/principal'
import { filterFieldNames, isEmptyFilter, parseFilter, type QueryFilter } from '../../domain/query-filter'
import type { DocumentCodec, DocumentView } from './document-codec'

/** One request to the operations endpoint, as the client sent it. */
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

/** Refuses a member of the request the operation does not use. */
export function refuse(input: OperationInput, key: 'filter' | 'data' | 'options', operation: Operation): void {
  if (input[key] !== undefined)
    throw DomainError.validation(`${key} is not used by ${operation}`, [{ path: key, message: `is not allowed for ${operation}` }])
}

/** The request's filter, validated once (stores compile it without checking again); update and delete need one that narrows. */
export function operationFilter(codec: DocumentCodec, database: DataLakeDatabase, raw: unknown, required: boolean): QueryFilter {
  const filter = parseFilter(raw)
  if (required && isEmptyFilter(filter)) {
    throw DomainError.validation('filter must not be empty for update and delete', [{ path: 'filter', message: 'must not be empty' }])
  }
  codec.assertNotEncrypted(database, filterFieldNames(filter), 'filter')
  return filter
}

/** "1 document", "3 documents". */
export function documentCount(n: number): string {
  return `${n} document${n === 1 ? '' : 's'}`
}
