import { DomainError, type ErrorCode } from './errors'
import { assertDocumentKeys, isPlainObject } from './field-name'

export const MAX_BATCH_OPERATIONS = 1000
const OBJECT_ID = /^[0-9a-fA-F]{24}$/

/** One operation of a batch, checked: ids lowercase, bodies with valid keys. */
export type BatchOperation =
  | { readonly op: 'create'; readonly data: Record<string, unknown> }
  | { readonly op: 'update'; readonly id: string; readonly set: Record<string, unknown>; readonly ifVersion: number | null }
  | { readonly op: 'delete'; readonly id: string; readonly ifVersion: number | null }

/** A batch stopped at one operation: nothing of the batch was written; `index` names the operation. */
export class BatchOperationFailed extends DomainError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly index: number,
    details?: { path: string; message: string }[],
    /** A 412's document as it now is. */
    readonly current?: unknown,
  ) {
    super(code, message, details)
  }
}

function invalid(index: number, path: string, message: string): never {
  throw new BatchOperationFailed('VALIDATION_FAILED', `operations[${index}]: ${path} ${message}`, index, [
    { path: `operations[${index}].${path}`, message },
  ])
}

/** Checks `{"operations": [...]}`: 1 to 1000 create, update or delete operations. */
export function parseBatch(raw: unknown): BatchOperation[] {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_BATCH_OPERATIONS) {
    throw DomainError.validation(`operations must hold 1 to ${MAX_BATCH_OPERATIONS} operations`, [
      { path: 'operations', message: `must hold 1 to ${MAX_BATCH_OPERATIONS} operations` },
    ])
  }
  return raw.map((item, i) => parseOperation(item, i))
}

function parseOperation(item: unknown, i: number): BatchOperation {
  if (!isPlainObject(item)) return invalid(i, 'op', 'must be an object')
  const allowed = { create: ['op', 'data'], update: ['op', 'id', 'set', 'ifVersion'], delete: ['op', 'id', 'ifVersion'] }[
    item.op as 'create'
  ]
  if (!allowed) return invalid(i, 'op', 'must be create, update or delete')
  const extra = Object.keys(item).find((key) => !allowed.includes(key))
  if (extra !== undefined) invalid(i, extra, `is not allowed for ${String(item.op)}`)
  const body = (key: string) => {
    const value = item[key]
    if (!isPlainObject(value) || Object.keys(value).length === 0) return invalid(i, key, 'must be a non-empty object')
    try {
      assertDocumentKeys(value)
    } catch (error) {
      if (error instanceof DomainError) invalid(i, key, error.message)
      throw error
    }
    return value
  }
  if (item.op === 'create') return { op: 'create', data: body('data') }
  if (typeof item.id !== 'string' || !OBJECT_ID.test(item.id)) return invalid(i, 'id', 'must be an ObjectId (24 hexadecimal digits)')
  const ifVersion = item.ifVersion ?? null
  if (ifVersion !== null && (!Number.isInteger(ifVersion) || (ifVersion as number) < 0)) invalid(i, 'ifVersion', 'must be an integer >= 0')
  const id = item.id.toLowerCase()
  if (item.op === 'update') return { op: 'update', id, set: body('set'), ifVersion: ifVersion as number | null }
  return { op: 'delete', id, ifVersion: ifVersion as number | null }
}
