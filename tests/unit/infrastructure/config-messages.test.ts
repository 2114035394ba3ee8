import { afterAll, describe, expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConfigError, loadConfig } from '../../../infrastructure/config/config'

const key = (byte: number, bytes = 32) => Buffer.alloc(bytes, byte).toString('base64')
const secrets = { JWT_SECRET: 'x'.repeat(40), FIELD_ENCRYPTION_KEYS: `k1:${key(1)}` }
const scratch = mkdtempSync(join(tmpdir(), 'config-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
writeFileSync(join(scratch, 'a-file'), 'x')

function failure(env: Record<string, string>): string {
  try {
    loadConfig({ ...secrets, DATA_DIR: ':memory:', ...env })
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('the configuration was accepted')
}

describe('configuration a start must refuse, each with one line naming the variable and what it accepts', () => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ CORS_ORIGINS: 'not a url' }, /^Invalid environment variable CORS_ORIGINS: must be comma-separated origins/],
    [{ CORS_ORIGINS: 'https://app.example.com/path' }, /CORS_ORIGINS: .*no path/],
    [{ ADMIN_EMAILS: 'not-an-email' }, /^Invalid environment variable ADMIN_EMAILS: must be comma-separated e-mail addresses/],
    [{ RATE_LIMIT_CHAT: '0/60' }, /^Invalid environment variable RATE_LIMIT_CHAT: must be max\/seconds with two positive integers/],
    [{ RATE_LIMIT_AUTH_IP: '10/0' }, /RATE_LIMIT_AUTH_IP: must be max\/seconds with two positive integers/],
    [{ PORT: '-1' }, /^Invalid environment variable PORT: must be an integer from 1 to 65535/],
    [{ LOG_LEVEL: 'x' }, /^Invalid environment variable LOG_LEVEL: must be one of debug, info, warn, error, silent$/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV: must be one of development, production, test$/],
    [{ SHUTDOWN_TIMEOUT_SECONDS: 'soon' }, /SHUTDOWN_TIMEOUT_SECONDS: must be an integer from 0 to 3600$/],
    [
      { FIELD_ENCRYPTION_KEYS: `k1:${key(1, 33)}` },
      /^Invalid environment variable FIELD_ENCRYPTION_KEYS: key "k1" must decode to 32 bytes/,
    ],
    [
      { FIELD_ENCRYPTION_KEYS: `k1:${key(1)},k1:${key(2)}` },
      /^Invalid environment variable FIELD_ENCRYPTION_KEYS: key id "k1" appears twice/,
    ],
  ]
  for (const [env, message] of cases) {
    test(`${Object.keys(env)[0]}=${Object.values(env)[0]}`, () => {
      const text = failure(env)
      expect(text).toMatch(message)
      expect(text).not.toContain('\n')
    })
  }

  test('accepts origins and addresses in the form they describe', () => {
    const config = loadConfig({
      ...secrets,
      DATA_DIR: ':memory:',
      CORS_ORIGINS: 'https://app.example.com, http://localhost:5173',
      ADMIN_EMAILS: 'a@example.com,b@example.org',
    })
    expect(config.corsOrigins).toEqual(['https://app.example.com', 'http://localhost:5173'])
    expect(config.shutdown).toEqual({ drainSeconds: 0, timeoutSeconds: 10 })
  })

  test('DATA_DIR that is a file, or lies under a file, is named with the path in the way', () => {
    const file = join(scratch, 'a-file')
    expect(failure({ DATA_DIR: file })).toBe(`Invalid DATA_DIR ${file}: ${file} is a file, not a directory`)
    expect(failure({ DATA_DIR: join(file, 'data') })).toBe(`Invalid DATA_DIR ${join(file, 'data')}: ${file} is a file, not a directory`)
    mkdirSync(join(scratch, 'ok'))
    expect(loadConfig({ ...secrets, DATA_DIR: join(scratch, 'ok', 'new') }).dataDir).toBe(join(scratch, 'ok', 'new'))
  })
})
