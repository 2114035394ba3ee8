import {
  MongoClient,
  MongoError,
  MongoNetworkError,
  MongoOperationTimeoutError,
  MongoServerError,
  MongoServerSelectionError,
  MongoSystemError,
  MongoTopologyClosedError,
} from 'mongodb'
import { DomainError } from '../../../domain/errors'

export interface MongoSettings {
  readonly uri: string
  readonly db: string
  readonly maxPoolSize: number
  readonly serverSelectionTimeoutMs: number
  readonly operationTimeoutMs: number
}

/** The per-operation limit every adapter passes as `maxTimeMS` (the server stops the work after it). */
export interface MongoLimits {
  readonly maxTimeMS: number
}

/** The longest one adapter call may take, server selection included, before it answers 503. */
export function callDeadlineMs(settings: MongoSettings): number {
  return settings.serverSelectionTimeoutMs + settings.operationTimeoutMs
}

/**
 * The driver's client with the pool size and the time limits set. It connects lazily on the
 * first operation, so the container can build it synchronously. Driver 7 ignores the client-wide
 * `timeoutMS`, so the bounds are: server selection, pool checkout (waitQueueTimeoutMS), each
 * operation's own `maxTimeMS` (MongoLimits) and, as a backstop when the server hangs without
 * answering, the socket timeout a little above it.
 */
export function createMongoClient(settings: MongoSettings): MongoClient {
  return new MongoClient(settings.uri, {
    appName: 'logistics-service',
    maxPoolSize: settings.maxPoolSize,
    serverSelectionTimeoutMS: settings.serverSelectionTimeoutMs,
    waitQueueTimeoutMS: settings.operationTimeoutMs,
    socketTimeoutMS: settings.operationTimeoutMs + 2000,
    connectTimeoutMS: Math.min(10_000, settings.serverSelectionTimeoutMs * 2),
    // With the driver's default (10 s) a client whose server went away and came back never found it again on Bun
    // (25-37 s, 4 of 4 runs; the outage test's flake); checked every second it does at the next request. One `hello` a second.
    heartbeatFrequencyMS: 1000,
    retryWrites: true,
    retryReads: true,
    ignoreUndefined: true,
  })
}

/** The limits adapters use, from the same settings. */
export function mongoLimits(settings: MongoSettings): MongoLimits {
  return { maxTimeMS: settings.operationTimeoutMs }
}

/** A default for adapters built by hand (contract tests). */
export const DEFAULT_LIMITS: MongoLimits = { maxTimeMS: 5000 }

// Server codes that mean "not reachable right now" (stepdown, shutdown, time limit, network).
const UNAVAILABLE_CODES = new Set([6, 7, 50, 89, 91, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436])

/** True for failures of reachability or time, after which the same call may succeed later. */
export function isStoreUnavailable(error: unknown): boolean {
  if (error instanceof MongoServerSelectionError || error instanceof MongoNetworkError) return true
  if (error instanceof MongoOperationTimeoutError || error instanceof MongoTopologyClosedError) return true
  // The pool's checkout timeout (its class is not exported): every connection busy for too long.
  if (error instanceof MongoError && error.name === 'MongoWaitQueueTimeoutError') return true
  if (error instanceof MongoServerError && typeof error.code === 'number' && UNAVAILABLE_CODES.has(error.code)) return true
  if (error instanceof MongoError && (error.hasErrorLabel('RetryableWriteError') || error.hasErrorLabel('ResetPool'))) return true
  return error instanceof MongoSystemError
}

/** The one error a client sees when the store is away: never the driver's own text. */
export function storeUnavailable(): DomainError {
  return DomainError.upstreamUnavailable('The database is unavailable, please try again later')
}

/** A driver error as the core understands it: DomainErrors pass, outages become 503-class errors. */
export function toStoreError(error: unknown): unknown {
  if (error instanceof DomainError) return error
  if (isStoreUnavailable(error)) return storeUnavailable()
  // FerretDB v1 stores no array directly inside an array: the client's data, not our bug (docs/operations.md).
  if (error instanceof MongoError && error.message.includes('(nested arrays are not supported)'))
    return DomainError.validation('This database server does not store an array directly inside an array', [
      { path: 'body', message: 'has an array directly inside an array' },
    ])
  // Anything else is our bug: keep the driver's text for the log line, which never reaches a client.
  if (error instanceof MongoError) return new Error(`store operation failed: ${error.name} ${error.message}`, { cause: error })
  return error
}

/** True for a unique-index violation, which adapters turn into "exists already". */
export function isDuplicateKey(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === 11000
}

/**
 * Wraps every method of an adapter so that whatever the driver throws goes through
 * `toStoreError`, and so that no call outlives `deadlineMs`: past it the call answers "store
 * unavailable" even if the driver has not given up yet (on Bun, an operation in flight on a
 * connection the server dropped can stay pending long after the socket closed). One wrapper,
 * applied where the container builds the adapters, keeps this the same for every port.
 */
export function guardStoreErrors<T extends object>(adapter: T, deadlineMs: number): T {
  return new Proxy(adapter, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        try {
          const result = value.apply(target, args)
          return result instanceof Promise
            ? withDeadline(result, deadlineMs).catch((error: unknown) => Promise.reject(toStoreError(error)))
            : result
        } catch (error) {
          throw toStoreError(error)
        }
      }
    },
  })
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(storeUnavailable()), ms)
    work.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
