import { describe, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConfigError, loadConfig } from '../../../infrastructure/config/config'

const secrets = { JWT_SECRET: 'x'.repeat(40), FIELD_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}` }

describe('loadConfig', () => {
  test('embedded defaults with nothing but secrets set', () => {
    const config = loadConfig({ ...secrets, DATA_DIR: ':memory:' })
    expect(config).toMatchObject({ port: 3000, mongo: null, postmark: null, groq: null, maxBodyBytes: 1048576, trustProxy: false })
    expect(config.rateLimits.authIp).toEqual({ max: 10, windowSeconds: 900 })
    expect(config.rateLimits.contact).toEqual({ max: 5, windowSeconds: 600 })
    expect(config.webhooks).toEqual({ retryScheduleSeconds: [5, 30, 120, 600, 3600, 21600], allowPrivateTargets: false })
    expect(config).toMatchObject({ changeLogRetentionDays: 90, changeFeedHeartbeatSeconds: 15 })
  })

  test('a webhook retry schedule takes decimal seconds', () => {
    const config = loadConfig({
      ...secrets,
      DATA_DIR: ':memory:',
      WEBHOOK_RETRY_SCHEDULE: '0.1, 0.2',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    })
    expect(config.webhooks).toEqual({ retryScheduleSeconds: [0.1, 0.2], allowPrivateTargets: true })
  })

  test('the desk service level: 240 wall-clock minutes by default, business hours when set', () => {
    const plain = loadConfig({ ...secrets, DATA_DIR: ':memory:' }).serviceLevel
    expect(plain).toMatchObject({ firstResponseMinutes: 240, businessHours: null })
    const desk = loadConfig({
      ...secrets,
      DATA_DIR: ':memory:',
      SLA_FIRST_RESPONSE_MINUTES: '60',
      DESK_BUSINESS_HOURS: 'Mon-Fri 08:00-18:00 Europe/Berlin',
    }).serviceLevel
    expect(desk.firstResponseMinutes).toBe(60)
    expect(desk.businessHours?.timeZone).toBe('Europe/Berlin')
    expect(() => loadConfig({ ...secrets, DATA_DIR: ':memory:', DESK_BUSINESS_HOURS: 'Mon-Fri 18:00-08:00 UTC' })).toThrow(
      'Invalid environment variable DESK_BUSINESS_HOURS: Business hours are invalid: the hours 18:00-08:00 must open before they close on the same day',
    )
  })

  test('CHANGE_LOG_RETENTION_DAYS out of range says what to set', () => {
    expect(() => loadConfig({ ...secrets, DATA_DIR: ':memory:', CHANGE_LOG_RETENTION_DAYS: '0' })).toThrow(
      'Invalid environment variable CHANGE_LOG_RETENTION_DAYS: must be a whole number of days from 1 to 3650 (default 90)',
    )
    expect(loadConfig({ ...secrets, DATA_DIR: ':memory:', CHANGE_LOG_RETENTION_DAYS: '30' }).changeLogRetentionDays).toBe(30)
  })

  const bad: [string, Record<string, string>][] = [
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['MONGODB_URI', { MONGODB_URI: 'postgres://x' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'maybe' }],
    ['FIELD_ENCRYPTION_KEYS', { FIELD_ENCRYPTION_KEYS: 'no-colon' }],
    ['RATE_LIMIT_CHAT', { RATE_LIMIT_CHAT: 'lots' }],
    ['SENSITIVE_FIELD_PATTERN', { SENSITIVE_FIELD_PATTERN: '(unclosed' }],
    ['WEBHOOK_RETRY_SCHEDULE', { WEBHOOK_RETRY_SCHEDULE: '5,soon' }],
    ['WEBHOOK_RETRY_SCHEDULE', { WEBHOOK_RETRY_SCHEDULE: '5,-1' }],
    ['WEBHOOK_RETRY_SCHEDULE', { WEBHOOK_RETRY_SCHEDULE: '999999' }],
    ['WEBHOOK_ALLOW_PRIVATE_TARGETS', { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'sometimes' }],
    ['CHANGE_LOG_RETENTION_DAYS', { CHANGE_LOG_RETENTION_DAYS: '0' }],
    ['CHANGE_LOG_RETENTION_DAYS', { CHANGE_LOG_RETENTION_DAYS: 'forever' }],
    ['CHANGE_FEED_HEARTBEAT_SECONDS', { CHANGE_FEED_HEARTBEAT_SECONDS: '60' }],
    ['SLA_FIRST_RESPONSE_MINUTES', { SLA_FIRST_RESPONSE_MINUTES: '0' }],
    ['SLA_FIRST_RESPONSE_MINUTES', { SLA_FIRST_RESPONSE_MINUTES: 'soon' }],
    ['DESK_BUSINESS_HOURS', { DESK_BUSINESS_HOURS: 'Mon-Fri 08:00-18:00 Mars/Olympus' }],
    ['DESK_BUSINESS_HOURS', { DESK_BUSINESS_HOURS: 'weekdays 9 to 5' }],
  ]
  for (const [name, env] of bad) {
    test(`${name}=${Object.values(env)[0]} stops the start with one line naming it, without its value`, () => {
      let error: unknown
      try {
        loadConfig({ ...secrets, DATA_DIR: ':memory:', ...env })
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(ConfigError)
      const message = (error as Error).message
      expect(message).toContain(name)
      expect(message).not.toContain('\n')
      if (name === 'JWT_SECRET') expect(message).not.toContain('short')
    })
  }

  test('production refuses to start without secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: ':memory:' })).toThrow(/JWT_SECRET and FIELD_ENCRYPTION_KEYS/)
  })

  test('development generates secrets once, 0600, and reuses them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'))
    const first = loadConfig({ DATA_DIR: dir })
    const second = loadConfig({ DATA_DIR: dir })
    expect(first.jwt.secret.length).toBeGreaterThanOrEqual(32)
    expect(second.jwt.secret).toBe(first.jwt.secret)
    expect(second.fieldEncryptionKeys).toBe(first.fieldEncryptionKeys)
    expect(first.startupWarnings[0]).toContain('JWT_SECRET and FIELD_ENCRYPTION_KEYS not set')
    expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600)
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')).jwtSecret).toBe(first.jwt.secret)
  })
})
