import { TypeCompiler } from '@sinclair/typebox/compiler'
import { allowedBy } from './config-checks'
import { ConfigError } from './config-error'
import { type Env, EnvSchema } from './config-schema'

const compiled = TypeCompiler.Compile(EnvSchema)
const NUMERIC = new Set([
  'SHUTDOWN_DRAIN_SECONDS',
  'SHUTDOWN_TIMEOUT_SECONDS',
  'SQLITE_WAL_MAX_BYTES',
  'PORT',
  'MONGODB_MAX_POOL_SIZE',
  'MONGODB_SERVER_SELECTION_TIMEOUT_MS',
  'MONGODB_OPERATION_TIMEOUT_MS',
  'JWT_TTL_SECONDS',
  'LOGIN_LINK_TTL_SECONDS',
  'REFRESH_TTL_DAYS',
  'MAX_BODY_BYTES',
  'IMPORT_MAX_BYTES',
  'TOKEN_CACHE_SECONDS',
  'CHANGE_LOG_RETENTION_DAYS',
  'CHANGE_FEED_HEARTBEAT_SECONDS',
  'INBOUND_MAX_BYTES',
  'INBOUND_ATTACHMENT_MAX_BYTES',
  'INQUIRY_REOPEN_DAYS',
  'SLA_FIRST_RESPONSE_MINUTES',
])
/** Messages for variables whose schema message alone would not say what to set. */
const HINTS: Record<string, string> = {
  CHANGE_LOG_RETENTION_DAYS: 'must be a whole number of days from 1 to 3650 (default 90)',
  CHANGE_FEED_HEARTBEAT_SECONDS: 'must be a whole number of seconds from 1 to 15 (default 15)',
  SLA_FIRST_RESPONSE_MINUTES: 'must be a whole number of minutes from 1 to 525600 (default 240)',
}
const BOOLEAN = new Set(['TRUST_PROXY', 'WEBHOOK_ALLOW_PRIVATE_TARGETS'])

/** Reads the variables EnvSchema knows into numbers and booleans where declared; throws ConfigError naming the first bad one. */
export function parseEnv(environment: Record<string, string | undefined>): Env {
  const raw: Record<string, unknown> = {}
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = environment[key]
    if (value === undefined || value === '') continue
    if (NUMERIC.has(key)) raw[key] = /^\d+$/.test(value) ? Number(value) : value
    else if (BOOLEAN.has(key)) raw[key] = value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value
    else raw[key] = value
  }
  const first = compiled.Errors(raw).First()
  if (first) {
    const name = first.path.slice(1)
    // Never echo the value: it may be a secret.
    throw new ConfigError(`Invalid environment variable ${name}: ${HINTS[name] ?? `must be ${allowedBy(first.schema)}`}`)
  }
  return raw as Env
}
