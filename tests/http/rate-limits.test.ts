import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { startTestApp, type TestApp } from '../support/test-app'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({
    env: { RATE_LIMIT_AUTH_IP: '4/900', RATE_LIMIT_AUTH_ADDRESS: '2/900', RATE_LIMIT_VERIFY_FAILURES_IP: '3/900' },
  })
})
afterAll(() => app.stop())

describe('sign-in rate limits', () => {
  test('per address, then per IP, with Retry-After', async () => {
    const ask = (email: string) => app.request('POST', '/api/v1/auth', { body: { email } })
    expect((await ask('one@example.com')).status).toBe(200)
    expect((await ask('one@example.com')).status).toBe(200)
    const perAddress = await ask('ONE@example.com')
    expect(perAddress.status).toBe(429)
    expect(await perAddress.json()).toEqual({ message: 'Too many requests, please try again later', code: 'RATE_LIMITED' })
    expect(Number(perAddress.headers.get('retry-after'))).toBeGreaterThan(0)

    expect((await ask('two@example.com')).status).toBe(200)
    const perIp = await ask('three@example.com')
    expect(perIp.status).toBe(429)
    expect(Number(perIp.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  test('failed link exchanges are limited per IP', async () => {
    const bad = () => app.request('POST', '/api/v1/auth/verify', { body: { token: `${'A'.repeat(22)}.${'B'.repeat(43)}` } })
    expect((await bad()).status).toBe(401)
    expect((await bad()).status).toBe(401)
    expect((await bad()).status).toBe(401)
    const limited = await bad()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).not.toBeNull()
  })
})
