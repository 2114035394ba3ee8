import type { RateLimitRule } from '../../application/use-cases/enforce-rate-limit'
import type { ServiceLevel } from '../../domain/service-level'
import { assertDataDir, assertEmails, assertFieldKeys, assertOrigins, assertRegExp } from './config-checks'
import { ConfigError } from './config-error'
import { type DeskSettings, deskServiceLevel, deskSettings } from './desk-config'
import { parseEnv } from './parse-env'
import { loadOrCreateSecrets } from './secrets-file'

export interface RateLimits {
  readonly authIp: RateLimitRule
  readonly authAddress: RateLimitRule
  readonly verifyFailuresIp: RateLimitRule
  readonly chat: RateLimitRule
  readonly classify: RateLimitRule
  readonly contact: RateLimitRule
  readonly chatTranscript: RateLimitRule
}

/** The validated settings of one running service. Only this module reads the environment. */
export interface Config {
  readonly port: number
  readonly host: string
  readonly production: boolean
  readonly logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent'
  readonly dataDir: string
  readonly mongo: {
    readonly uri: string
    readonly db: string
    readonly maxPoolSize: number
    readonly serverSelectionTimeoutMs: number
    readonly operationTimeoutMs: number
  } | null
  readonly jwt: { readonly secret: string; readonly ttlSeconds: number; readonly issuer: string; readonly audience: string }
  readonly tokenCacheSeconds: number
  readonly loginLinkTtlSeconds: number
  readonly refreshTtlDays: number
  readonly fieldEncryptionKeys: string
  readonly sensitiveFieldPattern: string | null
  readonly postmark: { readonly serverToken: string; readonly apiUrl: string | null } | null
  readonly mailFrom: string
  readonly contactNotifyEmail: string | null
  /** Bearer token of GET /metrics; null: the route answers 404. */
  readonly metricsToken: string | null
  readonly groq: { readonly apiKey: string; readonly model: string; readonly baseUrl: string | null } | null
  readonly appUrl: string | null
  readonly publicUrl: string
  readonly adminEmails: ReadonlySet<string>
  readonly activepieces: { readonly url: string; readonly apiKey: string | null } | null
  readonly flowsFile: string | null
  readonly corsOrigins: readonly string[]
  readonly trustProxy: boolean
  readonly maxBodyBytes: number
  /** Largest file an import reads (docs/bulk-data.md); over it: 413 and nothing written. */
  readonly importMaxBytes: number
  /** Change records older than this many days are removed (CHANGE_LOG_RETENTION_DAYS, default 90). */
  readonly changeLogRetentionDays: number
  /** Seconds between the change feed's keep-alive comments (CHANGE_FEED_HEARTBEAT_SECONDS, 1 to 15, default 15). */
  readonly changeFeedHeartbeatSeconds: number
  readonly rateLimits: RateLimits
  /** After SIGTERM: seconds answering while /readyz says 503, then the most to wait for open requests. */
  readonly shutdown: { readonly drainSeconds: number; readonly timeoutSeconds: number }
  /** The embedded store's write-ahead log is checkpointed and truncated once it passes this size. */
  readonly walMaxBytes: number
  readonly webhooks: { readonly retryScheduleSeconds: readonly number[]; readonly allowPrivateTargets: boolean }
  /** First-response target and business hours (SLA_FIRST_RESPONSE_MINUTES, DESK_BUSINESS_HOURS). */
  readonly serviceLevel: ServiceLevel
  /** The desk (api-contract 13): notifications, inbound mail from Postmark, reopening. */
  readonly desk: DeskSettings
  /** Lines to log once the logger exists (generated secrets). */
  readonly startupWarnings: readonly string[]
}

export { ConfigError }

