import { Elysia, ValidationError } from 'elysia'
import type { Logger } from '../../../application/ports/logger'
import type { StoreFaults } from '../../../application/ports/store-faults'
import { BatchOperationFailed } from '../../../domain/batch-request'
import { DomainError, type ErrorCode, VersionMismatch } from '../../../domain/errors'
import type { AllowedMethods } from '../allowed-methods'
import { HttpError } from '../http-error'
import { describeTextSchema } from '../text-schema'
import { completeHeaders } from './answer-headers'
import { requestId } from './request-context'

/** One table from domain codes to HTTP: status, and the code a client sees. */
const STATUS: Record<ErrorCode, [number, string]> = {
  VALIDATION_FAILED: [400, 'VALIDATION_FAILED'],
  UNAUTHORIZED: [401, 'UNAUTHORIZED'],
  LINK_EXPIRED: [401, 'LINK_EXPIRED'],
  LINK_USED: [401, 'LINK_USED'],
  LINK_INVALID: [401, 'LINK_INVALID'],
  FORBIDDEN: [403, 'FORBIDDEN'],
  NOT_FOUND: [404, 'NOT_FOUND'],
  CONFLICT: [409, 'CONFLICT'],
  PRECONDITION_FAILED: [412, 'PRECONDITION_FAILED'],
  IDEMPOTENCY_KEY_IN_USE: [409, 'IDEMPOTENCY_KEY_IN_USE'],
  IDEMPOTENCY_KEY_REUSED: [422, 'IDEMPOTENCY_KEY_REUSED'],
  RATE_LIMITED: [429, 'RATE_LIMITED'],
  UPSTREAM_BAD_RESPONSE: [502, 'UPSTREAM_UNAVAILABLE'],
  UPSTREAM_UNAVAILABLE: [503, 'UPSTREAM_UNAVAILABLE'],
  STORAGE_FULL: [503, 'STORAGE_FULL'],
  TRANSACTIONS_UNAVAILABLE: [501, 'TRANSACTIONS_UNAVAILABLE'],
  STORE_FEATURE_UNAVAILABLE: [501, 'STORE_FEATURE_UNAVAILABLE'],
  INTERNAL: [500, 'INTERNAL'],
}

