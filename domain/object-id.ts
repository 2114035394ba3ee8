import { DomainError } from './errors'

/** An ObjectId as the API publishes it. */
export const OBJECT_ID_PATTERN = '^[0-9a-f]{24}$'
const OBJECT_ID = new RegExp(OBJECT_ID_PATTERN)

/** True for the 24-hex-digit form of a MongoDB ObjectId, the identifier of users and documents. */
export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID.test(value)
}

export function requireObjectId(value: string, what: string): string {
  if (!isObjectId(value)) {
    throw DomainError.validation(`${what} must be a 24-character hexadecimal ObjectId`, [
      { path: what, message: 'is not a valid ObjectId' },
    ])
  }
  return value
}
