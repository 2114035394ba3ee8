import type { DomainError } from '../../domain/errors'

/**
 * Recognises a store failure that is the store's state rather than a bug (out of space, damaged
 * file), remembers it for readiness, and says how to answer it (503, with Retry-After when it
 * may pass). Null for any other failure.
 */
export interface StoreFaults {
  classify(error: unknown): DomainError | null
}
