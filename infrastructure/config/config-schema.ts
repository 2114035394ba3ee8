import { type Static, Type as T } from '@sinclair/typebox'

// `allowed` is what a start-up error says the variable accepts (config-messages.ts).
const Port = T.Integer({ minimum: 0, maximum: 65535, allowed: 'an integer from 1 to 65535 (0 picks a free port)' })
const Url = T.String({ pattern: '^https?://[^\\s]+$', allowed: 'an http:// or https:// URL' })
const PositiveInt = T.Integer({ minimum: 1 })
const RateLimit = T.String({ pattern: '^[1-9]\\d{0,9}/[1-9]\\d{0,9}$', allowed: 'max/seconds with two positive integers, e.g. 10/900' })
const Seconds = T.Integer({ minimum: 0, maximum: 3600 })

/** Every environment variable the service reads, with its type, range and default. */
export const EnvSchema = T.Object({
  PORT: T.Optional(Port),
  HOST: T.Optional(T.String({ minLength: 1 })),
  NODE_ENV: T.Optional(T.Union([T.Literal('development'), T.Literal('production'), T.Literal('test')])),
  LOG_LEVEL: T.Optional(T.Union([T.Literal('debug'), T.Literal('info'), T.Literal('warn'), T.Literal('error'), T.Literal('silent')])),
  DATA_DIR: T.Optional(T.String({ minLength: 1 })),
  MONGODB_URI: T.Optional(T.String({ pattern: '^mongodb(\\+srv)?://', allowed: 'a mongodb:// or mongodb+srv:// URI' })),
  MONGODB_DB: T.Optional(T.String({ pattern: '^[A-Za-z0-9_-]{1,63}$', allowed: '1-63 of A-Z a-z 0-9 _ -' })),
  MONGODB_MAX_POOL_SIZE: T.Optional(PositiveInt),
  MONGODB_SERVER_SELECTION_TIMEOUT_MS: T.Optional(PositiveInt),
  MONGODB_OPERATION_TIMEOUT_MS: T.Optional(PositiveInt),
  JWT_SECRET: T.Optional(T.String({ minLength: 32 })),
  JWT_TTL_SECONDS: T.Optional(T.Integer({ minimum: 60, maximum: 86400 * 30 })),
  JWT_ISSUER: T.Optional(T.String({ minLength: 1 })),
  JWT_AUDIENCE: T.Optional(T.String({ minLength: 1 })),
  LOGIN_LINK_TTL_SECONDS: T.Optional(T.Integer({ minimum: 60, maximum: 86400 })),
  REFRESH_TTL_DAYS: T.Optional(T.Integer({ minimum: 1, maximum: 365 })),
  FIELD_ENCRYPTION_KEYS: T.Optional(
    T.String({
      pattern: '^[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/=_-]{43,44}(,[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/=_-]{43,44})*$',
      allowed: 'comma-separated kid:key pairs, each key 32 bytes in base64 and each kid 1-32 of A-Z a-z 0-9 _ -',
    }),
  ),
  SENSITIVE_FIELD_PATTERN: T.Optional(T.String({ minLength: 1, maxLength: 1000 })),
  POSTMARK_SERVER_TOKEN: T.Optional(T.String({ minLength: 1 })),
  POSTMARK_API_URL: T.Optional(Url),
  MAIL_FROM: T.Optional(T.String({ minLength: 3 })),
  CONTACT_NOTIFY_EMAIL: T.Optional(T.String({ minLength: 3 })),
  METRICS_TOKEN: T.Optional(
    T.String({ minLength: 16, maxLength: 256, pattern: '^[\\x21-\\x7e]+$', allowed: '16 to 256 printable characters without spaces' }),
  ),
  GROQ_API_KEY: T.Optional(T.String({ minLength: 1 })),
  GROQ_MODEL: T.Optional(T.String({ minLength: 1 })),
  GROQ_BASE_URL: T.Optional(Url),
  APP_URL: T.Optional(Url),
  PUBLIC_URL: T.Optional(Url),
  ADMIN_EMAILS: T.Optional(T.String()),
  ACTIVEPIECES_URL: T.Optional(Url),
  ACTIVEPIECES_API_KEY: T.Optional(T.String({ minLength: 1 })),
  FLOWS_FILE: T.Optional(T.String({ minLength: 1 })),
  CORS_ORIGINS: T.Optional(T.String()),
  TRUST_PROXY: T.Optional(T.Boolean()),
  MAX_BODY_BYTES: T.Optional(T.Integer({ minimum: 1024, maximum: 64 * 1024 * 1024 })),
  IMPORT_MAX_BYTES: T.Optional(T.Integer({ minimum: 1024, maximum: 16 * 1024 ** 3 })),
  CHANGE_LOG_RETENTION_DAYS: T.Optional(T.Integer({ minimum: 1, maximum: 3650 })),
  CHANGE_FEED_HEARTBEAT_SECONDS: T.Optional(T.Integer({ minimum: 1, maximum: 15 })),
  RATE_LIMIT_AUTH_IP: T.Optional(RateLimit),
  RATE_LIMIT_AUTH_ADDRESS: T.Optional(RateLimit),
  RATE_LIMIT_VERIFY_FAILURES_IP: T.Optional(RateLimit),
  RATE_LIMIT_CHAT: T.Optional(RateLimit),
  RATE_LIMIT_CLASSIFY: T.Optional(RateLimit),
  RATE_LIMIT_CONTACT: T.Optional(RateLimit),
  TOKEN_CACHE_SECONDS: T.Optional(T.Integer({ minimum: 0, maximum: 60 })),
  SHUTDOWN_DRAIN_SECONDS: T.Optional(Seconds),
  SHUTDOWN_TIMEOUT_SECONDS: T.Optional(Seconds),
  SQLITE_WAL_MAX_BYTES: T.Optional(T.Integer({ minimum: 1024 * 1024, maximum: 1024 ** 4 })),
  // Checked in config.ts, which names the bad entry.
  WEBHOOK_RETRY_SCHEDULE: T.Optional(T.String({ maxLength: 1000 })),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: T.Optional(T.Boolean()),
  DESK_NOTIFY_EMAIL: T.Optional(T.String({ minLength: 3 })),
  INBOUND_WEBHOOK_USER: T.Optional(T.String({ minLength: 1, maxLength: 200 })),
  INBOUND_WEBHOOK_PASSWORD: T.Optional(T.String({ minLength: 1, maxLength: 200 })),
  INBOUND_REPLY_ADDRESS: T.Optional(
    T.String({ pattern: '^[^\\s@+]+@[^\\s@]+$', allowed: 'an address without +, e.g. desk@inbound.example.com' }),
  ),
  INBOUND_MAX_BYTES: T.Optional(T.Integer({ minimum: 1024, maximum: 100 * 1024 * 1024 })),
  INBOUND_ATTACHMENT_MAX_BYTES: T.Optional(T.Integer({ minimum: 0, maximum: 50 * 1024 * 1024 })),
  INQUIRY_REOPEN_DAYS: T.Optional(T.Integer({ minimum: 0, maximum: 3650 })),
  SLA_FIRST_RESPONSE_MINUTES: T.Optional(T.Integer({ minimum: 1, maximum: 525600 })),
  RATE_LIMIT_CHAT_TRANSCRIPT: T.Optional(RateLimit),
  // Checked in desk-config.ts, which says what is wrong with it.
  DESK_BUSINESS_HOURS: T.Optional(T.String({ maxLength: 500 })),
})

export type Env = Static<typeof EnvSchema>