const METHOD_NOT_ALLOWED = { status: 405, body: { message: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' } }

export interface ErrorBody {
  message: string
  code: string
  details?: { path: string; message: string }[]
  /** A 412's document as it now is. */
  current?: unknown
  /** A batch's failing operation. */
  index?: number
}

/** Fields a route adds to every error body it answers (the operations endpoint's `success: false`), by route path. */
export type ErrorBodyFields = Readonly<Record<string, Readonly<Record<string, unknown>>>>

/**
 * Turns every failure into `{message, code}` JSON. Registered first and global, so it reaches
 * every route; unexpected errors are logged with their stack and answered without it. A store
 * failure that is the store's state (full, damaged: `faults`) is answered 503 instead of 500.
 */
export function errorHandler(logger: Logger, fieldsByPath: ErrorBodyFields = {}, faults?: StoreFaults, allowed: AllowedMethods = () => []) {
  return new Elysia({ name: 'error-handler' }).onError({ as: 'global' }, ({ code, error, set, request, path }) => {
    if (faults && !(error instanceof DomainError)) {
      const fault = faults.classify(error)
      if (fault) {
        logger.warn('store fault', {
          requestId: requestId(request),
          code: fault.code,
          reason: error instanceof Error ? error.message : String(error),
        })
        error = fault
      }
    }
    // Elysia's own NOT_FOUND (no route), not a DomainError of that code: a known path with another method is 405.
    // So is a request a parameter route captured (and refused) at a static route's path the method is not for.
    const routing = (code === 'NOT_FOUND' || code === 'VALIDATION') && !(error instanceof DomainError)
    const atPath = routing ? allowed(new URL(request.url).pathname) : []
    const methods = atPath.includes(request.method) ? [] : atPath
    if (methods.length > 0) set.headers.allow = methods.join(', ')
    const { status, body } = methods.length > 0 ? METHOD_NOT_ALLOWED : describeFailure(code, error, logger, request)
    const extra = Object.hasOwn(fieldsByPath, path) ? fieldsByPath[path] : undefined
    set.status = status
    set.headers['content-type'] = 'application/json'
    completeHeaders(set.headers as Record<string, string>, request)
    addErrorHeaders(set.headers as Record<string, string>, status, error)
    return extra ? { ...body, ...extra } : body
  })
}

function addErrorHeaders(headers: Record<string, string>, status: number, error: unknown): void {
  if (status === 401) headers['www-authenticate'] = error instanceof HttpError && error.challenge ? error.challenge : 'Bearer'
  if (error instanceof DomainError && error.retryAfterSeconds) headers['retry-after'] = String(error.retryAfterSeconds)
  if (error instanceof VersionMismatch) headers.etag = `"${error.currentVersion}"`
}

function describeFailure(code: string | number, error: unknown, logger: Logger, request: Request): { status: number; body: ErrorBody } {
  // Elysia wraps whatever a parse hook throws in its ParseError; ours sits in `cause`.
  if (code === 'PARSE' && error instanceof Error && (error.cause instanceof HttpError || error.cause instanceof DomainError))
    error = error.cause
  if (error instanceof DomainError) {
    const [status, publicCode] = STATUS[error.code]
    const body = withDetails({ message: error.message, code: publicCode }, error.details)
    if (error instanceof VersionMismatch) body.current = error.current
    if (error instanceof BatchOperationFailed) {
      body.index = error.index
      if (error.current !== undefined) body.current = error.current
    }
    return { status, body }
  }
  if (error instanceof HttpError)
    return { status: error.httpStatus, body: withDetails({ message: error.message, code: error.code }, error.details) }
  if (code === 'VALIDATION' && error instanceof ValidationError) {
    if (error.type === 'response') return internal(error, logger, request)
    return { status: 400, body: validationBody(error) }
  }
  if (code === 'NOT_FOUND') return { status: 404, body: { message: 'Route not found', code: 'NOT_FOUND' } }
  if (code === 'PARSE') return { status: 400, body: { message: 'Request body is not valid JSON', code: 'MALFORMED_JSON' } }
  if (code === 'INVALID_COOKIE_SIGNATURE') return { status: 400, body: { message: 'Invalid cookie', code: 'VALIDATION_FAILED' } }
  return internal(error, logger, request)
}

function internal(error: unknown, logger: Logger, request: Request): { status: number; body: ErrorBody } {
  const e = error instanceof Error ? error : new Error(String(error))
  logger.error('unhandled error', { requestId: requestId(request), error: e.name, reason: e.message, stack: e.stack })
  return { status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } }
}

function validationBody(error: ValidationError): ErrorBody {
  const details = collect(error).slice(0, 20)
  const first = details[0]
  // A schema's own `error` (the sign-in body's seed texts) names the message, and may name the
  // details too ({message, details}); else the first problem does.
  const custom = error.customError as unknown
  if (typeof custom === 'string') return { message: custom, code: 'VALIDATION_FAILED', details }
  if (isCustomBody(custom)) return withDetails({ message: custom.message, code: 'VALIDATION_FAILED' }, custom.details)
  const message = first ? `Invalid request: ${first.path || 'body'} ${first.message}` : 'Invalid request'
  return { message, code: 'VALIDATION_FAILED', details }
}

function isCustomBody(value: unknown): value is { message: string; details?: DomainError['details'] } {
  return value !== null && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string'
}

function collect(error: ValidationError): { path: string; message: string }[] {
  try {
    return error.all.map((e) => ({
      path: 'path' in e && typeof e.path === 'string' ? e.path.replace(/^\//, '').replace(/\//g, '.') : '',
      message:
        describeTextSchema('schema' in e ? e.schema : null) ??
        ('message' in e && typeof e.message === 'string' ? lowerFirst(e.message) : 'is invalid'),
    }))
  } catch {
    return []
  }
}

/** "Expected string to match '^[0-9a-fA-F]{24}$'" → "expected ...": the pattern keeps its case. */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}

function withDetails(body: ErrorBody, details: DomainError['details']): ErrorBody {
  return details && details.length > 0 ? { ...body, details: details.map((d) => ({ path: d.path, message: d.message })) } : body
}
