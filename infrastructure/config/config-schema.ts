import { type Static, Type as T } from '@sinclair/typebox'

const Port = T.Integer({ minimum: 0, maximum: 65535 })
const Url = T.String({ pattern: '^https?://[^\\s]+$' })
const PositiveInt = T.Integer({ minimum: 1 })

/** Every environment variable the service reads, with its type, range and default. */
export const EnvSchema = T.Object({
  PORT: T.Optional(Port),
  HOST: T.Optional(T.String({ minLength: 1 })),
  NODE_ENV: T.Optional(T.Union([T.Literal('development'), T.Literal('production'), T.Literal('test')])),
  LOG_LEVEL: T.Optional(T.Union([T.Literal('debug'), T.Literal('info'), T.Literal('warn'), T.Literal('error'), T.Literal('silent')])),
  DATA_DIR: T.Optional(T.String({ minLength: 1 })),
  MONGODB_URI: T.Optional(T.String({ pattern: '^mongodb(\\+srv)?://' })),
  MONGODB_DB: T.Optional(T.String({ pattern: '^[A-Za-z0-9_-]{1,63}$' })),
  MONGODB_MAX_POOL_SIZE: T.Optional(PositiveInt),
  MONGODB_SERVER_SELECTION_TIMEOUT_MS: T.Optional(PositiveInt),
  MONGODB_OPERATION_TIMEOUT_MS: T.Optional(PositiveInt),
  JWT_SECRET: T.Optional(T.String({ minLength: 32 })),
  JWT_TTL_SECONDS: T.Optional(T.Integer({ minimum: 60, maximum: 86400 * 30 })),
  JWT_ISSUER: T.Optional(T.String({ minLength: 1 })),
  JWT_AUDIENCE: T.Optional(T.String({ minLength: 1 })),
  LOGIN_LINK_TTL_SECONDS: T.Optional(T.Integer({ minimum: 60, maximum: 86400 })),
  FIELD_ENCRYPTION_KEYS: T.Optional(T.String({ pattern: '^[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/=_-]{43,44}(,[A-Za-z0-9_-]{1,32}:[A-Za-z0-9+/=_-]{43,44})*$' })),
  SENSITIVE_FIELD_PATTERN: T.Optional(T.String({ minLength: 1, maxLength: 1000 })),
  POSTMARK_SERVER_TOKEN: T.Optional(T.String({ minLength: 1 })),
  POSTMARK_API_URL: T.Optional(Url),
  MAIL_FROM: T.Optional(T.String({ minLength: 3 })),
  CONTACT_NOTIFY_EMAIL: T.Optional(T.String({ minLength: 3 })),
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
  RATE_LIMIT_AUTH_IP: T.Optional(T.String({ pattern: '^\\d+/\\d+$' })),
  RATE_LIMIT_AUTH_ADDRESS: T.Optional(T.String({ pattern: '^\\d+/\\d+$' })),
  RATE_LIMIT_VERIFY_FAILURES_IP: T.Optional(T.String({ pattern: '^\\d+/\\d+$' })),
  RATE_LIMIT_CHAT: T.Optional(T.String({ pattern: '^\\d+/\\d+$' })),
  RATE_LIMIT_CLASSIFY: T.Optional(T.String({ pattern: '^\\d+/\\d+$' })),
  RATE_LIMIT_CONTACT: T.Optional(T.String({ pattern: '^\\d+/\\d+$' })),
  TOKEN_CACHE_SECONDS: T.Optional(T.Integer({ minimum: 0, maximum: 60 })),
  // Checked in config.ts, which names the bad entry.
  WEBHOOK_RETRY_SCHEDULE: T.Optional(T.String({ maxLength: 1000 })),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: T.Optional(T.Boolean()),
})

export type Env = Static<typeof EnvSchema>
