/** Stable, machine-readable error codes. The HTTP layer maps each to a status in one table. */
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'UNAUTHORIZED'
  | 'LINK_EXPIRED'
  | 'LINK_USED'
  | 'LINK_INVALID'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'IDEMPOTENCY_KEY_IN_USE'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_BAD_RESPONSE'
  | 'STORAGE_FULL'
  | 'TRANSACTIONS_UNAVAILABLE'
  | 'STORE_FEATURE_UNAVAILABLE'
  | 'INTERNAL'

export interface ErrorDetail {
  readonly path: string
  readonly message: string
}

/**
 * A failure the core expects and can explain to a client. It carries a code, never an HTTP
 * status (a numeric `status` property would be honoured by Elysia as the response status).
 */
export class DomainError extends Error {
  override readonly name = 'DomainError'
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: readonly ErrorDetail[],
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }

  static validation(message: string, details?: readonly ErrorDetail[]): DomainError {
    return new DomainError('VALIDATION_FAILED', message, details)
  }
  static notFound(message: string): DomainError {
    return new DomainError('NOT_FOUND', message)
  }
  static conflict(message: string): DomainError {
    return new DomainError('CONFLICT', message)
  }
  static forbidden(message: string): DomainError {
    return new DomainError('FORBIDDEN', message)
  }
  static unauthorized(message = 'Authentication required'): DomainError {
    return new DomainError('UNAUTHORIZED', message)
  }
  static rateLimited(retryAfterSeconds: number): DomainError {
    return new DomainError('RATE_LIMITED', 'Too many requests, please try again later', undefined, retryAfterSeconds)
  }
  static upstreamUnavailable(message: string, retryAfterSeconds?: number): DomainError {
    return new DomainError('UPSTREAM_UNAVAILABLE', message, undefined, retryAfterSeconds)
  }
  /** The store has no room for a write: it may pass (space freed), so the client is told when to retry. */
  static storageFull(retryAfterSeconds: number): DomainError {
    return new DomainError('STORAGE_FULL', 'The store is out of space; try again later', undefined, retryAfterSeconds)
  }
  static upstreamBadResponse(message: string): DomainError {
    return new DomainError('UPSTREAM_BAD_RESPONSE', message)
  }
}

/** A conditional write (If-Match) found the document at another version; `current` is the document as a GET answers it. */
export class VersionMismatch extends DomainError {
  constructor(
    readonly current: unknown,
    readonly currentVersion: number,
    message = 'The document has changed since that version; nothing was changed',
  ) {
    super('PRECONDITION_FAILED', message)
  }
}