/** Reads and validates the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(environment: Record<string, string | undefined>): Config {
  const env = parseEnv(environment)
  const production = env.NODE_ENV === 'production'
  const dataDir = env.DATA_DIR ?? './.data'
  const port = env.PORT ?? 3000
  assertOrigins(env.CORS_ORIGINS)
  assertEmails(env.ADMIN_EMAILS)
  assertFieldKeys(env.FIELD_ENCRYPTION_KEYS)
  assertDataDir(dataDir)
  const secrets = loadOrCreateSecrets({ dataDir, production, jwtSecret: env.JWT_SECRET, fieldEncryptionKeys: env.FIELD_ENCRYPTION_KEYS })
  if (env.SENSITIVE_FIELD_PATTERN) assertRegExp(env.SENSITIVE_FIELD_PATTERN)
  const host = env.HOST ?? '0.0.0.0'
  return {
    port,
    host,
    production,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    dataDir,
    mongo: env.MONGODB_URI
      ? {
          uri: env.MONGODB_URI,
          db: env.MONGODB_DB ?? 'logistics',
          maxPoolSize: env.MONGODB_MAX_POOL_SIZE ?? 20,
          serverSelectionTimeoutMs: env.MONGODB_SERVER_SELECTION_TIMEOUT_MS ?? 3000,
          operationTimeoutMs: env.MONGODB_OPERATION_TIMEOUT_MS ?? 5000,
        }
      : null,
    jwt: {
      secret: secrets.jwtSecret,
      ttlSeconds: env.JWT_TTL_SECONDS ?? 3600,
      issuer: env.JWT_ISSUER ?? 'logistics-service',
      audience: env.JWT_AUDIENCE ?? 'logistics-api',
    },
    tokenCacheSeconds: env.TOKEN_CACHE_SECONDS ?? 2,
    loginLinkTtlSeconds: env.LOGIN_LINK_TTL_SECONDS ?? 600,
    refreshTtlDays: env.REFRESH_TTL_DAYS ?? 30,
    fieldEncryptionKeys: secrets.fieldEncryptionKeys,
    sensitiveFieldPattern: env.SENSITIVE_FIELD_PATTERN ?? null,
    postmark: env.POSTMARK_SERVER_TOKEN ? { serverToken: env.POSTMARK_SERVER_TOKEN, apiUrl: env.POSTMARK_API_URL ?? null } : null,
    mailFrom: env.MAIL_FROM ?? 'no-reply@localhost',
    contactNotifyEmail: env.CONTACT_NOTIFY_EMAIL ?? null,
    metricsToken: env.METRICS_TOKEN ?? null,
    groq: env.GROQ_API_KEY
      ? { apiKey: env.GROQ_API_KEY, model: env.GROQ_MODEL ?? 'llama-3.1-8b-instant', baseUrl: env.GROQ_BASE_URL ?? null }
      : null,
    appUrl: env.APP_URL ? stripSlash(env.APP_URL) : null,
    publicUrl: stripSlash(env.PUBLIC_URL ?? `http://localhost:${port}`),
    adminEmails: new Set(
      (env.ADMIN_EMAILS ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
    activepieces: env.ACTIVEPIECES_URL ? { url: stripSlash(env.ACTIVEPIECES_URL), apiKey: env.ACTIVEPIECES_API_KEY ?? null } : null,
    flowsFile: env.FLOWS_FILE ?? null,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY ?? false,
    maxBodyBytes: env.MAX_BODY_BYTES ?? 1024 * 1024,
    importMaxBytes: env.IMPORT_MAX_BYTES ?? 100 * 1024 * 1024,
    changeLogRetentionDays: env.CHANGE_LOG_RETENTION_DAYS ?? 90,
    changeFeedHeartbeatSeconds: env.CHANGE_FEED_HEARTBEAT_SECONDS ?? 15,
    rateLimits: {
      authIp: rule(env.RATE_LIMIT_AUTH_IP, '10/900'),
      authAddress: rule(env.RATE_LIMIT_AUTH_ADDRESS, '5/900'),
      verifyFailuresIp: rule(env.RATE_LIMIT_VERIFY_FAILURES_IP, '20/900'),
      chat: rule(env.RATE_LIMIT_CHAT, '30/60'),
      classify: rule(env.RATE_LIMIT_CLASSIFY, '30/60'),
      contact: rule(env.RATE_LIMIT_CONTACT, '5/600'),
      chatTranscript: rule(env.RATE_LIMIT_CHAT_TRANSCRIPT, '60/60'),
    },
    shutdown: { drainSeconds: env.SHUTDOWN_DRAIN_SECONDS ?? (production ? 5 : 0), timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS ?? 10 },
    walMaxBytes: env.SQLITE_WAL_MAX_BYTES ?? 64 * 1024 * 1024,
    webhooks: {
      retryScheduleSeconds: retrySchedule(env.WEBHOOK_RETRY_SCHEDULE ?? '5,30,120,600,3600,21600'),
      allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS ?? false,
    },
    serviceLevel: deskServiceLevel(env.SLA_FIRST_RESPONSE_MINUTES, env.DESK_BUSINESS_HOURS),
    desk: deskSettings(env),
    startupWarnings: secrets.warnings,
  }
}

/** `max/windowSeconds`, e.g. `10/900`. */
function rule(value: string | undefined, fallback: string): RateLimitRule {
  const [max, windowSeconds] = (value ?? fallback).split('/').map(Number) as [number, number]
  return { max, windowSeconds }
}

const MAX_RETRY_WAIT_SECONDS = 7 * 86400

/** `5,30,120`: the seconds to wait before each further attempt (decimals allowed, at most 20, each at most 7 days). */
function retrySchedule(value: string): number[] {
  const entries = value.split(',').map((e) => e.trim())
  const fail = (why: string) =>
    new ConfigError(
      `Invalid environment variable WEBHOOK_RETRY_SCHEDULE: ${why} (expected comma-separated seconds, e.g. 5,30,120,600,3600,21600)`,
    )
  if (entries.length > 20) throw fail('at most 20 retries')
  return entries.map((entry, i) => {
    if (!/^\d{1,7}(\.\d{1,3})?$/.test(entry)) throw fail(`entry ${i + 1} is not a number of seconds`)
    const seconds = Number(entry)
    if (seconds > MAX_RETRY_WAIT_SECONDS) throw fail(`entry ${i + 1} is longer than 7 days`)
    return seconds
  })
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '')
}
