import { type Config, loadConfig } from '../../infrastructure/config/config'

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789'
export const TEST_FIELD_KEYS = 'k1:AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8='

/** Settings of a test instance: in-memory store, fixed secrets, silent logs. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    JWT_SECRET: TEST_JWT_SECRET,
    FIELD_ENCRYPTION_KEYS: TEST_FIELD_KEYS,
    LOG_LEVEL: 'silent',
    // Generous limits so suites can sign in many users; rate-limit tests set their own.
    RATE_LIMIT_AUTH_IP: '10000/900',
    RATE_LIMIT_AUTH_ADDRESS: '10000/900',
    RATE_LIMIT_VERIFY_FAILURES_IP: '10000/900',
    RATE_LIMIT_CHAT: '10000/60',
    RATE_LIMIT_CLASSIFY: '10000/60',
    RATE_LIMIT_CONTACT: '10000/600',
    ...env,
  })
}
